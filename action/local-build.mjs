// The Action's `package` input: a local build of this repository to run instead of a published mcp-tool-lint, so a
// version can be tried in CI before it is on the registry. It is the path, relative to the workspace, of a tarball
// made by `npm pack` (create-mcp-tool-<version>.tgz) or of a checkout built with `npm run build`.
import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

// What npm itself takes for a tarball rather than a folder in a file spec.
const TARBALL = /\.(tgz|tar\.gz|tar)$/i;

const WHAT_TO_GIVE = 'Give the path, relative to the workspace, of a tarball made by `npm pack` in a checkout of create-mcp-tool (create-mcp-tool-<version>.tgz) or of a checkout built with `npm run build`.';

/** Whether the folder's package.json declares an mcp-lint bin (create-mcp-tool, or the mcp-tool-lint wrapper). */
function hasMcpLintBin(dir) {
  try {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    return typeof manifest?.bin === 'object' && manifest.bin !== null && typeof manifest.bin['mcp-lint'] === 'string';
  } catch {
    return false;
  }
}

/** `{ path }`, the build's absolute path for npm to install, or `{ error }` saying what is wrong with the input. */
export function localBuild(input, workspace) {
  const path = resolve(workspace, input);
  const quoted = JSON.stringify(input);
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return { error: `package: ${quoted} does not exist (looked for ${path}). ${WHAT_TO_GIVE}` };
  }
  if (stats.isFile()) return TARBALL.test(path) ? { path } : { error: `package: ${quoted} is a file but not a tarball (.tgz). ${WHAT_TO_GIVE}` };
  if (!stats.isDirectory()) return { error: `package: ${quoted} is neither a tarball nor a folder. ${WHAT_TO_GIVE}` };
  if (!hasMcpLintBin(path)) return { error: `package: ${quoted} is a folder without a package.json that declares an mcp-lint bin, so not a checkout of create-mcp-tool. ${WHAT_TO_GIVE}` };
  return { path };
}
