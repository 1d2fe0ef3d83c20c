// mcp-lint's source analysis of one file as ESLint sees it: the text in the editor (not the file on disk), read by
// the same loader `mcp-lint <file>` uses. Every plugin rule asks for it; the first asks the loader, the others
// reuse that result, so a file costs one analysis however many rules are on.
import { resolve } from 'node:path';
import { loadSourceFilesSync } from '../loaders/source/index.js';
import { loadTypeScriptSync, ts, type TS } from '../loaders/source/typescript.js';
import { MAX_SOURCE_FILE_BYTES, withoutBom } from '../inputs/read.js';
import { projectReadPolicy } from '../files/read-policy.js';
import type { LoadedSource } from '../core/types.js';

/**
 * Analyses by the SourceCode object ESLint gives every rule of one pass over a file: all rules of the pass share one
 * analysis, and the next pass (an edit, a fix pass, or the same text after a file it imports changed on disk — an
 * editor's ESLint server lives for hours) makes a new one. Weakly held: nothing outlives ESLint's own object.
 */
const analyses = new WeakMap<object, { source: LoadedSource | undefined }>();
let analysisCount = 0;

export interface FileToAnalyse {
  /** ESLint's `context.sourceCode`: the same object for every rule of one pass. */
  pass: object;
  filename: string;
  text: string;
  cwd: string;
  /** typescript-eslint's `parserServices.program`, when its parser built one (type information is on). */
  program?: unknown;
}

/**
 * The loaded source (tools, facts, the loader's own findings) for this file and text; undefined for a file over
 * mcp-lint's size limit for source files, which `mcp-lint` also declines to read (a finding no rule owns).
 */
export function analyseFile({ pass, filename, text, cwd, program }: FileToAnalyse): LoadedSource | undefined {
  const known = analyses.get(pass);
  if (known) return known.source;
  const path = resolve(cwd, filename);
  const source =
    Buffer.byteLength(text, 'utf8') > MAX_SOURCE_FILE_BYTES
      ? undefined
      : load(path, text, cwd, programHolding(program, path, text));
  analyses.set(pass, { source });
  return source;
}

function load(path: string, text: string, cwd: string, program: TS.Program | undefined): LoadedSource {
  const [loaded] = loadSourceFilesSync([path], {
    cwd,
    texts: new Map([[path, text]]),
    mayRead: projectReadPolicy(cwd, [path]),
    ...(program ? { program } : {}),
  });
  analysisCount += 1;
  if (loaded!.sourceFacts?.noTools && mayShareServer(text)) delete loaded!.sourceFacts.noTools;
  return loaded!;
}

/** How many times the loader ran (tests check that N rules on one file cost one analysis). */
export function analysisRuns(): number {
  return analysisCount;
}

/**
 * typescript-eslint's Program, when it holds this very text and speaks our compiler's syntax: then the file is not
 * parsed a second time, and its checker reads handler return types as --project does. A Program of another
 * TypeScript numbers its syntax kinds differently (every version that adds a kind moves SourceFile's number), and
 * one built before an unsaved edit holds other text; either way the file is parsed here instead.
 */
function programHolding(program: unknown, path: string, text: string): TS.Program | undefined {
  if (typeof program !== 'object' || program === null || typeof (program as TS.Program).getSourceFile !== 'function')
    return undefined;
  const file = (program as TS.Program).getSourceFile(path);
  return file && file.kind === loadTypeScriptSync().SyntaxKind.SourceFile && withoutBom(file.text) === withoutBom(text)
    ? (program as TS.Program)
    : undefined;
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
