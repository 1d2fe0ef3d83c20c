// --save: writes what a live run captured as a `tools/list`-shaped JSON file (plus the server's initialize
// facts), so CI can lint the same definitions later without starting the server: `mcp-lint <file>`.
import { extname, resolve } from 'node:path';
import { checkFlagTarget, writeFlagFile } from '../../files/flag-file.js';
import type { ServerCapture } from './session.js';

export interface SavedFile {
  path: string;
  capture: ServerCapture;
}

function slug(name: string): string {
  return (
    name
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^[-.]+|-+$/g, '')
      .slice(0, 80) || 'server'
  );
}

/**
 * One file per server. With one server the path is used as given; with several, `{name}` in the path is replaced
 * by each server's name, or the name is added before the extension (`tools.json` → `tools.memory.json`).
 */
export function savePaths(path: string, captures: ServerCapture[], cwd: string): SavedFile[] {
  const absolute = resolve(cwd, path);
  if (absolute.includes('{name}'))
    return captures.map((capture) => ({ path: absolute.replaceAll('{name}', slug(capture.name)), capture }));
  if (captures.length === 1) return [{ path: absolute, capture: captures[0]! }];
  const extension = extname(absolute) || '.json';
  const stem = extname(absolute) ? absolute.slice(0, -extension.length) : absolute;
  return captures.map((capture) => ({ path: `${stem}.${slug(capture.name)}${extension}`, capture }));
}

export function savedDocument(capture: ServerCapture): Record<string, unknown> {
  return {
    // Extra keys next to "tools" record where the tools came from; the JSON loader reads "instructions" back.
    capturedFrom: capture.name,
    ...(capture.serverInfo !== undefined ? { serverInfo: capture.serverInfo } : {}),
    ...(capture.protocolVersion !== undefined ? { protocolVersion: capture.protocolVersion } : {}),
    ...(capture.instructions !== undefined ? { instructions: capture.instructions } : {}),
    // Servers may list some tools only to clients that declare a capability: this says which client saw this list.
    clientCapabilities: capture.clientCapabilities,
    tools: capture.tools,
  };
}

/** Refuses a --save target that is a link or not a regular file (a UsageError), before anything is written. */
export function checkSaveTarget(path: string, cwd: string): void {
  checkFlagTarget(path, '--save', cwd);
}

/** Writes the whole document through writeFileAtomic: the target is replaced, never written through. */
export async function writeSaved(file: SavedFile, cwd: string): Promise<void> {
  writeFlagFile(file.path, JSON.stringify(savedDocument(file.capture), null, 2) + '\n', '--save', cwd);
}
