// Canonical JSON (object keys sorted by code unit, no whitespace) and the definition hash built on it: the same
// definition gives the same text whatever its key order or formatting, so a hash changes only when content does.
import { createRequire } from 'node:module';

// node:crypto is required on the first hash, not imported: the library API is part of the CLI bundle, so a static
// import loaded it (a few ms) on every start-up, though only pin, --pins and diff hash anything.
type Crypto = typeof import('node:crypto');
let crypto: Crypto | undefined;
const loadCrypto = (): Crypto => (crypto ??= createRequire(import.meta.url)('node:crypto') as Crypto);

/** Inputs are already depth-bounded by the loaders; this guard only keeps a hand-built value from overflowing. */
const MAX_DEPTH = 1000;

export function canonicalJson(value: unknown): string {
  return write(value, 0);
}

function write(value: unknown, depth: number): string {
  if (depth > MAX_DEPTH) throw new Error(`value nested more than ${MAX_DEPTH} levels deep`);
  if (value === null || typeof value !== 'object') {
    // undefined, functions and symbols do not occur in parsed JSON; JSON.stringify drops them inside objects too.
    return JSON.stringify(value) ?? 'null';
  }
  if (Array.isArray(value)) return '[' + value.map((item) => write(item, depth + 1)).join(',') + ']';
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return '{' + keys.map((key) => JSON.stringify(key) + ':' + write(record[key], depth + 1)).join(',') + '}';
}

/** "sha256-" + base64 of the SHA-256 of the canonical JSON (the Subresource Integrity spelling). */
export function definitionHash(definition: unknown): string {
  return 'sha256-' + loadCrypto().createHash('sha256').update(canonicalJson(definition), 'utf8').digest('base64');
}

/** Deep equality of JSON values, key order ignored. */
export function jsonEqual(a: unknown, b: unknown, depth = 0): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (depth > MAX_DEPTH) return canonicalJson(a) === canonicalJson(b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, index) => jsonEqual(item, other[index], depth + 1));
  }
  // Parsed JSON holds no undefined values, so key counts can be compared directly (the hot path of a diff).
  const ra = a as Record<string, unknown>,
    rb = b as Record<string, unknown>;
  const ka = Object.keys(ra);
  if (ka.length !== Object.keys(rb).length) return false;
  for (const key of ka)
    if (!Object.prototype.hasOwnProperty.call(rb, key) || !jsonEqual(ra[key], rb[key], depth + 1)) return false;
  return true;
}
