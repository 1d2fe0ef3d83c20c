// Python source mode: reads MCP servers written in Python without importing or running them (and without Python):
// each .py file is parsed with @lezer/python, its tools rebuilt from the registrations in it, and imports followed
// to the other files of the project only. Loaded with a dynamic import only when a .py file is linted, so JSON and
// TS runs never load the parser.
import { resolve } from 'node:path';
import { readSourceText, withoutBom } from '../../inputs/read.js';
import { displayPath } from '../../core/display-path.js';
import type { ReadPolicy } from '../../core/options.js';
import type { LoadedSource, LoadedTool, ServerLanguage } from '../../core/types.js';
import { PYTHON_API } from '../../core/python-api.js';
import type { SourceFileFacts } from '../../core/facts.js';
import { parseDirectives } from './comments.js';
import type { PythonFramework } from './frameworks/index.js';
import { PythonProject } from './project.js';
import { projectRoot, startCommandOf } from './project-root.js';
import { firstSyntaxError, parsePython, PythonTooComplexError, rangeOf, type PythonFile } from './syntax.js';
import { toolsOfFile } from './tools.js';
import { pythonStdioFacts } from './stdio.js';
import { linkPythonStdioModules, type AnalysedPythonFile } from './stdio-modules.js';
import { addFileFacts, analysisFailed, fatal, readLintedText } from '../facts/file-result.js';
import { linkRegistrations } from '../facts/registrations-elsewhere.js';

export interface PythonLoadOptions {
  cwd: string;
  /** The rules of the run, to report an mcp-lint-disable comment naming none of them. */
  knownRuleIds?: ReadonlySet<string>;
  /** Where the loader may read (LintOptions.mayRead): an import it refuses is not followed, never read or quoted. */
  mayRead?: ReadPolicy;
  /** The folder imports are followed within; by default the common folder of the files and cwd (project-root.ts). */
  root?: string;
  /** Texts to use instead of the files' contents (absolute path → text). */
  texts?: ReadonlyMap<string, string>;
  /** The frameworks the reader knows, when not frameworks/index.ts's list: a test adds its own this way. */
  frameworks?: readonly PythonFramework[];
}

const PYTHON_LANGUAGE: ServerLanguage = { name: 'python', typeHintSchemas: true };

export function loadPythonFiles(paths: readonly string[], options: PythonLoadOptions): LoadedSource[] {
  const absolute = paths.map((path) => resolve(options.cwd, path));
  const display = (path: string) => displayPath(path, options.cwd);
  const project = new PythonProject({
    root: options.root ?? projectRoot(absolute, options.cwd),
    read: (path) => readImported(path, options.mayRead),
    ...(options.mayRead ? { mayRead: options.mayRead } : {}),
    display,
    parse: parsePython,
    ...(options.frameworks ? { frameworks: options.frameworks } : {}),
  });
  const results: LoadedSource[] = [];
  const parsed: Array<{ file: PythonFile; result: LoadedSource }> = [];
  for (const path of absolute) {
    const source = display(path);
    const text = readLintedText(path, source, 'python', options.texts);
    if (typeof text !== 'string') {
      results.push({ source, kind: 'source', language: PYTHON_LANGUAGE, tools: [], diagnostics: [text] });
      continue;
    }
    let file: PythonFile;
    try {
      file = parsePython(path, source, text);
    } catch (error) {
      if (!(error instanceof PythonTooComplexError)) throw error;
      results.push({
        source,
        kind: 'source',
        language: PYTHON_LANGUAGE,
        tools: [],
        diagnostics: [fatal(source, tooComplex(error, path))],
      });
      continue;
    }
    // Every input first: a file imported by another is then parsed once, as an input.
    project.add(file);
    const result: LoadedSource = { source, kind: 'source', language: PYTHON_LANGUAGE, tools: [], diagnostics: [] };
    parsed.push({ file, result });
    results.push(result);
  }
  const analysed: AnalysedPythonFile[] = [];
  for (const { file, result } of parsed) {
    const directives = parseDirectives(file);
    let rebuilt: ReturnType<typeof toolsOfFile>;
    try {
      rebuilt = toolsOfFile(project, file);
    } catch (error) {
      if (error instanceof PythonTooComplexError) {
        result.diagnostics.push(fatal(file.source, tooComplex(error, file.path)));
        continue;
      }
      result.diagnostics.push(analysisFailed(file.source, error, startCommandOf(file.path, file.source)));
      continue;
    }
    result.tools = rebuilt.tools;
    result.language = languageOf(rebuilt.tools);
    const facts: SourceFileFacts = { unresolved: rebuilt.unresolved };
    if (rebuilt.upperBounds.length > 0) facts.upperBounds = rebuilt.upperBounds;
    const stdio = pythonStdioFacts(project, file);
    if (stdio) facts.stdio = stdio;
    const syntaxError = firstSyntaxError(file);
    if (syntaxError) facts.syntaxError = { range: rangeOf(file, syntaxError) };
    result.directives = directives;
    result.sourceFacts = addFileFacts(facts, directives, options.knownRuleIds, startCommandOf(file.path, file.source));
    analysed.push({ file, facts });
  }
  linkPythonStdioModules(project, analysed, display);
  linkRegistrations(results);
  return results;
}

/** Schemas come from type hints unless every tool of the file is a low-level one, whose inputSchema is written by hand. */
function languageOf(tools: readonly LoadedTool[]): ServerLanguage {
  const handWritten = tools.length > 0 && tools.every((tool) => tool.api === PYTHON_API.lowlevel);
  return handWritten ? { name: 'python', typeHintSchemas: false } : PYTHON_LANGUAGE;
}

/** A project file read only to follow an import: undefined (not followed) when the policy or the size limit refuses it. */
function readImported(path: string, mayRead: ReadPolicy | undefined): string | undefined {
  if (mayRead && !mayRead(path)) return undefined;
  try {
    return withoutBom(readSourceText(path));
  } catch {
    return undefined;
  }
}

function tooComplex(error: PythonTooComplexError, path: string): string {
  return `${error.message}. It was not analysed (the other files were): leave generated code out of the linted files, or lint the running server instead (mcp-lint --stdio "${startCommandOf(path, error.source)}").`;
}
