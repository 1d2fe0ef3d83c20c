// The ts.Programs source mode builds. With --project, the user's tsconfig's, for the types a handler returns
// (handler.ts). Always, one over the files source mode reads, for which declaration a name refers to (scope.ts):
// noLib, no type checking, no emit, and a host that reads nothing itself — every file comes from Project.sourceFile
// (the run's read policy and size limits) and every import is resolved by Project.resolveImport (relative
// specifiers only, never into node_modules), so the checker sees exactly the files the evaluator may follow.
import { checkRegularFile, ReadRefusedError, readRegularTextFile } from '../../files/read.js';
import { MAX_JSON_FILE_BYTES, withoutBom } from '../../inputs/read.js';
import { dirname, resolve } from 'node:path';
import { isInside, OUTSIDE_READ_FOLDERS } from '../../files/read-policy.js';
import type { ReadPolicy } from '../../core/options.js';
import { ts, type TS } from './typescript.js';

export { withoutBom };

/** Options that make the compiler print (to stdout, where mcp-lint's report goes) or write files: always off. */
export const QUIET_OPTIONS = {
  noEmit: true,
  traceResolution: false,
  listFiles: false,
  listEmittedFiles: false,
  explainFiles: false,
  diagnostics: false,
  extendedDiagnostics: false,
  generateTrace: undefined,
  generateCpuProfile: undefined,
  incremental: false,
  composite: false,
} as const;

/**
 * The compiler's readFile, without a byte-order mark as ts.sys.readFile reads: undefined (TypeScript's "file not
 * found") for a file that is not regular. The limit is the largest mcp-lint reads: declaration files of any size
 * were read before, and the limit is there to stop a device, not to judge a project.
 */
function readFileOfProgram(path: string): string | undefined {
  try {
    return withoutBom(readRegularTextFile(path, MAX_JSON_FILE_BYTES));
  } catch {
    return undefined;
  }
}

/** "No inputs were found": harmless, the files named on the command line are the inputs. */
const NO_INPUTS = 18003;

/**
 * `mayRead`: the run's read policy, which every file the program reads must pass (the tsconfig, those it extends or
 * includes, sources, declarations), except the compiler's own lib files, which ship in mcp-lint's package.
 */
export function createProgram(
  ts: typeof TS,
  tsconfig: string,
  files: string[],
  texts?: ReadonlyMap<string, string>,
  mayRead?: ReadPolicy,
): { program: TS.Program; problems: TS.Diagnostic[] } | { error: string } {
  const libFolder = dirname(ts.getDefaultLibFilePath({}));
  const readProjectFile = (path: string) =>
    !mayRead || mayRead(resolve(path)) || isInside(resolve(path), libFolder) ? readFileOfProgram(path) : undefined;
  try {
    checkRegularFile(tsconfig, MAX_JSON_FILE_BYTES);
  } catch (error) {
    // TypeScript would only say it cannot read the file; this says why.
    if (error instanceof ReadRefusedError) return { error: `Cannot read --project ${tsconfig}: it ${error.detail}.` };
  }
  if (mayRead && !mayRead(tsconfig)) return { error: `Cannot read --project ${tsconfig}: ${OUTSIDE_READ_FOLDERS}.` };
  const read = ts.readConfigFile(tsconfig, readProjectFile);
  if (read.error)
    return {
      error: `Cannot read --project ${tsconfig}: ${ts.flattenDiagnosticMessageText(read.error.messageText, ' ')}`,
    };
  // Parsed from its source text, so each error has a position in the file.
  const configFile = ts.readJsonConfigFile(tsconfig, readProjectFile);
  const parsed = ts.parseJsonSourceFileConfigFileContent(
    configFile,
    { ...ts.sys, readFile: readProjectFile },
    dirname(tsconfig),
    undefined,
    tsconfig,
  );
  const options: TS.CompilerOptions = { ...parsed.options, allowJs: parsed.options.allowJs ?? true, ...QUIET_OPTIONS };
  const rootNames = [...new Set([...parsed.fileNames, ...files])];
  const host = ts.createCompilerHost(options);
  // Every file the program reads (sources, declarations, extended tsconfigs) is read as any other: a FIFO or a
  // device among them cannot hang the run.
  host.readFile = readProjectFile;
  // Belt and braces: module-resolution traces go to host.trace, which defaults to stdout.
  host.trace = () => {};
  if (texts?.size) {
    // --fix lints fixed text before it is written: the type checker must see that text too.
    const readFile = host.readFile.bind(host);
    host.readFile = (fileName) => texts.get(resolve(fileName)) ?? readFile(fileName);
    const getSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
      const text = texts.get(resolve(fileName));
      return text === undefined
        ? getSourceFile(fileName, languageVersion, onError, shouldCreate)
        : ts.createSourceFile(fileName, text, languageVersion, true);
    };
  }
  // A file nested too deeply for TypeScript's recursive parser is left out of the program, as an unreadable one
  // is: when it is linted, source mode reports it as too complex to read (project.ts); the run goes on.
  const parseOrSkip = host.getSourceFile.bind(host);
  host.getSourceFile = (...args) => {
    try {
      return parseOrSkip(...args);
    } catch (error) {
      if (error instanceof RangeError) return undefined;
      throw error;
    }
  };
  return {
    program: ts.createProgram({ rootNames, options, host }),
    problems: parsed.errors.filter((d) => d.code !== NO_INPUTS),
  };
}

/** What the name-resolution Programs are built from: the files source mode parses and its import resolution. */
export interface ReadFiles {
  /** A file of the project, parsed once; undefined when it may not or cannot be read. */
  sourceFile(path: string): TS.SourceFile | undefined;
  /** A relative import resolved to a project file; undefined for packages and anything not read. */
  resolveImport(fromFile: string, specifier: string): string | undefined;
}

/** Extensions a Program accepts for a file; a project file with another (`./data.json`) is left out of it. */
const PROGRAM_EXTENSIONS = /\.(d\.ts|ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

/**
 * The checkers that answer which declaration a name refers to, for the files of one Project. A file gets a Program
 * when a name in it is first looked up, rooted at it: its imports come along (and are bound), files nobody asks about
 * are not (binding a 1 MB bundle costs about 0.4 s). Each file keeps the checker of the first Program that held it:
 * a name's declaration does not depend on which of them answers.
 */
export class NamePrograms {
  private readonly checkers = new WeakMap<TS.SourceFile, TS.TypeChecker | null>();
  private readonly resolutions = new Map<string, string | undefined>();
  /** Programs built, so a test can show one Program serves every lookup in its files without timing them. */
  programsBuilt = 0;

  constructor(private readonly files: ReadFiles) {}

  /** The checker for a parsed file; undefined for one no Program can hold. */
  checkerFor(file: TS.SourceFile): TS.TypeChecker | undefined {
    const known = this.checkers.get(file);
    if (known !== undefined) return known ?? undefined;
    this.build(file);
    const checker = this.checkers.get(file);
    if (checker === undefined) this.checkers.set(file, null);
    return checker ?? undefined;
  }

  private build(root: TS.SourceFile): void {
    const t = ts();
    if (!PROGRAM_EXTENSIONS.test(root.fileName)) return;
    const reachable = new Set([root.fileName]);
    const host: TS.CompilerHost = {
      // Only the root and what its imports resolve to: a `/// <reference path>` names no file source mode reads.
      getSourceFile: (fileName) =>
        fileName === root.fileName ? root : reachable.has(fileName) ? this.files.sourceFile(fileName) : undefined,
      fileExists: (fileName) => reachable.has(fileName),
      readFile: () => undefined,
      writeFile: () => {},
      getDefaultLibFileName: () => 'lib.d.ts',
      getCurrentDirectory: () => '/',
      getCanonicalFileName: (fileName) => fileName,
      useCaseSensitiveFileNames: () => true,
      getNewLine: () => '\n',
      directoryExists: () => false,
      getDirectories: () => [],
      trace: () => {},
      resolveModuleNameLiterals: (literals, containingFile) =>
        literals.map((literal) => {
          const resolved = this.resolve(containingFile, literal.text);
          if (resolved === undefined) return { resolvedModule: undefined };
          reachable.add(resolved);
          return {
            resolvedModule: {
              resolvedFileName: resolved,
              extension: extensionOf(resolved),
              isExternalLibraryImport: false,
            },
          };
        }),
      resolveTypeReferenceDirectiveReferences: (references) =>
        references.map(() => ({ resolvedTypeReferenceDirective: undefined })),
    };
    const program = t.createProgram({ rootNames: [root.fileName], options: NAME_OPTIONS(), host });
    const checker = program.getTypeChecker();
    this.programsBuilt++;
    for (const file of program.getSourceFiles()) if (!this.checkers.get(file)) this.checkers.set(file, checker);
  }

  private resolve(fromFile: string, specifier: string): string | undefined {
    const key = `${fromFile}\0${specifier}`;
    if (this.resolutions.has(key)) return this.resolutions.get(key);
    const found = this.files.resolveImport(fromFile, specifier);
    const resolved =
      found !== undefined && PROGRAM_EXTENSIONS.test(found) && this.files.sourceFile(found) ? found : undefined;
    this.resolutions.set(key, resolved);
    return resolved;
  }
}

/** Binding only: no default library, no @types, no checking, nothing emitted. */
function NAME_OPTIONS(): TS.CompilerOptions {
  const t = ts();
  return {
    ...QUIET_OPTIONS,
    noLib: true,
    types: [],
    allowJs: true,
    checkJs: false,
    skipLibCheck: true,
    noCheck: true,
    target: t.ScriptTarget.Latest,
    module: t.ModuleKind.ESNext,
    moduleResolution: t.ModuleResolutionKind.Bundler,
  };
}

function extensionOf(path: string): TS.Extension {
  const t = ts();
  const match = PROGRAM_EXTENSIONS.exec(path)![1]!;
  const byName: Record<string, TS.Extension> = {
    'd.ts': t.Extension.Dts,
    ts: t.Extension.Ts,
    tsx: t.Extension.Tsx,
    mts: t.Extension.Mts,
    cts: t.Extension.Cts,
    js: t.Extension.Js,
    jsx: t.Extension.Jsx,
    mjs: t.Extension.Mjs,
    cjs: t.Extension.Cjs,
  };
  return byName[match]!;
}
