// One server entry of a client config → the LiveTarget mcp-lint starts, with the variables the clients expand.
// The entry is a plain object read from JSON or TOML (prototype-less, see client-config.ts); the keys of every
// supported client are accepted: url (most), serverUrl (Windsurf), httpUrl (Gemini CLI); Zed's older
// {"command": {"path", "args", "env"}}; "disabled": true and "enabled": false.
import { homedir } from 'node:os';
import { resolve, sep } from 'node:path';
import type { LiveTarget } from '../../core/options.js';
import { isObject } from '../../core/json-value.js';

export type EntryVerdict =
  | { kind: 'target'; target: LiveTarget }
  | { kind: 'disabled' }
  /** Cannot be started; not an error when another program provides it (a Zed extension) or its project is gone. */
  | { kind: 'problem'; message: string; severity: 'error' | 'warning' | 'info' };

export interface EntryContext {
  /** ${workspaceFolder}, and the default working directory of stdio servers. */
  projectDir: string;
  /** Gemini CLI also expands `$NAME` without braces. */
  bareDollar?: boolean;
}

type Expanded = { ok: true; value: string } | { ok: false; variable: string };

/**
 * Expands the variables clients expand: VS Code / Cursor / Windsurf `${workspaceFolder}`, `${userHome}`, `${env:NAME}`;
 * Claude Code and Gemini CLI `${NAME}` and `${NAME:-default}`; Gemini CLI `$NAME`. `${input:…}` needs a prompt,
 * so the server cannot be started.
 */
function expand(value: string, context: EntryContext): Expanded {
  let missing: string | undefined;
  let out = value.replace(/\$\{([^}]+)\}/g, (whole, inner: string) => {
    if (inner === 'workspaceFolder' || inner === 'workspaceRoot') return context.projectDir;
    if (inner === 'userHome') return homedir();
    if (inner === 'pathSeparator' || inner === '/') return sep;
    if (inner.startsWith('env:')) return process.env[inner.slice(4)] ?? '';
    const withDefault = /^([A-Za-z_][A-Za-z0-9_]*)(?::-(.*))?$/.exec(inner);
    if (withDefault) return process.env[withDefault[1]!] ?? withDefault[2] ?? '';
    missing ??= whole;
    return whole;
  });
  if (context.bareDollar && !missing)
    out = out.replace(/\$([A-Za-z_][A-Za-z0-9_]*)/g, (_whole, name: string) => process.env[name] ?? '');
  return missing ? { ok: false, variable: missing } : { ok: true, value: out };
}

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (!isObject(value)) return undefined;
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(value))
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[key] = String(v);
  return out;
}

class UnresolvedVariable extends Error {
  constructor(readonly variable: string) {
    super(variable);
  }
}

const URL_KEYS = ['url', 'serverUrl', 'httpUrl'] as const;

export function judgeEntry(entry: unknown, name: string, context: EntryContext): EntryVerdict {
  if (!isObject(entry))
    return {
      kind: 'problem',
      severity: 'error',
      message: 'the entry is not an object. Give it "command" (stdio) or "url" (HTTP).',
    };
  if (entry.disabled === true || entry.enabled === false) return { kind: 'disabled' };
  const expanded = (value: string): string => {
    const result = expand(value, context);
    if (!result.ok) throw new UnresolvedVariable(result.variable);
    return result.value;
  };
  // Zed's older form keeps the command line in an object of its own.
  const launch = isObject(entry.command) ? entry.command : entry;
  const command = isObject(entry.command) ? entry.command.path : entry.command;
  try {
    const type = typeof entry.type === 'string' ? entry.type : undefined;
    const url = URL_KEYS.map((key) => entry[key]).find((value): value is string => typeof value === 'string');
    if (url !== undefined && type !== 'stdio') {
      const headers = stringRecord(entry.headers);
      const target: LiveTarget = {
        kind: 'http',
        name,
        url: expanded(url),
        ...(headers ? { headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, expanded(v)])) } : {}),
      };
      return { kind: 'target', target };
    }
    if (typeof command === 'string' && command.trim() !== '') {
      const args = Array.isArray(launch.args) ? launch.args.map((a) => expanded(String(a))) : [];
      const env = stringRecord(launch.env);
      const expandedEnv = env ? Object.fromEntries(Object.entries(env).map(([k, v]) => [k, expanded(v)])) : undefined;
      const target: LiveTarget = {
        kind: 'stdio',
        name,
        command: expanded(command),
        args,
        ...(expandedEnv ? { env: expandedEnv } : {}),
        cwd: typeof entry.cwd === 'string' ? resolve(context.projectDir, expanded(entry.cwd)) : context.projectDir,
      };
      return { kind: 'target', target };
    }
    if (entry.source === 'extension') {
      return {
        kind: 'problem',
        severity: 'info',
        message:
          "a Zed extension provides this server's command, so mcp-lint cannot start it. Lint it with --stdio and the command the extension runs.",
      };
    }
    return {
      kind: 'problem',
      severity: 'error',
      message: 'it has neither "command" (stdio) nor "url" (HTTP); nothing to start.',
    };
  } catch (error) {
    if (error instanceof UnresolvedVariable) {
      return {
        kind: 'problem',
        severity: 'error',
        message: `it uses ${error.variable}, which only the client can fill in (it prompts for it). Lint this server with --stdio or --url and the value instead.`,
      };
    }
    throw error;
  }
}
