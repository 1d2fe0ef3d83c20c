// mcp-lint's source analysis of one file as ESLint sees it: the text in the editor (not the file on disk), read by
// the same loader `mcp-lint <file>` uses. Every plugin rule asks for it; the first asks the loader, the others
// reuse that result, so a file costs one analysis however many rules are on.
import { resolve } from 'node:path';
import { loadSourceFilesSync } from '../lint/loaders/source/index.js';
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
  analyses.set(key, loaded!);
  if (analyses.size > KEPT_ANALYSES) analyses.delete(analyses.keys().next().value!);
  return loaded!;
}

/** How many times the loader ran (tests check that N rules on one file cost one analysis). */
export function analysisRuns(): number {
  return analysisCount;
}
