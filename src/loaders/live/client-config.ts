// Reads MCP client configuration files and lists the servers in them. Named files (`--client-config <file>`) are
// read as they are; with no file, every installed client's config is looked for at its documented place
// (inputs/client-places.ts, sources in docs/clients.md). JSON files may have comments and trailing commas (VS Code
// and Zed write JSONC); Codex's config.toml is TOML. Every entry becomes a target, a disabled server or a problem.
import { ReadRefusedError, readRegularTextFile } from '../../files/read.js';
import { existsSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { parseTree, findNodeAtLocation, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import type { Diagnostic, LoadedSource } from '../../core/types.js';
import type { SourceOrigin } from '../../core/facts.js';
import type { Position, Range } from '../../core/position.js';
import type { LiveTarget } from '../../core/options.js';
import { displayPath } from '../../core/display-path.js';
import { MAX_SETTINGS_FILE_BYTES } from '../../inputs/read.js';
import {
  clientPlaces,
  currentPlaceEnvironment,
  type ClientFormat,
  type ClientPlace,
  type ClientScope,
  type PlaceEnvironment,
} from '../../inputs/client-places.js';
import { currentIdentity, untrustedReason } from '../../config/trust.js';
import { LineIndex } from '../../json-text/lines.js';
import { MAX_JSON_DEPTH } from '../../json-text/depth.js';
import { jsoncTooDeepAt } from '../../json-text/jsonc-depth.js';
import { judgeEntry, type EntryVerdict } from './client-entry.js';

export interface ConfigServer {
  target: LiveTarget;
  /** The config file (as shown to the user) and the entry's place in it: SARIF points there. */
  origin: SourceOrigin;
}

/** One entry of a config file as `--list-servers` shows it: what would start, or why nothing would. */
export interface ListedServer {
  /** The client whose place the file was found at; absent for a file named with --client-config. */
  client?: string;
  scope?: ClientScope;
  /** The config file as shown to the user. */
  file: string;
  /** Claude Code's ~/.claude.json: the project folder a per-project entry belongs to. */
  project?: string;
  name: string;
  verdict: EntryVerdict;
}

export interface ConfigServers {
  targets: ConfigServer[];
  /**
   * One per config file with problems (a file that does not parse, an entry with neither command nor url) or with
   * servers marked `"disabled": true` (LoadedSource.liveFacts.disabledServers).
   */
  problems: LoadedSource[];
  /** Every entry of every file read, in file order. */
  listed: ListedServer[];
  /** Why a file was not read or not understood (missing, not parsed, not trusted, no servers): one sentence each. */
  fileProblems: string[];
  /** When no client config was found at all: every place looked at (paths shown relative to cwd when below it). */
  searched?: Array<{ client: string; path: string }>;
}

/** A file to read: a documented place of a client, or a file named on the command line (`place` absent). */
interface ConfigFile {
  path: string;
  format: ClientFormat | 'named';
  place?: ClientPlace;
}

function positionAt(text: string, offset: number): Position {
  return new LineIndex(text).position(offset);
}

function rangeOf(text: string, node: Node | undefined): Range | undefined {
  if (!node) return undefined;
  return { start: positionAt(text, node.offset), end: positionAt(text, node.offset + node.length) };
}

/** The folder a config belongs to: ${workspaceFolder}, and the default working directory of its servers. */
function projectDirOf(file: string): string {
  const dir = dirname(file);
  const name = basename(dir);
  return name === '.vscode' || name === '.cursor' || name === '.gemini' ? dirname(dir) : dir;
}

export async function readClientConfigs(
  files: string[] | true,
  cwd: string,
  where: PlaceEnvironment = currentPlaceEnvironment(cwd),
): Promise<ConfigServers> {
  const result: ConfigServers = { targets: [], problems: [], listed: [], fileProblems: [] };
  if (files === true) {
    const places = clientPlaces(where);
    // In the home folder, ~/.cursor/mcp.json is both Cursor's user config and this "project's": read it once.
    const found = places.filter(
      (place, index) => existsSync(place.path) && places.findIndex((other) => other.path === place.path) === index,
    );
    if (found.length === 0) {
      fileProblem(result, cwd, noConfigMessage(places, cwd));
      result.searched = places.map((place) => ({ client: place.client, path: displayPath(place.path, cwd) }));
      return result;
    }
    const identity = currentIdentity();
    for (const place of found) {
      // A config decides what runs: one that another user wrote, or could swap, is not read (as for mcp-lint.config.json).
      const untrusted = untrustedReason(place.path, identity);
      const shown = displayPath(place.path, cwd);
      if (untrusted) {
        fileProblem(
          result,
          shown,
          `${place.client} config ${shown} was not read: ${untrusted}. Check who wrote it, then name it with --client-config ${shown} to read it anyway.`,
          undefined,
          'warning',
        );
        continue;
      }
      await readOne({ path: place.path, format: place.format, place }, cwd, result);
    }
    if (result.targets.length === 0 && result.problems.length === 0 && result.listed.length === 0) {
      const read = found.map((place) => displayPath(place.path, cwd)).join(', ');
      fileProblem(
        result,
        cwd,
        `No MCP servers in the client configs found (${read}). Pass a file: --client-config <file>.`,
      );
    }
  } else {
    for (const file of files) await readOne({ path: resolve(cwd, file), format: 'named' }, cwd, result);
  }
  result.problems = mergeBySource(result.problems);
  return result;
}

function noConfigMessage(places: readonly ClientPlace[], cwd: string): string {
  const clients = [...new Set(places.filter((p) => p.scope === 'user').map((p) => p.client))].join(', ');
  const inProject = places
    .filter((p) => p.scope === 'project')
    .map((p) => displayPath(p.path, cwd))
    .join(', ');
  return `No MCP client config found on this machine: looked for the user configs of ${clients}, and in ${cwd} for ${inProject}. Pass a file: --client-config <file>.`;
}

/** One LoadedSource per config file, however many of its entries have problems. */
function mergeBySource(sources: LoadedSource[]): LoadedSource[] {
  const bySource = new Map<string, LoadedSource>();
  for (const source of sources) {
    const existing = bySource.get(source.source);
    if (existing) {
      existing.diagnostics.push(...source.diagnostics);
      const disabled = source.liveFacts?.disabledServers;
      if (disabled)
        existing.liveFacts = {
          ...existing.liveFacts,
          disabledServers: [...(existing.liveFacts?.disabledServers ?? []), ...disabled],
        };
    } else bySource.set(source.source, source);
  }
  return [...bySource.values()];
}

/** A problem with a file as a whole: a finding on it, and one of the sentences --list-servers prints. */
function fileProblem(
  result: ConfigServers,
  source: string,
  message: string,
  range?: Range,
  severity: Diagnostic['severity'] = 'error',
): void {
  result.problems.push(problemSource(source, message, range, severity));
  result.fileProblems.push(message);
}

function problemSource(
  source: string,
  message: string,
  range?: Range,
  severity: Diagnostic['severity'] = 'error',
): LoadedSource {
  return {
    source,
    kind: 'live',
    tools: [],
    diagnostics: [{ ruleId: null, severity, message, source, pointer: '', range, fatal: severity === 'error' }],
  };
}

/** The text of a config file, or undefined after recording why it could not be read. */
function readText(file: ConfigFile, shown: string, result: ConfigServers): string | undefined {
  try {
    return readRegularTextFile(file.path, MAX_SETTINGS_FILE_BYTES);
  } catch (error) {
    if (error instanceof ReadRefusedError) {
      fileProblem(
        result,
        shown,
        `Client config ${shown} ${error.detail}. Give --client-config the path of a client's config file.`,
      );
      return undefined;
    }
    const code = (error as NodeJS.ErrnoException).code;
    fileProblem(
      result,
      shown,
      code === 'ENOENT'
        ? `Client config not found: ${shown}. Check the path given to --client-config.`
        : `Cannot read client config ${shown}: ${(error as Error).message}`,
    );
    return undefined;
  }
}

/** A server map found in a file: its entries, and the folder its servers belong to. */
interface ServerGroup {
  entries: Array<{ name: string; entry: unknown; range?: Range }>;
  projectDir: string;
  project?: string;
}

async function readOne(file: ConfigFile, cwd: string, result: ConfigServers): Promise<void> {
  const shown = displayPath(file.path, cwd);
  const text = readText(file, shown, result);
  if (text === undefined) return;
  const isToml = file.format === 'codex' || (file.format === 'named' && file.path.endsWith('.toml'));
  const groups = isToml ? await tomlGroups(text, file, shown, result) : jsonGroups(text, file, shown, result);
  if (!groups) return;
  const bareDollar = file.format === 'gemini' || basename(dirname(file.path)) === '.gemini';
  for (const group of groups) {
    for (const { name, entry, range } of group.entries) {
      let verdict = judgeEntry(entry, name, { projectDir: group.projectDir, bareDollar });
      // A project Claude Code once opened may be gone; its servers would start in a folder that is not there.
      if (verdict.kind === 'target' && group.project !== undefined && !existsSync(group.project)) {
        verdict = {
          kind: 'problem',
          severity: 'warning',
          message: `its project folder ${group.project} no longer exists, so it was not started.`,
        };
      }
      record(result, { file: shown, name, verdict, range, place: file.place, project: group.project });
    }
  }
}

function record(
  result: ConfigServers,
  found: { file: string; name: string; verdict: EntryVerdict; range?: Range; place?: ClientPlace; project?: string },
): void {
  const { file, name, verdict, range, place, project } = found;
  result.listed.push({
    file,
    name,
    verdict,
    ...(place ? { client: place.client, scope: place.scope } : {}),
    ...(project ? { project } : {}),
  });
  if (verdict.kind === 'target') {
    result.targets.push({ target: verdict.target, origin: { file, ...(range ? { range } : {}) } });
  } else if (verdict.kind === 'disabled') {
    // Not a problem with the file: server-disabled-in-config reports it, at the level config gives it.
    result.problems.push({
      source: file,
      kind: 'live',
      tools: [],
      diagnostics: [],
      liveFacts: { disabledServers: [{ name, ...(range ? { range } : {}) }] },
    });
  } else {
    const message = `Server "${name}" in ${file}: ${verdict.message}`;
    result.problems.push(problemSource(file, message, range, verdict.severity));
  }
}

async function tomlGroups(
  text: string,
  file: ConfigFile,
  shown: string,
  result: ConfigServers,
): Promise<ServerGroup[] | undefined> {
  const { readCodexToml } = await import('./client-config-toml.js');
  const read = await readCodexToml(text);
  if (!read.ok) {
    const at = { line: read.line, column: read.column };
    fileProblem(result, shown, `${shown} is not valid TOML: ${read.message} at line ${at.line}, column ${at.column}.`, {
      start: at,
      end: at,
    });
    return undefined;
  }
  if (!read.servers) {
    if (!file.place)
      fileProblem(result, shown, `${shown} lists no servers: expected [mcp_servers.<name>] tables (Codex).`);
    return undefined;
  }
  return [{ entries: read.servers.entries, projectDir: dirname(file.path) }];
}

/** Where JSON configs keep their servers; the first one present is read. */
const SERVER_MAPS: ReadonlyArray<readonly string[]> = [
  ['mcpServers'],
  ['servers'],
  ['context_servers'],
  ['mcp', 'servers'],
];

function jsonGroups(text: string, file: ConfigFile, shown: string, result: ConfigServers): ServerGroup[] | undefined {
  const tooDeepAt = jsoncTooDeepAt(text, MAX_JSON_DEPTH);
  if (tooDeepAt !== undefined) {
    const at = positionAt(text, tooDeepAt);
    fileProblem(
      result,
      shown,
      `${shown} is too complex to read: it is nested more than ${MAX_JSON_DEPTH} levels deep at line ${at.line}, column ${at.column}; no client config needs that. Its servers were not read; look at the file before you use it.`,
      { start: at, end: at },
    );
    return undefined;
  }
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: true, disallowComments: false });
  if (errors.length > 0 || !root) {
    const first = errors[0];
    const at = first ? positionAt(text, first.offset) : { line: 1, column: 1 };
    fileProblem(
      result,
      shown,
      `${shown} is not valid JSON: ${first ? printParseErrorCode(first.error) : 'empty file'} at line ${at.line}, column ${at.column}.`,
      { start: at, end: at },
    );
    return undefined;
  }
  const groups: ServerGroup[] = [];
  const map = SERVER_MAPS.map((path) => findNodeAtLocation(root, [...path])).find((node) => node?.type === 'object');
  if (map) groups.push({ entries: entriesOf(text, map), projectDir: projectDirOf(file.path) });
  // Claude Code's ~/.claude.json: servers of one project ("local" scope) under projects["<folder>"].mcpServers.
  const projects = findNodeAtLocation(root, ['projects']);
  if (
    (file.format === 'claude-code' || (file.format === 'named' && basename(file.path) === '.claude.json')) &&
    projects?.type === 'object'
  ) {
    for (const property of projects.children ?? []) {
      const folder = property.children?.[0]?.value;
      const servers = property.children?.[1] ? findNodeAtLocation(property.children[1], ['mcpServers']) : undefined;
      if (typeof folder !== 'string' || servers?.type !== 'object' || (servers.children ?? []).length === 0) continue;
      groups.push({ entries: entriesOf(text, servers), projectDir: folder, project: folder });
    }
  }
  if (groups.length === 0 && !file.place) {
    fileProblem(
      result,
      shown,
      `${shown} lists no servers: expected an object under "mcpServers" (Claude Desktop, Claude Code, Cursor, Windsurf, Gemini CLI), "servers" (VS Code) or "context_servers" (Zed).`,
      rangeOf(text, root),
    );
    return undefined;
  }
  return groups;
}

function entriesOf(text: string, map: Node): ServerGroup['entries'] {
  return (map.children ?? []).map((property) => {
    const nameNode = property.children?.[0];
    const entryNode = property.children?.[1];
    const range = rangeOf(text, property);
    return {
      name: typeof nameNode?.value === 'string' ? nameNode.value : '',
      entry: entryNode ? nodeValue(entryNode) : undefined,
      ...(range ? { range } : {}),
    };
  });
}

/**
 * jsonc-parser's getNodeValue, except that objects have no prototype: it assigns keys to `{}`, so a config
 * entry with a "__proto__" key would replace the object's prototype and supply "command" or "url" from there.
 */
function nodeValue(node: Node): unknown {
  switch (node.type) {
    case 'object': {
      const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
      for (const prop of node.children ?? []) {
        const [k, v] = prop.children ?? [];
        if (k && typeof k.value === 'string' && v) out[k.value] = nodeValue(v);
      }
      return out;
    }
    case 'array':
      return (node.children ?? []).map(nodeValue);
    default:
      return node.value;
  }
}
