// Records a finished --cache run for replay (replay-record.ts), in front of the cache in the cache file. Only a run
// that observed everything its report depends on, wrote nothing on stderr and printed to stdout is recorded.
import { statSync } from 'node:fs';
import { writeReplayLine } from './file.js';
import { isSettled, type RunObservations } from './observations.js';
import { envOf, REPLAY_FORMAT, signatureOf, type ReplayRecord } from './replay-record.js';

export interface FinishedRun {
  cacheFile: string;
  /** The file of the linter that ran (the bundle, for the installed CLI). */
  entry: string;
  argv: readonly string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  tty: boolean;
  observations: RunObservations;
  stdout: string;
  exitCode: number;
}

/** Best effort: a record that cannot be written only means the next run lints as usual. */
export function recordReplay(run: FinishedRun): void {
  const { observations } = run;
  if (!observations.eligible) return;
  let entry;
  try {
    entry = statSync(run.entry);
  } catch {
    return;
  }
  if (!isSettled(entry)) return;
  const record: ReplayRecord = {
    format: REPLAY_FORMAT,
    node: process.version,
    entry: signatureOf(run.entry, entry),
    argv: [...run.argv],
    cwd: run.cwd,
    env: envOf(run.env),
    tty: run.tty,
    files: [...observations.files.values()],
    directories: [...observations.directories],
    absent: [...observations.absent],
    stdout: run.stdout,
    exitCode: run.exitCode,
  };
  try {
    writeReplayLine(run.cacheFile, JSON.stringify(record));
  } catch {
    // an unwritable cache was already reported when the cache itself was saved
  }
}
