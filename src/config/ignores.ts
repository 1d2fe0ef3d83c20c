// Ignore globs from the config file (relative to its directory) and --ignore-pattern (relative to cwd).
// picomatch is loaded only when there is a pattern to match.
import { relative, sep } from 'node:path';
import { UsageError } from '../core/usage-error.js';
import { shownJson } from '../spec/value-text.js';

export interface IgnoreSet {
  patterns: string[];
  /** Directory the patterns are relative to. */
  base: string;
  /** Where the patterns came from, for errors: `--ignore-pattern`, or the config file's "ignores". */
  origin?: string;
}

/** True when a path (absolute) is ignored. Directories are tested too, so a walk can skip a whole subtree. */
export type IgnoreMatcher = ((absolutePath: string) => boolean) & {
  /** The pattern that ignores a path, and where it came from: for the warning about a named file that is ignored. */
  matchFor?: (absolutePath: string) => IgnoreMatch | undefined;
};

export interface IgnoreMatch {
  pattern: string;
  origin: string;
}

export const ignoreNothing: IgnoreMatcher = () => false;

export async function createIgnoreMatcher(sets: readonly IgnoreSet[]): Promise<IgnoreMatcher> {
  const active = sets.filter((set) => set.patterns.length > 0);
  if (active.length === 0) return ignoreNothing;
  const { default: picomatch } = await import('picomatch');
  const matchers = active.map((set) => {
    const tests = set.patterns.map((pattern) => {
      const clean = pattern.replace(/^\.\//, '').replace(/\/+$/, '');
      if (clean === '')
        throw new UsageError(
          `${set.origin ?? 'ignore pattern'}: ${shownJson(pattern)} names no path; give a glob such as "fixtures/**".`,
        );
      try {
        // Like .gitignore: a pattern without a slash matches a name at any depth.
        return { pattern, test: picomatch(clean, { dot: true, basename: !clean.includes('/') }) };
      } catch (error) {
        throw new UsageError(
          `${set.origin ?? 'ignore pattern'}: ${shownJson(pattern)} is not a usable glob (${(error as Error).message}).`,
        );
      }
    });
    return (absolutePath: string): IgnoreMatch | undefined => {
      const rel = relative(set.base, absolutePath).split(sep).join('/');
      if (rel === '' || rel.startsWith('../')) return undefined;
      // A named file inside an ignored directory is ignored too, as it would be in a walk.
      const parts = rel.split('/');
      for (let i = 1; i <= parts.length; i++) {
        const prefix = parts.slice(0, i).join('/');
        const hit = tests.find(({ test }) => test(prefix));
        if (hit) return { pattern: hit.pattern, origin: set.origin ?? 'ignore pattern' };
      }
      return undefined;
    };
  });
  const matchFor = (absolutePath: string) => {
    for (const match of matchers) {
      const found = match(absolutePath);
      if (found) return found;
    }
    return undefined;
  };
  return Object.assign((absolutePath: string) => matchFor(absolutePath) !== undefined, { matchFor });
}
