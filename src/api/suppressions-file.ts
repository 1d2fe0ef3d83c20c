// mcp-lint-suppressions.json on disk: read under the run's read policy and size limit, checked entry by entry (a
// mistake is named with its file, line and what to do), and written through the one atomic write that refuses links.
import { resolve } from 'node:path';
import { readRegularTextFile } from '../files/read.js';
import { isFile } from '../files/probes.js';
import { OUTSIDE_READ_FOLDERS } from '../files/read-policy.js';
import { writeFlagFile } from '../files/flag-file.js';
import { MAX_SETTINGS_FILE_BYTES } from '../inputs/read.js';
import { displayPath } from '../core/display-path.js';
import type { ReadPolicy } from '../core/options.js';
import { UsageError } from '../core/usage-error.js';
import { SUPPRESSIONS_FILE, suppressionsText, type Suppressions } from './suppressions.js';

/** The suppressions file of a run: `location` (--suppressions-location) or mcp-lint-suppressions.json in cwd. */
export function suppressionsPath(cwd: string, location?: string): string {
  return resolve(cwd, location ?? SUPPRESSIONS_FILE);
}

/**
 * The suppressions the file holds; empty when it does not exist. One the read policy refuses (a link out of the
 * project, or of serve's roots) is a usage error, never read. A syntax error is placed by the JSON loader's words.
 */
export async function readSuppressions(path: string, cwd: string, mayRead: ReadPolicy): Promise<Suppressions> {
  try {
    return readSuppressionsSync(path, cwd, mayRead);
  } catch (error) {
    if (!(error instanceof SuppressionsSyntaxError)) throw error;
    const { findSyntaxProblem } = await import('../json-text/syntax-error.js');
    const problem = await findSyntaxProblem(error.text, error.reason);
    throw new UsageError(
      `${error.shown}:${lineAt(error.text, problem.offset)}: the suppressions file is not valid JSON: ${problem.message} ${REWRITE}`,
    );
  }
}

/** Not JSON: a usage error as it is (the ESLint plugin's rules run synchronously), placed by readSuppressions. */
class SuppressionsSyntaxError extends UsageError {
  constructor(
    readonly shown: string,
    readonly text: string,
    readonly reason: string,
  ) {
    super(`${shown}: the suppressions file is not valid JSON (${reason}). ${REWRITE}`);
  }
}

/** The same, synchronously, for the ESLint plugin: a syntax error is named without its line. */
export function readSuppressionsSync(path: string, cwd: string, mayRead: ReadPolicy): Suppressions {
  const text = readSuppressionsText(path, cwd, mayRead);
  if (text === undefined) return {};
  const shown = displayPath(path, cwd);
  try {
    return parseSuppressions(text, shown);
  } catch (error) {
    if (error instanceof SyntaxError) throw new SuppressionsSyntaxError(shown, text, error.message);
    throw error;
  }
}

function readSuppressionsText(path: string, cwd: string, mayRead: ReadPolicy): string | undefined {
  if (!isFile(path)) return undefined;
  // A link a repository ships under the file's name would otherwise have its target quoted in a syntax error, in CI.
  if (!mayRead(path))
    throw new UsageError(
      `the suppressions file ${displayPath(path, cwd)} was not read: ${OUTSIDE_READ_FOLDERS}. Remove the link, or name a file inside the project with --suppressions-location.`,
    );
  try {
    return readRegularTextFile(path, MAX_SETTINGS_FILE_BYTES);
  } catch (error) {
    throw new UsageError(`cannot read the suppressions file ${displayPath(path, cwd)}: ${(error as Error).message}`);
  }
}

const REWRITE = 'Fix it by hand, or delete it and run mcp-lint --suppress-all to write it again.';

/** The file's suppressions; a SyntaxError for text that is not JSON, a UsageError naming the entry that is wrong. */
export function parseSuppressions(text: string, shown: string): Suppressions {
  const value: unknown = JSON.parse(text);
  const wrong = (path: string[], what: string): never => {
    const last = path.at(-1);
    const offset = last === undefined ? -1 : text.indexOf(JSON.stringify(last));
    const line = offset >= 0 ? `:${lineAt(text, offset)}` : '';
    throw new UsageError(
      `${shown}${line}: ${path.length ? path.map((key) => JSON.stringify(key)).join(' → ') : 'the file'} should be ${what}. ${REWRITE}`,
    );
  };
  const object = (candidate: unknown, path: string[]): Record<string, unknown> => {
    if (candidate === null || typeof candidate !== 'object' || Array.isArray(candidate)) wrong(path, 'an object');
    return candidate as Record<string, unknown>;
  };
  for (const [file, tools] of Object.entries(object(value, []))) {
    for (const [tool, rules] of Object.entries(object(tools, [file]))) {
      for (const [rule, hashes] of Object.entries(object(rules, [file, tool]))) {
        for (const [hash, entry] of Object.entries(object(hashes, [file, tool, rule]))) {
          const count = (entry as { count?: unknown } | null)?.count;
          if (
            !Number.isSafeInteger(count) ||
            (count as number) < 1 ||
            Object.keys(object(entry, [file, tool, rule, hash])).length !== 1
          ) {
            wrong([file, tool, rule, hash], '{ "count": <a whole number from 1> }');
          }
        }
      }
    }
  }
  return value as Suppressions;
}

const lineAt = (text: string, offset: number): number => text.slice(0, offset).split('\n').length;

/** Writes the suppressions, refusing a link at the target or on the way (a UsageError naming the flag). */
export function writeSuppressions(path: string, suppressions: Suppressions, cwd: string, flag: string): void {
  writeFlagFile(path, suppressionsText(suppressions), flag, cwd);
}
