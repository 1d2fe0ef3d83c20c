// The replay check bin/mcp-lint.js makes before it loads the linter (bundled on its own as dist/bundle/replay.cjs):
// when the last `mcp-lint … --cache` run with these arguments was recorded, and everything it observed still holds
// (replay-record.ts), its report is printed again. A hit then costs Node's start-up, one file read and the stat
// calls, instead of loading a megabyte of linter to reach the same answer. Any doubt means linting as usual.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { createStdoutWriter, stdoutIsTerminal } from '../cli/stdout.js';
import { cacheFilePath } from './location.js';
import { isReplayRecord, replayHolds } from './replay-record.js';

export interface Replayed {
  stdout: string;
  exitCode: number;
}

/**
 * `entry`: the linter's file that a record must have been made by. `tty`: whether stdout is a terminal, or how to
 * find out (asked only once a record is found).
 */
export function tryReplay(
  argv: readonly string[],
  entry: string,
  cwd = process.cwd(),
  env: NodeJS.ProcessEnv = process.env,
  tty: boolean | (() => boolean) = stdoutIsTerminal,
): Replayed | undefined {
  if (!argv.includes('--cache') || argv.includes('--')) return undefined;
  const cacheFile = cacheFilePath(cacheLocation(argv), cwd);
  let text: string;
  try {
    text = readFileSync(cacheFile, 'utf8');
  } catch {
    return undefined;
  }
  const newline = text.indexOf('\n');
  if (newline <= 0) return undefined;
  let record: unknown;
  try {
    record = JSON.parse(text.slice(0, newline));
  } catch {
    return undefined;
  }
  if (!isReplayRecord(record)) return undefined;
  const terminal = typeof tty === 'function' ? tty() : tty;
  if (!replayHolds(record, { node: process.version, entry, argv, cwd, env, tty: terminal, cacheFileName: basename(cacheFile) })) return undefined;
  return { stdout: record.stdout, exitCode: record.exitCode };
}

/**
 * --cache-location as commander reads it (the last one wins). A misreading cannot replay a wrong report: the record
 * found must also have been made with these very arguments, and that run wrote it where commander put the cache.
 */
function cacheLocation(argv: readonly string[]): string | undefined {
  let location: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--cache-location') location = argv[++i];
    else if (arg.startsWith('--cache-location=')) location = arg.slice('--cache-location='.length);
  }
  return location;
}

/** Writes the whole text to stdout (bin/mcp-lint.js, after a replay). */
export function writeStdout(text: string): void {
  createStdoutWriter()(text);
}

