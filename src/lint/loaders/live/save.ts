// --save: writes what a live run captured as a `tools/list`-shaped JSON file (plus the server's initialize
// facts), so CI can lint the same definitions later without starting the server: `mcp-lint <file>`.
import { randomBytes } from 'node:crypto';
import { lstat, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { UsageError } from '../../usage-error.js';
import type { ServerCapture } from './session.js';

export interface SavedFile {
  path: string;
  capture: ServerCapture;
}

function slug(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|-+$/g, '').slice(0, 80) || 'server';
}

/**
 * One file per server. With one server the path is used as given; with several, `{name}` in the path is replaced
 * by each server's name, or the name is added before the extension (`tools.json` → `tools.memory.json`).
 */
export function savePaths(path: string, captures: ServerCapture[], cwd: string): SavedFile[] {
  const absolute = resolve(cwd, path);
  if (absolute.includes('{name}')) return captures.map((capture) => ({ path: absolute.replaceAll('{name}', slug(capture.name)), capture }));
  if (captures.length === 1) return [{ path: absolute, capture: captures[0]! }];
  const extension = extname(absolute) || '.json';
  const stem = extname(absolute) ? absolute.slice(0, -extension.length) : absolute;
  return captures.map((capture) => ({ path: `${stem}.${slug(capture.name)}${extension}`, capture }));
}

export function savedDocument(capture: ServerCapture): Record<string, unknown> {
  return {
    // Extra keys next to "tools" are ignored by the JSON loader; they record where the tools came from.
    capturedFrom: capture.name,
    ...(capture.serverInfo !== undefined ? { serverInfo: capture.serverInfo } : {}),
    ...(capture.protocolVersion !== undefined ? { protocolVersion: capture.protocolVersion } : {}),
    // Servers may list some tools only to clients that declare a capability: this says which client saw this list.
    clientCapabilities: capture.clientCapabilities,
    tools: capture.tools,
  };
}

/**
 * Refuses a target that is a symbolic link (writing would change whatever it points at, anywhere on the disk) or
 * anything but a regular file (a directory, a FIFO, a device). A missing target is fine.
 */
export async function checkSaveTarget(path: string, flag = '--save'): Promise<void> {
  let stats;
  try {
    stats = await lstat(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (stats.isSymbolicLink()) {
    throw new UsageError(`${flag}: refusing to write ${path}: it is a symbolic link, and writing through it would change the file it points at. Remove the link or choose another path.`);
  }
  if (!stats.isFile()) {
    throw new UsageError(`${flag}: refusing to write ${path}: it exists and is not a regular file. Choose another path.`);
  }
}

/**
 * Writes the whole document to a new temporary file beside the target (created exclusively, so it cannot be an
 * existing link) and renames it over the target: the target is replaced, never written through, and a reader
 * never sees half a file.
 */
export async function writeSaved(file: SavedFile): Promise<void> {
  await writeFileAtomically(file.path, JSON.stringify(savedDocument(file.capture), null, 2) + '\n');
}

/** The same replace-never-write-through procedure for any file mcp-lint writes (`--save`, the pin lockfile). */
export async function writeFileAtomically(path: string, text: string, flag = '--save'): Promise<void> {
  await checkSaveTarget(path, flag);
  await mkdir(dirname(path), { recursive: true });
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
  try {
    await writeFile(temporary, text, { encoding: 'utf8', flag: 'wx' });
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
