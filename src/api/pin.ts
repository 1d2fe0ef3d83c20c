// `mcp-lint pin`: builds the lockfile from what the loaders found, and merges it with an existing one (--update).
import { dirname, resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { loadDefinitions, displayPath } from './lint.js';
import type { LintOptions } from '../core/options.js';
import { byName } from '../compare/tools.js';
import type { LoadedSource } from '../core/types.js';
import { UsageError } from '../core/usage-error.js';
import { checkFlagTarget, writeFlagFile } from '../files/flag-file.js';
import { recordOf } from '../core/records.js';
import { definitionHash } from '../compare/canonical.js';
import { LOCKFILE_VERSION, readLockfile, serializeLockfile, type Lockfile } from '../compare/lockfile.js';
import { serverKey } from '../compare/server-key.js';
import { updateCommand } from '../compare/update-command.js';

export interface PinOptions {
  /** The lockfile path (relative to cwd). */
  output: string;
  /** Replace the entries of the servers read in this run in an existing lockfile (keep the others). */
  update: boolean;
  /** Write a lockfile even when no tool definition was found (--allow-empty): it approves no tools. */
  allowEmpty?: boolean;
}

export interface PinResult {
  path: string;
  servers: number;
  tools: number;
  lockfile: Lockfile;
}

export async function pin(inputs: readonly string[], options: LintOptions, pinOptions: PinOptions): Promise<PinResult> {
  const path = resolve(options.cwd, pinOptions.output);
  const shown = displayPath(path, options.cwd);
  // Before any server is started: a link or a FIFO at the lockfile's name is refused, never written through.
  checkFlagTarget(path, 'pin', options.cwd);
  if (existsSync(path) && !pinOptions.update) {
    throw new UsageError(
      `${shown} exists. Check what changed with mcp-lint --pins ${shown}, then rewrite it with ${updateCommand(shown)} (and the same inputs).`,
    );
  }
  const existing = pinOptions.update && existsSync(path) ? await readLockfile(path, shown) : undefined;
  const sources = await loadDefinitions(inputs, options);
  for (const source of sources) refuseBroken(source);
  // A code file that registers no tool is not a server: keyed in the lockfile it would read as one that has no tools.
  const servers = sources.filter((source) => source.kind !== 'source' || source.tools.length > 0);
  if (!pinOptions.allowEmpty && servers.every((source) => source.tools.length === 0))
    throw new UsageError(nothingToPin(inputs, sources.length));
  const lockfile: Lockfile = {
    lockfileVersion: LOCKFILE_VERSION,
    servers: recordOf(Object.entries(existing?.servers ?? {})),
  };
  let tools = 0;
  for (const source of servers) {
    const key = serverKey(source, options.cwd, dirname(path));
    const named = byName(source.tools.map((tool) => ({ definition: tool.definition, handle: undefined })));
    lockfile.servers[key] = {
      tools: recordOf(
        [...named].map(([name, { definition }]) => [name, { hash: definitionHash(definition), definition }]),
      ),
    };
    tools += named.size;
  }
  writeFlagFile(path, serializeLockfile(lockfile), 'pin', options.cwd);
  return { path: shown, servers: servers.length, tools, lockfile };
}

/** An empty lockfile would approve nothing and still look like a review was done: refused unless asked for. */
function nothingToPin(inputs: readonly string[], read: number): string {
  const where = inputs.length > 0 ? inputs.join(' ') : 'the servers named';
  return (
    `No MCP tool definitions found in ${where} (${read} input${read === 1 ? '' : 's'} read): nothing to pin. ` +
    'Point pin at the files or servers that define the tools, or pass --allow-empty to write a lockfile that approves no tools.'
  );
}

/** Pinning an unreadable file or a dead server would record "no tools" as approved. */
function refuseBroken(source: LoadedSource): void {
  const fatal = source.diagnostics.find((d) => d.fatal);
  if (fatal) throw new UsageError(`Cannot pin ${source.source}: ${fatal.message}`);
}
