// The ESLint plugin honours mcp-lint-suppressions.json (in ESLint's working directory) as `mcp-lint` does: what the
// file counts is not reported, a new finding is, and an editor's long-lived ESLint sees the file change at once.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, runMcpLint } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp.js';

const plugin = createRequire(import.meta.url)(join(REPO_ROOT, 'dist', 'bundle', 'eslint-plugin.cjs')) as {
  configs: { recommended: Linter.Config };
};

const tool = (name: string, parameter: string) =>
  `server.registerTool('${name}', { description: 'Does ${name} for the given ${parameter}.', inputSchema: { ${parameter}: z.string() }, annotations: { readOnlyHint: true } }, async () => 'bare');\n`;
const server = (...tools: string[]) =>
  "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { z } from 'zod';\nconst server = new McpServer({ name: 'demo', version: '1.0.0' });\n" +
  tools.join('') +
  'export { server };\n';

describe('the ESLint plugin and mcp-lint-suppressions.json', () => {
  it('leaves out what the file suppresses and reports the new finding, as mcp-lint does', async () => {
    const dir = tempDir('mcp-lint-eslint-suppressions-');
    writeFileSync(join(dir, 'package.json'), '{"name":"demo","private":true}\n');
    writeFileSync(join(dir, 'server.ts'), server(tool('search', 'query')));
    const eslint = new ESLint({
      cwd: dir,
      overrideConfigFile: true,
      overrideConfig: [
        { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
        plugin.configs.recommended,
        { rules: { 'mcp-lint/property-description': 'warn' } },
      ],
    });
    const lintText = async (text: string) =>
      (await eslint.lintText(text, { filePath: join(dir, 'server.ts') }))[0]!.messages
        .map((m) => `${m.ruleId} ${m.line}`)
        .sort();

    expect(await lintText(server(tool('search', 'query')))).toEqual([
      'mcp-lint/handler-returns-bare-string 4',
      'mcp-lint/property-description 4',
    ]);
    const suppress = await runMcpLint(['--rule', 'property-description:warning', '--suppress-all', 'server.ts'], {
      cwd: dir,
    });
    expect(suppress.code, suppress.stderr).toBe(0);

    // The same ESLint instance (an editor's server) sees the new file; a tool added above moves the old one down.
    const edited = server(tool('fetch', 'url'), tool('search', 'query'));
    expect(await lintText(edited)).toEqual([
      'mcp-lint/handler-returns-bare-string 4',
      'mcp-lint/property-description 4',
    ]);
    writeFileSync(join(dir, 'server.ts'), edited);
    const cli = await runMcpLint(['--rule', 'property-description:warning', '--format', 'json', 'server.ts'], {
      cwd: dir,
    });
    expect(
      JSON.parse(cli.stdout)[0]
        .messages.map((m: { ruleId: string; line: number }) => `mcp-lint/${m.ruleId} ${m.line}`)
        .sort(),
    ).toEqual(['mcp-lint/handler-returns-bare-string 4', 'mcp-lint/property-description 4']);
  }, 60_000);
});
