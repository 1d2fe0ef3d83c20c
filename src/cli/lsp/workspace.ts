// Where a document belongs: the workspace folder that holds it (else its own checkout), which is where config lookup,
// relative paths and the suppressions file start, as for `mcp-lint` run there; and what its lint may read.
import { basename, dirname } from 'node:path';
import { checkoutRoot, isInside, readPolicy } from '../../files/read-policy.js';
import type { ReadPolicy } from '../../core/options.js';

export interface DocumentPlace {
  /** The run's working directory. */
  cwd: string;
  /** The workspace folders (and, for a file outside them, its own checkout), after links: as `serve` reads its roots. */
  mayRead: ReadPolicy;
}

export function placeOf(path: string, folders: readonly string[]): DocumentPlace {
  // The innermost folder: a workspace of nested projects lints each file as `mcp-lint` in its project would.
  const holding = folders.filter((folder) => isInside(path, folder)).sort((a, b) => b.length - a.length)[0];
  const cwd = holding ?? checkoutRoot(dirname(path));
  return { cwd, mayRead: readPolicy(holding ? folders : [...folders, cwd]) };
}

// The project-level client configs (src/inputs/client-places.ts), by where they sit: linted as `--client-config <file>`
// reads them, without starting any server.
const CLIENT_CONFIGS = [
  /(^|\/)\.mcp\.json$/,
  /(^|\/)\.(vscode|cursor)\/mcp\.json$/,
  /(^|\/)\.gemini\/settings\.json$/,
  /(^|\/)claude_desktop_config\.json$/,
  /(^|\/)mcp_config\.json$/,
];

export function isClientConfig(path: string): boolean {
  const posix = path.split('\\').join('/');
  return basename(posix).endsWith('.json') && CLIENT_CONFIGS.some((pattern) => pattern.test(posix));
}
