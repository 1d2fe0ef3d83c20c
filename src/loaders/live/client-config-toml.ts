// Codex's ~/.codex/config.toml: servers are [mcp_servers.<name>] tables. Parsed with smol-toml (TOML 1.0, tables
// without prototypes, errors with line and column); each entry is put in the shape client-entry.ts reads, and found
// at the line of its table header, since a parsed TOML value carries no position.
import type { Range } from '../../core/position.js';
import { isObject } from '../../core/json-value.js';
import { MAX_JSON_DEPTH } from '../../json-text/depth.js';

/** Inline arrays and tables nested deeper than this are a TOML error (smol-toml's own budget; JSON's limit). */
const MAX_TOML_DEPTH = MAX_JSON_DEPTH;

export interface TomlServers {
  entries: Array<{ name: string; entry: unknown; range?: Range }>;
}

export type TomlRead =
  | { ok: true; servers: TomlServers | undefined }
  | { ok: false; message: string; line: number; column: number };

const HEADER = /^\s*\[\s*mcp_servers\s*\.\s*(?:([A-Za-z0-9_-]+)|"([^"]*)"|'([^']*)')\s*\]/;
const KEY = /^\s*(?:([A-Za-z0-9_-]+)|"([^"]*)"|'([^']*)')\s*=/;
const SERVERS_TABLE = /^\s*\[\s*mcp_servers\s*\]/;

/**
 * Where each server is written, found in one pass over the lines: `[mcp_servers.<name>]` (the name bare or quoted),
 * else a `<name> =` line, else `[mcp_servers]`. A search per server cost servers × lines: 15,634 servers took 23 s.
 */
function headerRanges(lines: readonly string[]): (name: string) => Range | undefined {
  const headers = new Map<string, number>();
  const keys = new Map<string, number>();
  let table: number | undefined;
  const firstAt = (map: Map<string, number>, match: RegExpExecArray | null, index: number) => {
    const name = match ? (match[1] ?? match[2] ?? match[3]) : undefined;
    if (name !== undefined && !map.has(name)) map.set(name, index);
  };
  lines.forEach((line, index) => {
    firstAt(headers, HEADER.exec(line), index);
    firstAt(keys, KEY.exec(line), index);
    if (table === undefined && SERVERS_TABLE.test(line)) table = index;
  });
  return (name) => {
    const index = headers.get(name) ?? keys.get(name) ?? table;
    return index === undefined
      ? undefined
      : { start: { line: index + 1, column: 1 }, end: { line: index + 1, column: lines[index]!.length + 1 } };
  };
}

/** Codex's HTTP settings as headers: a bearer token and header values read from named environment variables. */
function httpHeaders(entry: Record<string, unknown>): Record<string, string> | undefined {
  const headers: Record<string, string> = {};
  if (isObject(entry.http_headers))
    for (const [k, v] of Object.entries(entry.http_headers)) if (typeof v === 'string') headers[k] = v;
  if (isObject(entry.env_http_headers)) {
    for (const [k, v] of Object.entries(entry.env_http_headers))
      if (typeof v === 'string' && process.env[v] !== undefined) headers[k] = process.env[v]!;
  }
  const tokenVariable = entry.bearer_token_env_var;
  if (typeof tokenVariable === 'string' && process.env[tokenVariable])
    headers.Authorization = `Bearer ${process.env[tokenVariable]}`;
  return Object.keys(headers).length > 0 ? headers : undefined;
}

export async function readCodexToml(text: string): Promise<TomlRead> {
  const { parse, TomlError } = await import('smol-toml');
  let root: Record<string, unknown>;
  try {
    root = parse(text, { maxDepth: MAX_TOML_DEPTH });
  } catch (error) {
    if (error instanceof TomlError) {
      const message = error.message.split('\n')[0]!.replace(/^Invalid TOML document: /, '');
      return { ok: false, message, line: error.line, column: error.column };
    }
    throw error;
  }
  const table = root.mcp_servers;
  if (!isObject(table)) return { ok: true, servers: undefined };
  const rangeOf = headerRanges(text.split(/\r?\n/));
  const entries = Object.entries(table).map(([name, entry]) => {
    const shaped = isObject(entry) ? { ...entry, headers: httpHeaders(entry) } : entry;
    const range = rangeOf(name);
    return { name, entry: shaped, ...(range ? { range } : {}) };
  });
  return { ok: true, servers: { entries } };
}
