// The key a server's tools are pinned under. Files: the path relative to the lockfile's directory with forward
// slashes, so the lockfile works from any working directory and on any OS. Live servers: their name (client
// config key, "stdio:<command line>", or the URL), with URL credentials and query values redacted.
import { relative, resolve, sep } from 'node:path';
import type { LoadedSource } from '../core/types.js';
import { STDIN_NAME } from '../core/display-path.js';
import { redactUrlForKey } from '../core/redact.js';

export function serverKey(source: LoadedSource, cwd: string, lockfileDirectory: string): string {
  if (source.kind === 'live') return redactUrlForKey(source.source);
  if (source.source === STDIN_NAME) return source.source;
  const path = relative(lockfileDirectory, resolve(cwd, source.source)) || '.';
  return sep === '/' ? path : path.split(sep).join('/');
}
