// The project is built in a hidden sibling of the target ("staging") and moved into place only when everything,
// install included, has succeeded. A failure or Ctrl-C therefore removes one directory and leaves no half project,
// and a target that gained files meanwhile is never emptied unless the user said it may be (--overwrite).
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { writeFileAtomic } from '../files/write.js';
import { basename, dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';

/** Entries that do not make a directory "non-empty": an existing repository is kept, never replaced. */
const KEPT_ENTRIES = new Set(['.git']);

export type TargetState = 'missing' | 'empty' | 'not-empty' | 'not-a-directory';

export function targetState(target: string): TargetState {
  if (!existsSync(target)) return 'missing';
  if (!statSync(target).isDirectory()) return 'not-a-directory';
  return readdirSync(target).every((entry) => KEPT_ENTRIES.has(entry)) ? 'empty' : 'not-empty';
}

export function stagingPrefix(target: string): string {
  return `.${basename(target)}.create-mcp-tool-`;
}

export class Staging {
  readonly dir: string;
  private committed = false;
  /** The outermost parent directory this run had to create, removed again on discard. */
  private createdParent: string | undefined;

  /** `replaceContents`: the user agreed that the target's contents (but .git) be replaced (--overwrite, or the prompt). */
  constructor(
    readonly target: string,
    private readonly replaceContents = false,
  ) {
    this.dir = join(dirname(target), `${stagingPrefix(target)}${randomBytes(4).toString('hex')}`);
  }

  create(): void {
    this.createdParent = mkdirSync(dirname(this.target), { recursive: true });
    mkdirSync(this.dir);
  }

  write(relativePath: string, content: string | Uint8Array): void {
    const path = join(this.dir, relativePath);
    // Unsynced: the staging directory is this run's own and is discarded whole on failure (see WriteOptions.sync).
    writeFileAtomic(path, content, { makeDirectories: true, sync: false });
  }

  /** Moves the finished project into place. An existing target is emptied only now, keeping .git. */
  commit(): void {
    if (!existsSync(this.target)) {
      // Renaming a directory never replaces a file, a link or a directory with entries: it fails instead.
      renameSync(this.dir, this.target);
    } else {
      // Checked again: an install takes minutes, and the target may have been filled since the first look.
      const state = targetState(this.target);
      if (state === 'not-a-directory' || (state === 'not-empty' && !this.replaceContents)) {
        throw new Error(
          state === 'not-a-directory'
            ? `${this.target} is no longer a directory; the project was not moved there. Choose another path.`
            : `${this.target} gained files while the project was being made; nothing in it was changed. Move them away and run again, or pass --overwrite.`,
        );
      }
      for (const entry of readdirSync(this.target)) {
        if (!KEPT_ENTRIES.has(entry)) rmSync(join(this.target, entry), { recursive: true, force: true });
      }
      for (const entry of readdirSync(this.dir)) {
        if (KEPT_ENTRIES.has(entry) && existsSync(join(this.target, entry))) continue;
        renameSync(join(this.dir, entry), join(this.target, entry));
      }
      rmSync(this.dir, { recursive: true, force: true });
    }
    this.committed = true;
  }

  /** Removes everything this run wrote. Safe to call more than once, and after commit (then it does nothing). */
  discard(): void {
    if (this.committed) return;
    // Never throws: it runs while another error is being reported, and must not replace it with its own.
    for (const dir of [this.dir, this.createdParent]) {
      if (!dir) continue;
      try {
        rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
      } catch {
        // Nothing was created there (the path could not exist), or it is gone already.
      }
    }
  }
}
