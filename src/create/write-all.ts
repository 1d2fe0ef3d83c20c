// Writes several files as one change: every file is first written in full to a temporary file beside its target
// (prepareFileAtomic: a link or anything but a regular file at a target is refused before anything is written), then
// each is renamed into place. A failure removes the temporary files and puts back what was already replaced, so the
// project is left either complete or as it was, never half-edited.
import { existsSync, rmSync } from 'node:fs';
import { readRegularFile } from '../files/read.js';
import { prepareFileAtomic, writeFileAtomic, type PreparedWrite } from '../files/write.js';
import { MAX_SOURCE_FILE_BYTES } from '../inputs/read.js';

export interface PlannedWrite {
  path: string;
  content: string;
}

export function writeAllOrNothing(writes: readonly PlannedWrite[]): void {
  const prepared: PreparedWrite[] = [];
  const replaced: Array<{ path: string; previous: Buffer | undefined }> = [];
  try {
    for (const write of writes) prepared.push(prepareFileAtomic(write.path, write.content));
    for (const write of prepared) {
      // A prepared target is a regular file or missing (prepareFileAtomic checked), so this read cannot block.
      const previous = existsSync(write.path) ? readRegularFile(write.path, MAX_SOURCE_FILE_BYTES) : undefined;
      write.commit();
      replaced.push({ path: write.path, previous });
    }
  } catch (error) {
    for (const { path, previous } of replaced.reverse()) {
      try {
        if (previous === undefined) rmSync(path, { force: true });
        else writeFileAtomic(path, previous);
      } catch {
        // Best effort: the error that stopped the write is the one to report.
      }
    }
    for (const write of prepared) write.abandon();
    throw error;
  }
}
