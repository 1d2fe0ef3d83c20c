// A file that is not read — over the size limit of its kind, not a regular file, or outside where the run may read
// (LintOptions.mayRead): one fatal finding on it, and the run goes on with the others.
import { checkRegularFile, ReadRefusedError } from '../files/read.js';
import { displayPath } from '../core/display-path.js';
import { maxFileBytes, refusedReadMessage } from '../inputs/read.js';
import type { InputFile } from '../inputs/index.js';
import type { ReadPolicy } from '../core/options.js';
import type { LoadedSource } from '../core/types.js';

export interface ScreenedFiles {
  /** Files to hand to the loader. */
  readable: InputFile[];
  /** One fatal finding for each file that will not be read. */
  refused: LoadedSource[];
  /** The command-line input of each refused file (it produced a result all the same). */
  refusedBy: string[];
}

/** Splits a source loader's files into those it reads and those it will not (outside the read policy, too large, not regular). */
export function screenFiles(
  files: readonly InputFile[],
  options: { cwd: string; mayRead?: ReadPolicy },
): ScreenedFiles {
  const screened: ScreenedFiles = { readable: [], refused: [], refusedBy: [] };
  for (const file of files) {
    const refused =
      options.mayRead && !options.mayRead(file.path)
        ? outsideSource(file, options.cwd)
        : refusedBySize(file, options.cwd);
    if (refused) {
      screened.refused.push(refused);
      screened.refusedBy.push(file.input);
    } else screened.readable.push(file);
  }
  return screened;
}

/** For a file readRegularFile refused (too large, a FIFO, a device). */
export function refusedSource(file: InputFile, refusal: ReadRefusedError, cwd: string): LoadedSource {
  return unreadSource(file, refusedReadMessage(refusal, file.kind), cwd);
}

/** For a file the read policy refuses (a link that leads outside the project, or outside `serve`'s roots). */
export function outsideSource(file: InputFile, cwd: string): LoadedSource {
  return unreadSource(
    file,
    'File is outside the folders this run may read (through a symbolic link), so it was not read. Lint it where it lives, by its real path.',
    cwd,
  );
}

/** The finding for a file too large or not regular, from its stat; undefined when the loader should read it. */
function refusedBySize(file: InputFile, cwd: string): LoadedSource | undefined {
  try {
    checkRegularFile(file.path, maxFileBytes(file.kind));
    return undefined;
  } catch (error) {
    if (error instanceof ReadRefusedError) return refusedSource(file, error, cwd);
    return undefined; // the loader reports a file it cannot read as a finding on that file
  }
}

function unreadSource(file: InputFile, message: string, cwd: string): LoadedSource {
  const source = displayPath(file.path, cwd);
  const at = { line: 1, column: 1 };
  return {
    source,
    kind: file.kind === 'json' ? 'json' : 'source',
    tools: [],
    diagnostics: [
      { ruleId: null, severity: 'error', message, source, pointer: '', range: { start: at, end: at }, fatal: true },
    ],
  };
}
