// What a --cache run observed, collected while it runs, for its replay record (replay-record.ts explains what is
// observed and why). Anything a record could not describe exactly makes the run ineligible: it is then simply
// not recorded, and the next run lints as usual.
import { statSync, type Dirent, type Stats } from 'node:fs';
import { racyWindow } from './dependencies.js';
import { listingText, signatureOf, UNREADABLE_DIRECTORY, type FileSignature } from './replay-record.js';

export class RunObservations {
  eligible = true;
  readonly files = new Map<string, FileSignature>();
  readonly directories = new Map<string, string>();
  readonly absent = new Set<string>();

  /** `skipName`: directory entries left out of listings (the cache file and its temporary files). */
  constructor(private readonly skipName: (name: string) => boolean) {}

  disqualify(): void {
    this.eligible = false;
  }

  /** A file whose content the run used, stat'ed before it was read. */
  file(path: string, stats: Pick<Stats, 'mtimeMs' | 'ctimeMs' | 'size' | 'ino'>, settled: boolean): void {
    if (!settled) this.disqualify();
    else this.files.set(path, signatureOf(path, stats));
  }

  /** Stats a file about to be read; false (and nothing recorded) when it is not a file. */
  statFile(path: string): boolean {
    let stats: Stats | undefined;
    try {
      stats = statSync(path, { throwIfNoEntry: false });
    } catch {
      stats = undefined;
    }
    if (!stats?.isFile()) return false;
    this.file(path, stats, isSettled(stats));
    return true;
  }

  directory(path: string, entries: readonly Dirent[] | undefined): void {
    this.directories.set(path, entries ? listingText(entries, this.skipName) : UNREADABLE_DIRECTORY);
  }

  notAFile(path: string): void {
    this.absent.add(path);
  }
}

/** Old enough that its stat stands for its content (git's racily-clean rule; see dependencies.ts). */
export function isSettled(stats: Pick<Stats, 'mtimeMs' | 'ctimeMs'>): boolean {
  return Math.max(stats.mtimeMs, stats.ctimeMs) < Date.now() - racyWindow.ms;
}
