// The pin lockfile (docs/lockfile.md): read and validated before use, so a corrupt file is a usage error that
// names the problem, never a crash or a silent "everything changed"; written with sorted keys so the same
// definitions always give the same bytes (reviewable diffs in version control).
import { isObject, type JsonObject } from '../json-value.js';
import { ReadRefusedError } from '../../files/read.js';
import { readInputFile } from '../inputs/read.js';
import { UsageError } from '../usage-error.js';
import { lockfile } from '../spec/generated/config-files.js';
import type { AjvValidate } from '../spec/ajv-types.js';
import { canonicalJson, definitionHash } from './canonical.js';
import { LOCKFILE_VERSION } from './lockfile-schema.js';

export { LOCKFILE_VERSION };
export const DEFAULT_LOCKFILE = 'mcp-tools.lock.json';

/** LOCKFILE_SCHEMA (./lockfile-schema.ts), compiled at build time (scripts/build-validators.mjs). */
const matchesLockfileSchema = lockfile as AjvValidate;

export interface PinnedTool {
  hash: string;
  definition: JsonObject;
}

export interface Lockfile {
  lockfileVersion: typeof LOCKFILE_VERSION;
  servers: Record<string, { tools: Record<string, PinnedTool> }>;
}


/** Reads and validates a lockfile; every problem is a UsageError (exit 2) that says where and what to do. */
export async function readLockfile(path: string, shownAs: string): Promise<Lockfile> {
  const problem = (what: string) => new UsageError(`Lockfile ${shownAs}: ${what}`);
  let bytes: Buffer;
  try {
    bytes = readInputFile(path, 'json');
  } catch (error) {
    if (error instanceof ReadRefusedError) {
      throw problem(`${error.detail}.${error.reason === 'not-regular-file' ? ' Give the path of a regular file.' : ''}`);
    }
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw problem('not found. Create it with mcp-lint pin [inputs…] -o ' + shownAs + '.');
    throw problem(`cannot be read (${code === 'EACCES' || code === 'EPERM' ? 'permission denied' : (error as Error).message}).`);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw problem('is not UTF-8 text.');
  }
  let value: unknown;
  try {
    value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    throw problem(`is not valid JSON (${(error as Error).message}). Restore it from version control, or write it again with mcp-lint pin.`);
  }
  return validateLockfile(value, problem);
}

async function validateLockfile(value: unknown, problem: (what: string) => UsageError): Promise<Lockfile> {
  if (!isObject(value) || !('lockfileVersion' in value)) throw problem('is not an mcp-lint lockfile (no "lockfileVersion").');
  if (typeof value.lockfileVersion === 'number' && value.lockfileVersion > LOCKFILE_VERSION) {
    throw problem(`has lockfileVersion ${value.lockfileVersion}; this mcp-lint reads version ${LOCKFILE_VERSION}. Upgrade mcp-lint.`);
  }
  if (!matchesLockfileSchema(value)) {
    const error = matchesLockfileSchema.errors![0]!;
    const at = error.instancePath ? error.instancePath.slice(1).split('/').map((s) => JSON.stringify(s.replace(/~1/g, '/').replace(/~0/g, '~'))).join(' › ') : 'the top level';
    const detail =
      error.keyword === 'additionalProperties' ? `unexpected key ${JSON.stringify(error.params.additionalProperty)}`
      : error.keyword === 'pattern' ? 'is not a "sha256-<base64>" hash'
      : error.keyword === 'const' ? `must be ${LOCKFILE_VERSION}`
      : (error.message ?? 'is invalid');
    throw problem(`${at}: ${detail}.`);
  }
  const lockfile = value as unknown as Lockfile;
  for (const [server, entry] of Object.entries(lockfile.servers)) {
    for (const [name, pin] of Object.entries(entry.tools)) {
      const where = `${JSON.stringify(server)} › ${JSON.stringify(name)}`;
      if (pin.definition.name !== name) throw problem(`${where}: the pinned definition's name is ${JSON.stringify(pin.definition.name)}, not ${JSON.stringify(name)}.`);
      if (definitionHash(pin.definition) !== pin.hash) {
        throw problem(`${where}: the hash does not match the pinned definition (edited by hand?). Restore the file from version control, or pin again with mcp-lint pin --update.`);
      }
    }
  }
  return lockfile;
}

/** Two-space indented, keys sorted at every level, one trailing newline. */
export function serializeLockfile(lockfile: Lockfile): string {
  return JSON.stringify(JSON.parse(canonicalJson(lockfile)) as unknown, null, 2) + '\n';
}
