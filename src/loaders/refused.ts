// A file that is not read — over the size limit of its kind, not a regular file, or outside where the run may read
// (LintOptions.mayRead): one fatal finding on it, and the run goes on with the others.
import type { ReadRefusedError } from '../files/read.js';
import { displayPath } from '../core/display-path.js';
import { refusedReadMessage } from '../inputs/read.js';
import type { InputFile } from '../inputs/index.js';
import type { LoadedSource } from '../core/types.js';

/** For a file readRegularFile refused (too large, a FIFO, a device). */
export function refusedSource(file: InputFile, refusal: ReadRefusedError, cwd: string): LoadedSource {
  return unreadSource(file, refusedReadMessage(refusal, file.kind), cwd);
}

/** For a file the read policy refuses (a walk took a link that leads outside `serve`'s roots). */
export function outsideSource(file: InputFile, cwd: string): LoadedSource {
  return unreadSource(file, 'File is outside the folders this run may read (through a symbolic link), so it was not read.', cwd);
}

function unreadSource(file: InputFile, message: string, cwd: string): LoadedSource {
  const source = displayPath(file.path, cwd);
  const at = { line: 1, column: 1 };
  return {
    source,
    kind: file.kind,
    tools: [],
    diagnostics: [{ ruleId: null, severity: 'error', message, source, pointer: '', range: { start: at, end: at }, fatal: true }],
  };
}
