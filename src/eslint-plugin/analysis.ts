// mcp-lint's source analysis of one file as ESLint sees it: the text in the editor (not the file on disk), read by
// the same loader `mcp-lint <file>` uses. Every plugin rule asks for it; the first asks the loader, the others
// reuse that result, so a file costs one analysis however many rules are on.
import { resolve } from 'node:path';
import { loadSourceFilesSync } from '../lint/loaders/source/index.js';
import { ts } from '../lint/loaders/source/typescript.js';
import type { LoadedSource } from '../lint/types.js';

/**
 * ESLint lints a file with every rule before the next file, so the last few analyses are all that is worth keeping;
 * an editor re-lints the same file on each keystroke with new text, which makes a new key anyway.
 */
const KEPT_ANALYSES = 8;

const analyses = new Map<string, LoadedSource>();
let analysisCount = 0;

/** The loaded source (tools, facts, the loader's own findings) for this file and text. */
export function analyseFile(filename: string, text: string, cwd: string): LoadedSource {
  const path = resolve(cwd, filename);
  const key = `${path}\u0000${text}`;
  const known = analyses.get(key);
  if (known) return known;
  const [loaded] = loadSourceFilesSync([path], { cwd, texts: new Map([[path, text]]) });
  analysisCount += 1;
  if (loaded!.sourceFacts?.noTools && mayShareServer(text)) delete loaded!.sourceFacts.noTools;
  analyses.set(key, loaded!);
  if (analyses.size > KEPT_ANALYSES) analyses.delete(analyses.keys().next().value!);
  return loaded!;
}

/** How many times the loader ran (tests check that N rules on one file cost one analysis). */
export function analysisRuns(): number {
  return analysisCount;
}

/**
 * "This file sets up a server, yet no tool was rebuilt" is a judgement about the files linted together: `mcp-lint src/`
 * makes it only when no file of the package yielded a tool. The plugin sees one file, so it keeps the finding only
 * for a file that cannot share its server with others: one that imports no project file and exports nothing.
 * Otherwise every entry file of a server whose tools live in other files would be flagged in the editor.
 */
function mayShareServer(text: string): boolean {
  const { importedFiles } = ts().preProcessFile(text, true, true);
  if (importedFiles.some((file) => file.fileName.startsWith('.'))) return true;
  // Over-matching (the word in a comment) only means the finding is not shown.
  return /\bexport\b|\bmodule\.exports\b|\bexports\.\w/.test(text);
}
