// Stdout writes in the modules a Python stdio server imports. A server.py that calls `mcp.run()` and imports
// tools/search.py runs search.py's top-level code when it starts, before the SDK takes stdout over: a `print()` there
// reaches the client as a line that is not JSON-RPC, though search.py starts no transport itself. Run after every
// linted file is analysed; the findings go on the module's own file and line, as TS source mode does
// (loaders/source/stdio-modules.ts).
//
// Which entries import a module: the .py files in the folders from the module's own up to the project root
// (inputs/stdio-entries.ts bounds the folders and the files in each) that start a stdio transport, whether linted or
// not, so `mcp-lint src` and `mcp-lint src/tools/search.py` agree. What an entry imports: the import statements that
// run whenever it does (at its top level, or in a top-level try/with block), file by file within the project's read
// budget (project.ts); imports in a function or an `if` are not followed: a write there is missed, never misreported.
import { join } from 'node:path';
import type { SourceFileFacts } from '../../core/facts.js';
import { foldersUpTo, regularFileNames } from '../../inputs/stdio-entries.js';
import { readSourceText } from '../../inputs/read.js';
import { importBindings } from './names.js';
import type { PythonProject } from './project.js';
import { importedModuleWrites, stdioTransportLine } from './stdio.js';
import { childrenOf, statementsOf, type PythonFile, type SyntaxNode } from './syntax.js';

/** Text every Python stdio entry holds: `run(`, `run_async(`, `run_stdio_async`, `stdio_server`. */
const MAY_START_STDIO = /\.run(?:_async)?\s*\(|run_stdio_async|stdio_server/;
const MAY_WRITE_STDOUT = /\bprint\b|\bstdout\b/;
/** Files one entry's imports are followed through; the project's read budget bounds the files read across the run. */
const MAX_LOADED_FILES = 500;

interface Entry {
  file: PythonFile;
  transportLine: number;
  loads: ReadonlySet<PythonFile>;
}

export interface AnalysedPythonFile {
  file: PythonFile;
  facts: SourceFileFacts;
}

export function linkPythonStdioModules(
  project: PythonProject,
  analysed: readonly AnalysedPythonFile[],
  display: (path: string) => string,
): void {
  const entries = new EntryFinder(project);
  for (const { file, facts } of analysed) {
    // A file that starts a transport itself has its writes judged against its own transport (stdio.ts).
    if (facts.stdio || !MAY_WRITE_STDOUT.test(file.text)) continue;
    const entry = entries.loading(file);
    if (!entry) continue;
    const writes = importedModuleWrites(project, file, entry.file);
    const via = { entry: display(entry.file.path), transportLine: entry.transportLine };
    if (writes.length > 0) facts.stdio = { transports: [], writes: writes.map((write) => ({ ...write, via })) };
  }
}

class EntryFinder {
  private readonly entries = new Map<string, Entry | null>();
  private readonly folders = new Map<string, string[]>();

  constructor(private readonly project: PythonProject) {}

  /** The first stdio entry (by folder, nearest first, then by name) other than the module itself that imports it. */
  loading(module: PythonFile): Entry | undefined {
    for (const folder of foldersUpTo(module.path, this.project.root)) {
      for (const path of this.candidatesIn(folder)) {
        if (path === module.path) continue;
        const entry = this.entry(path);
        if (entry?.loads.has(module)) return entry;
      }
    }
    return undefined;
  }

  private entry(path: string): Entry | undefined {
    const known = this.entries.get(path);
    if (known !== undefined) return known ?? undefined;
    const file = this.project.fileAt(path);
    const transportLine = file ? stdioTransportLine(this.project, file) : undefined;
    const entry =
      file && transportLine !== undefined ? { file, transportLine, loads: importClosure(this.project, file) } : null;
    this.entries.set(path, entry);
    return entry ?? undefined;
  }

  /** The .py files of a folder that may start stdio (a plain text test before any parsing). */
  private candidatesIn(folder: string): string[] {
    const known = this.folders.get(folder);
    if (known) return known;
    const found = regularFileNames(folder, (name) => name.endsWith('.py'))
      .map((name) => join(folder, name))
      .filter((path) => this.project.mayRead(path) && mayStartStdio(path));
    this.folders.set(folder, found);
    return found;
  }
}

/** The project files an entry's unconditional imports load, transitively (package __init__.py files included). */
function importClosure(project: PythonProject, entry: PythonFile): Set<PythonFile> {
  const loads = new Set<PythonFile>();
  const queue = [entry];
  while (queue.length > 0 && loads.size < MAX_LOADED_FILES) {
    const file = queue.shift()!;
    for (const loaded of importedFiles(project, file)) {
      if (loaded === entry || loads.has(loaded)) continue;
      loads.add(loaded);
      queue.push(loaded);
    }
  }
  return loads;
}

function importedFiles(project: PythonProject, file: PythonFile): PythonFile[] {
  const found: PythonFile[] = [];
  const add = (module: string, level: number) => {
    // `import a.b.c` runs a/__init__.py and a/b/__init__.py before a/b/c.py.
    const parts = module ? module.split('.') : [];
    for (let length = level > 0 ? 0 : 1; length <= parts.length; length++) {
      const loaded = project.moduleFile(file, parts.slice(0, length).join('.'), level);
      if (loaded) found.push(loaded);
    }
  };
  for (const statement of unconditionalImports(statementsOf(file.tree.topNode))) {
    for (const [, binding] of importBindings(file, statement)) {
      if (binding.kind === 'module') add(binding.loaded, 0);
      else if (binding.kind === 'import') {
        add(binding.module, binding.level);
        // `from . import search`: the name may be a submodule.
        if (binding.name !== '*')
          add(binding.module ? `${binding.module}.${binding.name}` : binding.name, binding.level);
      }
    }
  }
  return found;
}

/** Import statements at the top level or in a top-level try/with block, which run whenever the module does. */
function unconditionalImports(statements: SyntaxNode[]): SyntaxNode[] {
  return statements.flatMap((statement) => {
    if (statement.name === 'ImportStatement') return [statement];
    if (statement.name === 'TryStatement' || statement.name === 'WithStatement') {
      return childrenOf(statement)
        .filter((child) => child.name === 'Body')
        .flatMap((body) => unconditionalImports(statementsOf(body)));
    }
    return [];
  });
}

function mayStartStdio(path: string): boolean {
  try {
    return MAY_START_STDIO.test(readSourceText(path));
  } catch {
    return false;
  }
}
