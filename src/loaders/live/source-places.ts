// Hybrid mode (--source-root): where in the server's source each live tool is defined, so a live finding about a
// tool is reported at that line. Live mode sees what clients see; source mode knows where things are written.
// First source mode's own loaders (registrations with positions: TS/JS, and Python, whose tools and parameters are
// placed exactly as `mcp-lint <root>` run in cwd places them: the same project root, so a source root that is a
// package importing itself by its absolute name, `--source-root awslabs`, resolves those imports from the folder above
// it), then the name as a string literal in any file. Bounded: at most
// MAX_FILES files of at most MAX_FILE_BYTES each; node_modules, site-packages, Python virtual environments and hidden
// folders are skipped. Nothing is executed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readRegularTextFile } from '../../files/read.js';
import { extname, join, relative, isAbsolute, resolve } from 'node:path';
import type { LoadedSource, LoadedTool } from '../../core/types.js';
import type { ToolSourceFacts } from '../../core/facts.js';
import type { Range } from '../../core/position.js';
import { toolNameOf } from '../../core/json-value.js';
import { UsageError } from '../../core/usage-error.js';
import { PYTHON_EXTENSION } from '../../inputs/classify.js';
import { loadScriptFiles } from '../scripts.js';

export const MAX_FILES = 2000;
export const MAX_FILE_BYTES = 1024 * 1024;
const SCRIPT_EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs']);
const SKIPPED_DIRECTORIES = new Set(['node_modules', '__pycache__', 'site-packages']);
const SEARCHED_EXTENSIONS = new Set([...SCRIPT_EXTENSIONS, PYTHON_EXTENSION]);

export interface SourcePlace {
  /** The file, relative to cwd when below it. */
  file: string;
  /** Where a pointer into the tool's definition is in that file (the definition itself when no finer place is known). */
  locate(pointer: string): Range;
  /**
   * A zod inputSchema root that is no object, as source mode read it: the live definition holds only the SDK's
   * stand-in for it (an empty object), which hides the mistake from live rules.
   */
  zodInputRoot?: ToolSourceFacts['zodInputRoot'];
  /** The API source mode saw register the tool (`registerTool`, `server.tool`, …), so fixes are said in its terms. */
  api?: string;
}

export function checkSourceRoot(root: string, cwd: string): string {
  const absolute = resolve(cwd, root);
  let isDirectory = false;
  try {
    isDirectory = statSync(absolute).isDirectory();
  } catch {
    throw new UsageError(
      `--source-root ${root}: no such directory. Give the folder holding the server's source, e.g. --source-root src.`,
    );
  }
  if (!isDirectory)
    throw new UsageError(
      `--source-root ${root}: not a directory. Give the folder holding the server's source, e.g. --source-root src.`,
    );
  return absolute;
}

/** Places for as many of `names` as can be found under `root` (an absolute directory). */
export async function findToolPlaces(
  root: string,
  cwd: string,
  names: ReadonlySet<string>,
): Promise<Map<string, SourcePlace>> {
  const places = new Map<string, SourcePlace>();
  if (names.size === 0) return places;
  const files = listFiles(root);
  const shown = (path: string) => {
    const rel = relative(cwd, path);
    return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
  };

  for (const source of await loadScriptFiles(files, { cwd })) {
    for (const tool of source.tools) addFromLoader(places, names, source.source, tool);
  }
  const missing = [...names].filter((name) => !places.has(name));
  if (missing.length === 0) return places;

  const texts = files.map((file) => ({ file, text: readSmall(file) }));
  for (const name of missing) {
    for (const { file, text } of texts) {
      const range = text === undefined ? undefined : nameLiteral(text, name);
      if (range) {
        places.set(name, fixedPlace(shown(file), range));
        break;
      }
    }
  }
  return places;
}

/**
 * Source mode's reading of the TS/JS and Python files under `root` (an absolute directory), within the same bounds:
 * what hybrid mode reports instead when the server does not start.
 */
export async function loadSourceRoot(root: string, cwd: string): Promise<LoadedSource[]> {
  return loadScriptFiles(listFiles(root), { cwd });
}

function addFromLoader(
  places: Map<string, SourcePlace>,
  names: ReadonlySet<string>,
  file: string,
  tool: LoadedTool,
): void {
  const name = toolNameOf(tool.definition);
  if (name === undefined || !names.has(name) || places.has(name)) return;
  const whole = tool.locate('');
  if (!whole) return;
  const zodInputRoot = tool.sourceFacts?.zodInputRoot;
  places.set(name, {
    file,
    locate: (pointer) => tool.locate(pointer) ?? whole,
    ...(zodInputRoot ? { zodInputRoot } : {}),
    ...(tool.api ? { api: tool.api } : {}),
  });
}

function fixedPlace(file: string, range: Range): SourcePlace {
  return { file, locate: () => range };
}

/** Files to search, in a stable order, depth-first; stops at MAX_FILES. */
function listFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (files.length >= MAX_FILES) return;
      if (entry.name.startsWith('.') || SKIPPED_DIRECTORIES.has(entry.name)) continue;
      const path = join(dir, entry.name);
      // A Python virtual environment (any name) holds installed packages, not the server.
      if (entry.isDirectory() && !existsSync(join(path, 'pyvenv.cfg'))) walk(path);
      else if (entry.isFile() && SEARCHED_EXTENSIONS.has(extname(entry.name)) && !entry.name.endsWith('.d.ts'))
        files.push(path);
    }
  };
  walk(root);
  return files;
}

function readSmall(file: string): string | undefined {
  try {
    return readRegularTextFile(file, MAX_FILE_BYTES);
  } catch {
    return undefined;
  }
}

function rangeAt(line: number, column: number, length: number): Range {
  return { start: { line, column }, end: { line, column: column + length } };
}

/** The first `'name'`, `"name"` or `` `name` `` in the text. */
export function nameLiteral(text: string, name: string): Range | undefined {
  let best = -1;
  for (const quote of ["'", '"', '`']) {
    const at = text.indexOf(quote + name + quote);
    if (at >= 0 && (best < 0 || at < best)) best = at;
  }
  if (best < 0) return undefined;
  const before = text.slice(0, best);
  const line = before.split('\n').length;
  const column = best - before.lastIndexOf('\n');
  return rangeAt(line, column, name.length + 2);
}
