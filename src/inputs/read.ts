// Size limits for the files mcp-lint reads, and the findings for a file it will not read: a file larger than any
// real tool list or server source (a stray dump, a bundle, a disk image) or one that is not a regular file (a FIFO,
// a device) becomes one finding on that file instead of exhausting memory, hanging, or ending the whole run.
import { ReadRefusedError, readRegularFile, readRegularTextFile } from '../files/read.js';
import type { FileKind } from './classify.js';

const MiB = 1024 * 1024;
/** A tools/list capture of 2,000 large tools is ~55 MB; real ones are KBs to a few MBs. */
export const MAX_JSON_FILE_BYTES = 128 * MiB;
/** The TypeScript and Python parsers need many times a file's size in memory; hand-written servers are far below this. */
export const MAX_SOURCE_FILE_BYTES = 16 * MiB;
/** Hand-written JSON that configures a run (a config file, a client config, --probe-args, a package.json): a few KB. */
export const MAX_SETTINGS_FILE_BYTES = 16 * MiB;

export function maxFileBytes(kind: FileKind): number {
  if (kind === 'registry') return MAX_SETTINGS_FILE_BYTES;
  return kind === 'json' ? MAX_JSON_FILE_BYTES : MAX_SOURCE_FILE_BYTES;
}

/** An input file's bytes within its kind's limit; ReadRefusedError for a file too large or not regular. */
export function readInputFile(path: string, kind: FileKind): Buffer {
  return readRegularFile(path, maxFileBytes(kind));
}

/** For loaders that read source text (imports followed): the same, as text. */
export function readSourceText(path: string): string {
  return readRegularTextFile(path, MAX_SOURCE_FILE_BYTES);
}

/** Source text as parsers read it: without a byte-order mark, so offsets mean the same text either way. */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

const KIND_NAMES: Record<FileKind, string> = {
  json: 'JSON files',
  source: 'TS/JS source files',
  python: 'Python source files',
  registry: 'server.json and manifest.json files',
};

/** The message of the finding on a file that was not read; the finding names the file, so the message does not. */
export function refusedReadMessage(error: ReadRefusedError, kind: FileKind): string {
  const what = KIND_NAMES[kind];
  const reason =
    error.reason === 'too-large'
      ? `File is ${Math.round((error.size ?? 0) / MiB)} MiB; mcp-lint reads ${what} of at most ${(error.limit ?? 0) / MiB} MiB, so it was not read.`
      : `File ${error.detail}: mcp-lint reads only regular files.`;
  return `${reason} If it is not meant to be linted, exclude it with --ignore-pattern or "ignores" in mcp-lint.config.json.`;
}
