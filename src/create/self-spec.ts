// What the generated project's create-mcp-tool devDependency (mcp-lint) is installed from. Run from the registry,
// that is this version. Run from a tarball or a folder (`npx ./create-mcp-tool-0.1.0.tgz my-server`, `npx ../clone`,
// a project that installed `file:…`), the version is not on the registry yet: the project gets the same `file:`
// spec, made absolute, so its install finds what the scaffolder itself was installed from.
import { isAbsolute, join, resolve, sep } from 'node:path';
import { readRegularTextFile } from '../files/read.js';
import { MAX_SETTINGS_FILE_BYTES } from '../inputs/read.js';
import { packageVersion } from '../core/package-version.js';

const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies'] as const;

/**
 * `script` is the path the command was started by (process.argv[1]): under npx and npm bins that is
 * `<root>/node_modules/.bin/create-mcp-tool`, and `<root>/package.json` names the spec it was installed with (for npx,
 * the cache folder's manifest). Node resolves links for the module itself, not for argv[1], so a folder that npm
 * linked is found too.
 */
export function selfSpec(script: string | undefined, env: NodeJS.ProcessEnv): string {
  // Test-only override (docs/create.md): the end-to-end tests run the scaffolder from this checkout.
  if (env.CREATE_MCP_TOOL_SELF_SPEC) return env.CREATE_MCP_TOOL_SELF_SPEC;
  return (script && installedFromFile(script)) || packageVersion();
}

function installedFromFile(script: string): string | undefined {
  const at = script.indexOf(`${sep}node_modules${sep}`);
  if (at < 0) return undefined;
  const root = script.slice(0, at);
  let manifest: Record<string, unknown>;
  try {
    manifest = JSON.parse(readRegularTextFile(join(root, 'package.json'), MAX_SETTINGS_FILE_BYTES)) as Record<
      string,
      unknown
    >;
  } catch {
    return undefined;
  }
  for (const field of DEPENDENCY_FIELDS) {
    const deps = manifest[field];
    const spec = deps && typeof deps === 'object' ? (deps as Record<string, unknown>)['create-mcp-tool'] : undefined;
    if (typeof spec === 'string' && spec.startsWith('file:')) {
      const path = spec.slice('file:'.length);
      return `file:${isAbsolute(path) ? path : resolve(root, path)}`;
    }
  }
  return undefined;
}
