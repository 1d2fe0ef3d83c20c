// The pin lockfile (docs/lockfile.md): read and validated before use, so a corrupt file is a usage error that
// names the problem, never a crash or a silent "everything changed"; written with sorted keys so the same
// definitions always give the same bytes (reviewable diffs in version control).
import { isObject, type JsonObject } from '../core/json-value.js';
import { ReadRefusedError } from '../files/read.js';
import { readInputFile } from '../inputs/read.js';
import { UsageError } from '../core/usage-error.js';
import { lockfile } from '../spec/generated/config-files.js';
import type { AjvValidate } from '../spec/ajv-types.js';
import { canonicalJson, definitionHash } from './canonical.js';
import { LOCKFILE_VERSION } from './lockfile-schema.js';
import { MAX_JSON_DEPTH, scanNestingDepth } from '../json-text/depth.js';
import { LineIndex } from '../json-text/lines.js';
import { describeValue, quote } from '../spec/value-text.js';
import { recordOf } from '../core/records.js';
import { updateCommand } from './update-command.js';

export { LOCKFILE_VERSION };
export const DEFAULT_LOCKFILE = 'mcp-tools.lock.json';

/** LOCKFILE_SCHEMA (./lockfile-schema.ts), compiled at build time (scripts/build-validators.mjs). */
const matchesLockfileSchema = lockfile as AjvValidate;

export interface PinnedTool {
  hash: string;
  definition: JsonObject;
}

/** Servers by key and tools by name: records without a prototype (records.ts), so `__proto__` is a name like any other. */
export interface Lockfile {
  lockfileVersion: typeof LOCKFILE_VERSION;
  servers: Record<string, { tools: Record<string, PinnedTool> }>;
}

/** The lockfile's own levels above a definition (root, servers, server, tools, pin): definitions keep the JSON limit. */
const MAX_LOCKFILE_DEPTH = MAX_JSON_DEPTH + 5;

/** Reads and validates a lockfile; every problem is a UsageError (exit 2) that says where and what to do. */
export async function readLockfile(path: string, shownAs: string): Promise<Lockfile> {
  const problem = (what: string) => new UsageError(`Lockfile ${shownAs}: ${what}`);
  let bytes: Buffer;
  try {
    bytes = readInputFile(path, 'json');
  } catch (error) {
    if (error instanceof ReadRefusedError) {
      throw problem(
        `${error.detail}.${error.reason === 'not-regular-file' ? ' Give the path of a regular file.' : ''}`,
      );
    }
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw problem('not found. Create it with mcp-lint pin [inputs…] -o ' + shownAs + '.');
    throw problem(
      `cannot be read (${code === 'EACCES' || code === 'EPERM' ? 'permission denied' : (error as Error).message}).`,
    );
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw problem('is not UTF-8 text.');
  }
  const json = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  // Measured on the text, before anything that recurses (the validator, hashing, a diff) sees the value.
  const depth = scanNestingDepth(json, MAX_LOCKFILE_DEPTH);
  if (depth.tooDeepAt !== undefined) {
    const at = new LineIndex(json).position(depth.tooDeepAt);
    throw problem(
      `is nested ${depth.maxDepth} levels deep (line ${at.line}, column ${at.column}); mcp-lint reads at most ${MAX_LOCKFILE_DEPTH}. Restore it from version control, or write it again with mcp-lint pin.`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw problem(
      `is not valid JSON (${(error as Error).message}). Restore it from version control, or write it again with mcp-lint pin.`,
    );
  }
  return validateLockfile(value, problem, shownAs);
}

async function validateLockfile(
  value: unknown,
  problem: (what: string) => UsageError,
  shownAs: string,
): Promise<Lockfile> {
  if (!isObject(value) || !('lockfileVersion' in value))
    throw problem('is not an mcp-lint lockfile (no "lockfileVersion").');
  if (typeof value.lockfileVersion === 'number' && value.lockfileVersion > LOCKFILE_VERSION) {
    throw problem(
      `has lockfileVersion ${value.lockfileVersion}; this mcp-lint reads version ${LOCKFILE_VERSION}. Upgrade mcp-lint.`,
    );
  }
  if (!matchesLockfileSchema(value)) {
    const error = matchesLockfileSchema.errors![0]!;
    const at = error.instancePath
      ? error.instancePath
          .slice(1)
          .split('/')
          .map((s) => quote(s.replace(/~1/g, '/').replace(/~0/g, '~')))
          .join(' › ')
      : 'the top level';
    const detail =
      error.keyword === 'additionalProperties'
        ? `unexpected key ${quote(String(error.params.additionalProperty))}`
        : error.keyword === 'pattern'
          ? 'is not a "sha256-<base64>" hash'
          : error.keyword === 'const'
            ? `must be ${LOCKFILE_VERSION}`
            : (error.message ?? 'is invalid');
    throw problem(`${at}: ${detail}.`);
  }
  const parsed = value as unknown as Lockfile;
  for (const [server, entry] of Object.entries(parsed.servers)) {
    for (const [name, pin] of Object.entries(entry.tools)) {
      const where = `${quote(server)} › ${quote(name)}`;
      if (pin.definition.name !== name)
        throw problem(
          `${where}: the pinned definition's name is ${pin.definition.name === undefined ? 'missing' : describeValue(pin.definition.name)}, not ${quote(name)}.`,
        );
      if (definitionHash(pin.definition) !== pin.hash) {
        throw problem(
          `${where}: the hash does not match the pinned definition (edited by hand?). Restore the file from version control, or pin again with ${updateCommand(shownAs)}.`,
        );
      }
    }
  }
  // JSON.parse keeps a "__proto__" key as an own key; the copies keep it too, and lookups cannot reach Object.prototype.
  const servers = Object.entries(parsed.servers).map(
    ([key, entry]) => [key, { tools: recordOf(Object.entries(entry.tools)) }] as const,
  );
  return { lockfileVersion: parsed.lockfileVersion, servers: recordOf(servers) };
}

/** Two-space indented, keys sorted at every level, one trailing newline. */
export function serializeLockfile(lockfile: Lockfile): string {
  return JSON.stringify(JSON.parse(canonicalJson(lockfile)) as unknown, null, 2) + '\n';
}
