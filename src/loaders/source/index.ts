// Source mode (TS/JS): reads MCP server source without running it. Loaded with a dynamic import only when
// a source file is linted, so JSON-only runs never pay for the TypeScript compiler.
import { resolve } from 'node:path';
import type { LoadedSource } from '../../core/types.js';
import type { TsconfigProblem } from '../../core/facts.js';
import type { ReadPolicy, SourceOptions } from '../../core/options.js';
import { loadTypeScriptSync, type TS } from './typescript.js';
import { Project, TOO_COMPLEX } from './project.js';
import { createProgram } from './program.js';
import { Evaluator } from './evaluate.js';
import { analyzeFile, type FileAnalysis } from './registrations.js';
import { parseDirectives } from './comments.js';
import { MAX_ANALYSED_BUNDLE_BYTES, sdkBundleEvidence } from './sdk-bundle.js';
import { linkFiles } from './caller-index.js';
import { linkRegistrations } from '../facts/registrations-elsewhere.js';
import { markOverriddenDialects } from './frameworks/sdk-list-override.js';
import { bundledZod } from './zod-libraries.js';
import { FRAMEWORKS } from './frameworks/index.js';
import type { Framework } from './frameworks/framework.js';
import { linkStdioModules, type AnalysedFile } from './stdio-modules.js';
import { registersFromEmptyList } from './empty-tool-list.js';
import { mayRegisterTools } from './tool-files.js';
import { displayPath } from '../../core/display-path.js';
import { addFileFacts, analysisFailed, fatal, readLintedText } from '../facts/file-result.js';

/**
 * `knownRuleIds`: the rules of the run, to report an mcp-lint-disable comment that names none of them; without it
 * (the ESLint plugin, which reports no loader finding) directives are not checked.
 */
export interface SourceLoadOptions extends SourceOptions {
  cwd: string;
  knownRuleIds?: ReadonlySet<string>;
  /** Where the loader may read (LintOptions.mayRead): an import it refuses is unresolved, never read or quoted. */
  mayRead?: ReadPolicy;
  /**
   * A Program the caller already built over these files (typescript-eslint's `parserServices.program`, in the ESLint
   * plugin): its files are read from it instead of being parsed again, and its checker answers what --project's does.
   */
  program?: TS.Program;
  /** The frameworks the reader knows, when not frameworks/index.ts's list: a test adds its own this way. */
  frameworks?: readonly Framework[];
}

export async function loadSourceFiles(files: string[], options: SourceLoadOptions): Promise<LoadedSource[]> {
  return loadSourceFilesSync(files, options);
}

/**
 * The same, without waiting on anything: the ESLint plugin's rules must report synchronously, so every library
 * this needs (TypeScript, zod) is loaded with require (see zod-libraries.ts).
 */
export function loadSourceFilesSync(files: string[], options: SourceLoadOptions): LoadedSource[] {
  const absolute = files.map((file) => resolve(options.cwd, file));
  const ts = loadTypeScriptSync();
  const texts = new Map(
    absolute.map((file) => [file, readLintedText(file, displayPath(file, options.cwd), 'source', options.texts)]),
  );
  const results: LoadedSource[] = [];
  let program = options.program;
  if (options.project) {
    const tsconfig = displayPath(options.project, options.cwd);
    const created = createProgram(ts, resolve(options.cwd, options.project), absolute, options.texts, options.mayRead);
    if ('error' in created) {
      results.push({ source: tsconfig, kind: 'source', tools: [], diagnostics: [fatal(tsconfig, created.error)] });
    } else {
      program = created.program;
      if (created.problems.length > 0)
        results.push({
          source: tsconfig,
          kind: 'source',
          tools: [],
          diagnostics: [],
          sourceFacts: {
            unresolved: [],
            tsconfigProblems: tsconfigProblems(ts, created.problems, resolve(options.cwd, options.project)),
          },
        });
    }
  }
  const project = new Project(
    bundledZod(),
    options.frameworks ?? FRAMEWORKS,
    program,
    program?.getTypeChecker(),
    options.mayRead,
  );
  const evaluator = new Evaluator(project);
  const analysed = new Map<LoadedSource, string>();
  // Parse every file first: a registration helper in one file may be called, or a server imported, from another.
  const parsed: Array<{ index: number; source: string; sourceFile: TS.SourceFile }> = [];
  const byFile: LoadedSource[] = [];
  absolute.forEach((file, index) => {
    const source = displayPath(file, options.cwd);
    const text = texts.get(file);
    if (typeof text !== 'string') {
      byFile[index] = { source, kind: 'source', tools: [], diagnostics: [text!] };
      return;
    }
    const bundle = text.length > MAX_ANALYSED_BUNDLE_BYTES ? sdkBundleEvidence(text) : undefined;
    if (bundle) {
      byFile[index] = { source, kind: 'source', tools: [], diagnostics: [], sourceFacts: { unresolved: [], bundle } };
      return;
    }
    const sourceFile = project.sourceFile(file, text);
    if (!sourceFile) {
      const why = project.parseErrors.get(file) ?? 'unknown error';
      const message = why.startsWith(TOO_COMPLEX)
        ? `${source} is ${why}. It was not analysed (the other files were): split what is nested there into named parts, leave generated or minified code out of the linted files, or lint the running server instead (mcp-lint --stdio "<command>").`
        : `Cannot parse ${source}: ${why}. Lint the running server instead (mcp-lint --stdio "<command>").`;
      byFile[index] = { source, kind: 'source', tools: [], diagnostics: [fatal(source, message)] };
      return;
    }
    const syntax = (sourceFile as unknown as { parseDiagnostics?: TS.DiagnosticWithLocation[] }).parseDiagnostics ?? [];
    if (syntax.length) {
      const first = syntax[0]!;
      const position = sourceFile.getLineAndCharacterOfPosition(first.start);
      const message = ts.flattenDiagnosticMessageText(first.messageText, ' ');
      byFile[index] = {
        source,
        kind: 'source',
        tools: [],
        diagnostics: [
          fatal(source, `Syntax error: ${message} Fix the syntax so mcp-lint can read the file.`, {
            start: { line: position.line + 1, column: position.character + 1 },
            end: { line: position.line + 1, column: position.character + 1 + first.length },
          }),
        ],
      };
      return;
    }
    parsed.push({ index, source, sourceFile });
  });
  project.linted = parsed.map((p) => p.sourceFile);
  linkFiles(project, project.linted);
  const analysedFiles: AnalysedFile[] = [];
  for (const { index, source, sourceFile } of parsed) {
    try {
      evaluator.startFile();
      // A vendor bundle that can register nothing is not walked, so nothing binds it (tool-files.ts).
      const analysis: FileAnalysis = mayRegisterTools(sourceFile.text, FRAMEWORKS)
        ? analyzeFile(sourceFile, evaluator, project)
        : { tools: [], facts: { unresolved: [] } };
      const directives = parseDirectives(sourceFile);
      const facts = addFileFacts(
        analysis.facts,
        directives,
        options.knownRuleIds,
        project.startCommand(absolute[index]!),
      );
      byFile[index] = {
        source,
        kind: 'source',
        tools: analysis.tools,
        diagnostics: [],
        directives,
        sourceFacts: facts,
      };
      analysed.set(byFile[index]!, absolute[index]!);
      analysedFiles.push({ file: sourceFile, facts });
    } catch (error) {
      byFile[index] = { source, kind: 'source', tools: [], diagnostics: [analysisFailed(source, error, '<command>')] };
    }
  }
  linkStdioModules(project, evaluator, analysedFiles, options.cwd);
  markOverriddenDialects(project, analysed);
  forgetNoToolsWhereExplained(
    analysed,
    project,
    parsed.filter((p) => registersFromEmptyList(project.model, p.sourceFile)).map((p) => absolute[p.index]!),
  );
  results.push(...byFile);
  linkRegistrations(results);
  return results;
}

/**
 * A file that sets up a server but registers no tool itself is normal when its tools live in other files of the
 * same package, or when the package registers its tools from a list written empty (a server with no tool yet, on
 * purpose): only otherwise is the silence reported.
 */
function forgetNoToolsWhereExplained(
  analysed: Map<LoadedSource, string>,
  project: Project,
  emptyListFiles: string[],
): void {
  const explained = new Set(
    [...analysed].filter(([result]) => result.tools.length > 0).map(([, file]) => project.packageRoot(file)),
  );
  for (const file of emptyListFiles) explained.add(project.packageRoot(file));
  for (const [result, file] of analysed) {
    if (result.sourceFacts?.noTools && explained.has(project.packageRoot(file))) delete result.sourceFacts.noTools;
  }
}

/** tsconfig errors TypeScript would stop on, at their line (tsconfig-problem reports them); analysis goes on with what parsed. */
/** `tsconfig`: its absolute path (a relative one would be resolved against the process's directory, not the run's). */
function tsconfigProblems(ts: typeof TS, problems: TS.Diagnostic[], tsconfig: string): TsconfigProblem[] {
  return problems.map((problem) => {
    const text = ts.flattenDiagnosticMessageText(problem.messageText, ' ');
    const inExtended =
      problem.file && resolve(problem.file.fileName) !== resolve(tsconfig) ? problem.file.fileName : undefined;
    const found: TsconfigProblem = { text, ...(inExtended !== undefined ? { inExtended } : {}) };
    if (problem.file && inExtended === undefined && problem.start !== undefined) {
      const start = problem.file.getLineAndCharacterOfPosition(problem.start);
      const end = problem.file.getLineAndCharacterOfPosition(problem.start + (problem.length ?? 0));
      found.range = {
        start: { line: start.line + 1, column: start.character + 1 },
        end: { line: end.line + 1, column: end.character + 1 },
      };
    }
    return found;
  });
}
