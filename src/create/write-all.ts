// Writes several files as one change: every file is first written in full to a temporary file beside its target,
// then each is renamed into place. A failure removes the temporary files and puts back what was already replaced,
// so the project is left either complete or as it was, never half-edited.
import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export interface PlannedWrite {
  path: string;
  content: string;
}

function temporaryPath(path: string): string {
  return join(dirname(path), `.${basename(path)}.create-mcp-tool-${randomBytes(4).toString('hex')}.tmp`);
}

function previousContent(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

export function writeAllOrNothing(writes: readonly PlannedWrite[]): void {
  const temporaries: string[] = [];
  const replaced: Array<{ path: string; previous: string | undefined }> = [];
  try {
    for (const write of writes) {
      const temporary = temporaryPath(write.path);
      // 'wx': created here, so it cannot be a link planted in advance.
      writeFileSync(temporary, write.content, { flag: 'wx' });
      temporaries.push(temporary);
    }
    writes.forEach((write, i) => {
      const previous = previousContent(write.path);
      renameSync(temporaries[i]!, write.path);
      replaced.push({ path: write.path, previous });
    });
  } catch (error) {
    for (const { path, previous } of replaced.reverse()) {
      try {
        if (previous === undefined) rmSync(path, { force: true });
        else writeFileSync(path, previous);
      } catch {
        // Best effort: the error that stopped the write is the one to report.
      }
    }
    for (const temporary of temporaries) rmSync(temporary, { force: true });
    throw error;
  }
}
