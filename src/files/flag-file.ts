// Writing a file that a flag names (--output-file, --save, pin's -o): through writeFileAtomic, so a link or a FIFO a
// repository ships under that name is refused, never written through. Every failure is a usage error (exit 2)
// naming the flag and the file. A directory on the way to it inside the working directory (the tree a repository
// controls) must not be a link either: `--output-file reports/x.sarif` with a shipped `reports` link would put the
// file wherever the link points.
import { checkWriteTarget, writeFileAtomic, WriteRefusedError } from './write.js';
import { UsageError } from '../core/usage-error.js';

/** Refuses a target up front, before the work whose result goes there (starting a server, linting). */
export function checkFlagTarget(path: string, flag: string, cwd: string): void {
  try {
    checkWriteTarget(path, cwd);
  } catch (error) {
    throw asUsageError(error, path, flag);
  }
}

/** Writes `text` to `path` (missing directories created) or throws a UsageError. */
export function writeFlagFile(path: string, text: string, flag: string, cwd: string): void {
  try {
    writeFileAtomic(path, text, { makeDirectories: true, within: cwd });
  } catch (error) {
    throw asUsageError(error, path, flag);
  }
}

function asUsageError(error: unknown, path: string, flag: string): UsageError {
  if (error instanceof WriteRefusedError) return new UsageError(`${flag}: ${error.message}`);
  return new UsageError(`${flag}: cannot write ${path}: ${(error as Error).message}`);
}
