// The MCP Registry proves a package belongs to the server it is published under: an npm package's package.json must
// carry `"mcpName"` equal to server.json's `name`, a PyPI package's README an `mcp-name: <name>` line
// (docs/modelcontextprotocol-io/package-types.mdx of modelcontextprotocol/registry). Publishing fails without it, after
// the package is already on npm or PyPI; here it is caught beside the files.
import { defineRule } from '../../core/types.js';
import { quote } from '../../spec/value-text.js';
import { manifestOf, ownNpmPackage, ownPypiPackage, reportAt, text } from '../shared/registry.js';

/** `mcp-name: <name>` followed by a boundary (whitespace, a tag, the end of a comment or of the text), as the registry reads it. */
function readmeNames(readme: string): string[] {
  return [...readme.matchAll(/mcp-name:\s*([^\s<>]+?)(?=\s|<|-->|$)/g)].map((match) => match[1]!);
}

const rule = defineRule({
  id: 'server-json-mcp-name',
  meta: {
    description:
      "server.json's name is not the one the package proves: package.json's mcpName (npm) or the README's mcp-name line (PyPI)",
    defaultLevel: 'error',
    scope: 'registry',
    messages: {
      mismatch:
        'server.json "name" is {{name}}, but {{packageJson}} has "mcpName": {{mcpName}}; the registry rejects the npm package {{pkg}} unless they are equal. Make them the same.',
      missing:
        '{{packageJson}} has no "mcpName"; the registry accepts the npm package {{pkg}} for {{name}} only when package.json says "mcpName": {{name}}. Add it and publish the package again.',
      readmeMissing:
        '{{readme}} has no "mcp-name: {{bare}}" line; the registry accepts the PyPI package {{pkg}} only when its README (the PyPI description) has one. Add "<!-- mcp-name: {{bare}} -->" to it.',
      readmeMismatch:
        '{{readme}} says "mcp-name: {{found}}", but server.json "name" is {{name}}; the registry rejects the PyPI package {{pkg}} unless they are equal.',
    },
  },
  checkSource(_tools, context) {
    const registry = manifestOf(context, 'server.json');
    const name = text(registry?.document.name);
    if (!registry || name === undefined) return;
    const npm = ownNpmPackage(registry);
    if (npm) {
      const packageJson = registry.project.packageJson!.path;
      const data = { name: quote(name, 200), packageJson, pkg: quote(npm.entry.identifier!, 200) };
      const mcpName = npm.manifest.mcpName;
      if (mcpName === undefined) reportAt(context, registry, '/name', 'missing', data);
      else if (mcpName !== name)
        reportAt(context, registry, '/name', 'mismatch', {
          ...data,
          mcpName: typeof mcpName === 'string' ? quote(mcpName, 200) : String(JSON.stringify(mcpName)).slice(0, 40),
        });
    }
    const pypi = ownPypiPackage(registry);
    const readme = registry.project.readme;
    if (pypi && readme) {
      const data = { name: quote(name, 200), bare: name, readme: readme.path, pkg: quote(pypi.identifier!, 200) };
      const found = readmeNames(readme.text);
      if (found.length === 0) reportAt(context, registry, '/name', 'readmeMissing', data);
      else if (!found.includes(name))
        reportAt(context, registry, '/name', 'readmeMismatch', { ...data, found: found[0]! });
    }
  },
});

export default rule;
