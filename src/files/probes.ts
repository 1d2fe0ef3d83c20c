// Questions about a path that answer "no" rather than throw: a missing, unreadable or dangling path is an ordinary
// answer for the callers (the cache, --fix, mcp-lint serve), never an error to report.
import { realpathSync, statSync } from 'node:fs';

/** The path with every symbolic link resolved, or undefined when it cannot be (missing, a loop, no permission). */
export function realPathOrUndefined(path: string): string | undefined {
  try {
    // The system's realpath: one call, where Node's own walks the path a component at a time (the read policy asks
    // this of every file a run reads: 120–320 µs a file with Node's, on a loaded machine).
    return realpathSync.native(path);
  } catch {
    return undefined;
  }
}

export function isFile(path: string): boolean {
  // No exception for a missing path: most paths asked about are missing, and a thrown error costs more than the stat.
  try {
    return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}

export function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
