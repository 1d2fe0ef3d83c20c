// Stdout writes in the modules a stdio server loads. In the layout create-mcp-tool generates, src/index.ts starts the
// stdio transport and imports src/server.ts, which imports src/tools/index.ts and through it every tool file: a
// `console.log` in a tool handler runs in the process whose stdout carries JSON-RPC, though no file it sits in
// starts a transport. Run after every linted file is analysed; the findings go on the module's own file and line.
//
// Which entries load a module: the files in the folders from the module's own up to its package.json, where entries
// sit. Whatever else is linted does not count, so the ESLint plugin (one file), `mcp-lint <file>`, `mcp-lint src` and
// a --cache hit (cache/dependencies.ts adds those files to the module's dependencies) all give the same answer.
// What an entry loads: what its import and export declarations load, and `import()`/`require()` calls that run
// whenever the file does, file by file within module-imports.ts's budget; `import type`, and imports in a function
// or a branch (`if (http) await import('./http.js')`), are not followed: a write there is missed, never misreported.
import { join } from 'node:path';
import type { SourceFileFacts, StdoutWrite } from '../../core/facts.js';
import { meeting } from '../../core/branch-paths.js';
import { displayPath } from '../../core/display-path.js';
import { readSourceText } from '../../inputs/read.js';
import {
  foldersUpTo,
  isSourceFileName,
  MAY_START_STDIO,
  MAY_WRITE_STDOUT,
  regularFileNames,
} from '../../inputs/stdio-entries.js';
import type { TS } from './typescript.js';
import { rangeOf } from './positions.js';
import { CallerIndex } from './caller-index.js';
import { executionContexts, type ExecutionContext } from './execution-paths.js';
import { importClosure, type ModuleImport } from './module-imports.js';
import { importedModules } from './tool-building.js';
import { stdioScan, unredirected } from './stdio-facts.js';
import { consoleToStderr, stdoutWrite } from '../facts/stdout-writes.js';
import type { Evaluator } from './evaluate.js';
import type { Project } from './project.js';

interface StdioEntryFile {
  file: TS.SourceFile;
  loads: ReadonlySet<TS.SourceFile>;
  /** Who calls whom among the files the entry loads: the paths of a write lead back to the entry's own branches. */
  sites: CallerIndex;
  transports: Array<{ line: number; paths: ExecutionContext[] }>;
}

export interface AnalysedFile {
  file: TS.SourceFile;
  facts: SourceFileFacts;
}

export function linkStdioModules(
  project: Project,
  evaluator: Evaluator,
  analysed: readonly AnalysedFile[],
  cwd: string,
): void {
  const entries = new EntryFinder(project, evaluator);
  for (const { file, facts } of analysed) {
    // A file that starts a transport itself has its writes judged against its own transport (stdio-facts.ts).
    if (facts.stdio || !MAY_WRITE_STDOUT.test(file.text)) continue;
    const loadedBy = [...entries.loading(file)];
    if (loadedBy.length === 0) continue;
    const { writes } = stdioScan({ file, evaluator, project, imports: importedModules(file, project) });
    const found: StdoutWrite[] = [];
    const reported = new Set<TS.Node>();
    for (const entry of loadedBy) {
      for (const write of unredirected(project, entry.file, writes)) {
        if (reported.has(write.node)) continue;
        const met = stdioTransportFor(write.node, entry);
        if (!met) continue;
        reported.add(write.node);
        found.push(
          stdoutWrite({
            text: write.text,
            range: rangeOf(write.node),
            runs: 'stdio',
            via: { entry: displayPath(entry.file.fileName, cwd), transportLine: met.target.line },
            mayNotRun: !met.sure,
            edit: consoleToStderr(write.toStderr),
          }),
        );
      }
    }
    found.sort((a, b) => a.range.start.line - b.range.start.line || a.range.start.column - b.range.start.column);
    if (found.length > 0) facts.stdio = { transports: [], writes: found };
  }
}

/**
 * A transport of `entry` that can be in use when the write runs, and whether surely; undefined when none can. Paths
 * that lead back through the entry (the write sits in `startHttp()`, which the entry calls in its HTTP branch)
 * decide alone; a write no call of the entry leads to (a tool handler, registered from a list) runs whenever the
 * entry has loaded its module, so any transport will do.
 */
function stdioTransportFor(
  write: TS.Node,
  entry: StdioEntryFile,
): { target: StdioEntryFile['transports'][number]; sure: boolean } | undefined {
  const paths = executionContexts(write, entry.sites, 'anywhere');
  const throughEntry = paths.filter((path) => path.frames.some((frame) => frame.call.getSourceFile() === entry.file));
  return meeting(throughEntry.length > 0 ? throughEntry : paths, entry.transports);
}

const loadsAtRunTime = (entry: ModuleImport): boolean =>
  entry.kind === 'static' || (entry.kind === 'call' && entry.unconditional === true);

class EntryFinder {
  private readonly entries = new Map<TS.SourceFile, StdioEntryFile | null>();
  private readonly folders = new Map<string, TS.SourceFile[]>();

  constructor(
    private readonly project: Project,
    private readonly evaluator: Evaluator,
  ) {}

  /** The stdio entries (other than the module itself) that load the module. */
  *loading(module: TS.SourceFile): Generator<StdioEntryFile> {
    for (const candidate of this.filesAbove(module)) {
      if (candidate === module) continue;
      const entry = this.entry(candidate);
      if (entry?.loads.has(module)) yield entry;
    }
  }

  private entry(file: TS.SourceFile): StdioEntryFile | undefined {
    const known = this.entries.get(file);
    if (known !== undefined) return known ?? undefined;
    let entry: StdioEntryFile | null = null;
    if (MAY_START_STDIO.test(file.text)) {
      this.evaluator.startFile();
      const { transports } = stdioScan({
        file,
        evaluator: this.evaluator,
        project: this.project,
        imports: importedModules(file, this.project),
      });
      if (transports.length > 0) {
        const loads = importClosure(this.project, file, loadsAtRunTime);
        const sites = new CallerIndex(this.project, loads);
        entry = {
          file,
          loads: new Set(loads),
          sites,
          transports: transports.map((node) => ({
            line: rangeOf(node).start.line,
            paths: executionContexts(node, sites, 'anywhere'),
          })),
        };
      }
    }
    this.entries.set(file, entry);
    return entry ?? undefined;
  }

  /** Files that may start stdio in the module's folder and each folder above it, up to its package's root. */
  private filesAbove(module: TS.SourceFile): TS.SourceFile[] {
    return foldersUpTo(module.fileName, this.project.packageRoot(module.fileName)).flatMap((folder) =>
      this.candidatesIn(folder),
    );
  }

  private candidatesIn(folder: string): TS.SourceFile[] {
    const known = this.folders.get(folder);
    if (known) return known;
    const found: TS.SourceFile[] = [];
    for (const name of this.project.mayReadFile(folder) ? regularFileNames(folder, isSourceFileName) : []) {
      const path = join(folder, name);
      if (!this.project.mayReadFile(path) || !mayStartStdio(path)) continue;
      const file = this.project.sourceFile(path);
      if (file) found.push(file);
    }
    this.folders.set(folder, found);
    return found;
  }
}

function mayStartStdio(path: string): boolean {
  try {
    return MAY_START_STDIO.test(readSourceText(path));
  } catch {
    return false;
  }
}
