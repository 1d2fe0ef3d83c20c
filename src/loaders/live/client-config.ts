// Reads MCP client configuration files and lists the servers in them:
//   Claude Desktop claude_desktop_config.json, Claude Code / Cursor .mcp.json and .cursor/mcp.json ("mcpServers"),
//   VS Code .vscode/mcp.json ("servers"). JSONC (comments, trailing commas) is accepted, as VS Code does.
import { ReadRefusedError, readRegularTextFile } from '../../files/read.js';
import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { homedir } from 'node:os';
import { parseTree, findNodeAtLocation, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import type { Diagnostic, LoadedSource } from '../../core/types.js';
import type { SourceOrigin } from '../../core/facts.js';
import type { Position, Range } from '../../core/position.js';
import type { LiveTarget } from '../../core/options.js';
import { isObject } from '../../core/json-value.js';
import { displayPath } from '../../core/display-path.js';
import { MAX_SETTINGS_FILE_BYTES } from '../../inputs/read.js';
import { LineIndex } from '../../json-text/lines.js';

/** Where `--client-config` with no file looks, relative to cwd, in this order. */
export const CLIENT_CONFIG_CANDIDATES = ['.mcp.json', '.vscode/mcp.json', '.cursor/mcp.json', 'claude_desktop_config.json'];

export interface ConfigServer {
  target: LiveTarget;
  /** The config file (as shown to the user) and the entry's place in it: SARIF points there. */
  origin: SourceOrigin;
}

export interface ConfigServers {
  targets: ConfigServer[];
  /**
   * One per config file with problems (a file that does not parse, an entry with neither command nor url) or with
   * servers marked `"disabled": true` (LoadedSource.disabledServers).
   */
  problems: LoadedSource[];
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
  return name === '.vscode' || name === '.cursor' ? dirname(dir) : dir;
}

type Expanded = { ok: true; value: string } | { ok: false; variable: string };

/**
 * Expands the variables clients expand: VS Code / Cursor `${workspaceFolder}`, `${userHome}`, `${env:NAME}`;
 * Claude Code `${NAME}` and `${NAME:-default}`. `${input:…}` needs a prompt, so the server cannot be started.
 */
function expand(value: string, projectDir: string): Expanded {
  let missing: string | undefined;
  const out = value.replace(/\$\{([^}]+)\}/g, (whole, inner: string) => {
    if (inner === 'workspaceFolder' || inner === 'workspaceRoot') return projectDir;
    if (inner === 'userHome') return homedir();
    if (inner === 'pathSeparator' || inner === '/') return sep;
    if (inner.startsWith('env:')) return process.env[inner.slice(4)] ?? '';
    const withDefault = /^([A-Za-z_][A-Za-z0-9_]*)(?::-(.*))?$/.exec(inner);
    if (withDefault) return process.env[withDefault[1]!] ?? withDefault[2] ?? '';
    missing ??= whole;
    return whole;
  });
  return missing ? { ok: false, variable: missing } : { ok: true, value: out };
}

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (!isObject(value)) return undefined;
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(value)) if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[key] = String(v);
  return out;
}

export async function readClientConfigs(files: string[] | true, cwd: string): Promise<ConfigServers> {
  const result: ConfigServers = { targets: [], problems: [] };
  let paths: string[];
  if (files === true) {
    paths = CLIENT_CONFIG_CANDIDATES.map((candidate) => join(cwd, candidate)).filter((path) => existsSync(path));
    if (paths.length === 0) {
      result.problems.push(problemSource(cwd, `No MCP client config found in ${cwd}: looked for ${CLIENT_CONFIG_CANDIDATES.join(', ')}. Pass a file: --client-config <file>.`));
      return result;
    }
  } else {
    paths = files.map((file) => resolve(cwd, file));
  }
  for (const path of paths) await readOne(path, cwd, result);
  result.problems = mergeBySource(result.problems);
  return result;
}

/** One LoadedSource per config file, however many of its entries have problems. */
function mergeBySource(sources: LoadedSource[]): LoadedSource[] {
  const bySource = new Map<string, LoadedSource>();
  for (const source of sources) {
    const existing = bySource.get(source.source);
    if (existing) {
      existing.diagnostics.push(...source.diagnostics);
      if (source.disabledServers) existing.disabledServers = [...(existing.disabledServers ?? []), ...source.disabledServers];
    } else bySource.set(source.source, source);
  }
  return [...bySource.values()];
}

function problemSource(source: string, message: string, range?: Range, severity: Diagnostic['severity'] = 'error'): LoadedSource {
  return {
    source,
    kind: 'live',
    tools: [],
    diagnostics: [{ ruleId: null, severity, message, source, pointer: '', range, fatal: severity === 'error' }],
  };
}

async function readOne(path: string, cwd: string, result: ConfigServers): Promise<void> {
  const shown = displayPath(path, cwd);
  let text: string;
  try {
    text = readRegularTextFile(path, MAX_SETTINGS_FILE_BYTES);
  } catch (error) {
    if (error instanceof ReadRefusedError) {
      result.problems.push(problemSource(shown, `Client config ${shown} ${error.detail}. Give --client-config the path of a client's JSON config file.`));
      return;
    }
    const code = (error as NodeJS.ErrnoException).code;
    result.problems.push(problemSource(shown, code === 'ENOENT' ? `Client config not found: ${shown}. Check the path given to --client-config.` : `Cannot read client config ${shown}: ${(error as Error).message}`));
    return;
  }
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: true, disallowComments: false });
  if (errors.length > 0 || !root) {
    const first = errors[0];
    const at = first ? positionAt(text, first.offset) : { line: 1, column: 1 };
    result.problems.push(problemSource(shown, `${shown} is not valid JSON: ${first ? printParseErrorCode(first.error) : 'empty file'} at line ${at.line}, column ${at.column}.`, { start: at, end: at }));
    return;
  }
  const key = findNodeAtLocation(root, ['mcpServers']) ? 'mcpServers' : findNodeAtLocation(root, ['servers']) ? 'servers' : undefined;
  const serversNode = key ? findNodeAtLocation(root, [key]) : undefined;
  if (!key || !serversNode || serversNode.type !== 'object') {
    result.problems.push(problemSource(shown, `${shown} lists no servers: expected an object under "mcpServers" (Claude Desktop, Claude Code, Cursor) or "servers" (VS Code).`, rangeOf(text, root)));
    return;
  }
  const projectDir = projectDirOf(path);
  for (const property of serversNode.children ?? []) {
    const nameNode = property.children?.[0];
    const entryNode = property.children?.[1];
    const name = typeof nameNode?.value === 'string' ? nameNode.value : '';
    const entry = entryNode ? nodeValue(entryNode) : undefined;
    const range = rangeOf(text, property);
    const problem = (message: string, severity: Diagnostic['severity'] = 'error') =>
      result.problems.push(problemSource(shown, `Server "${name}" in ${shown}: ${message}`, range, severity));
    if (!isObject(entry)) {
      problem('the entry is not an object. Give it "command" (stdio) or "url" (HTTP).');
      continue;
    }
    if (entry.disabled === true) {
      // Not a problem with the file: server-disabled-in-config reports it, at the level config gives it.
      result.problems.push({ source: shown, kind: 'live', tools: [], diagnostics: [], disabledServers: [{ name, ...(range ? { range } : {}) }] });
      continue;
    }
    const target = toTarget(name, entry, projectDir);
    if ('error' in target) problem(target.error);
    else result.targets.push({ target, origin: { file: shown, ...(range ? { range } : {}) } });
  }
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

function toTarget(name: string, entry: Record<string, unknown>, projectDir: string): LiveTarget | { error: string } {
  const expanded = (value: string): string => {
    const result = expand(value, projectDir);
    if (!result.ok) throw new UnresolvedVariable(result.variable);
    return result.value;
  };
  try {
    const type = typeof entry.type === 'string' ? entry.type : undefined;
    if (typeof entry.url === 'string' && type !== 'stdio') {
      const headers = stringRecord(entry.headers);
      return {
        kind: 'http',
        name,
        url: expanded(entry.url),
        ...(headers ? { headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, expanded(v)])) } : {}),
      };
    }
    if (typeof entry.command === 'string' && entry.command.trim() !== '') {
      const args = Array.isArray(entry.args) ? entry.args.map((a) => expanded(String(a))) : [];
      const env = stringRecord(entry.env);
      return {
        kind: 'stdio',
        name,
        command: expanded(entry.command),
        args,
        ...(env ? { env: Object.fromEntries(Object.entries(env).map(([k, v]) => [k, expanded(v)])) } : {}),
        cwd: typeof entry.cwd === 'string' ? resolve(projectDir, expanded(entry.cwd)) : projectDir,
      };
    }
    return { error: 'it has neither "command" (stdio) nor "url" (HTTP); nothing to start.' };
  } catch (error) {
    if (error instanceof UnresolvedVariable) {
      return { error: `it uses ${error.variable}, which only the client can fill in (it prompts for it). Lint this server with --stdio or --url and the value instead.` };
    }
    throw error;
  }
}

class UnresolvedVariable extends Error {
  constructor(readonly variable: string) {
    super(variable);
  }
}
