// --list-servers: the servers the client configs list (every installed client's, or the --client-config files),
// and how each would start, without starting any. Credentials in command lines, URLs and headers are hidden, and
// every name, path and command from a config is escaped before it reaches the terminal.
import { readClientConfigs, type ConfigServers, type ListedServer } from '../loaders/live/client-config.js';
import type { CliIo } from './io.js';
import { displayCommand } from '../loaders/live/targets.js';
import { redactText, redactUrl, secretsOfTarget } from '../core/redact.js';
import { escapeText, neutraliseWorkflowCommands } from '../core/escape.js';

interface ServerRow {
  client?: string;
  scope?: string;
  file: string;
  project?: string;
  server: string;
  status: 'starts' | 'disabled' | 'not started';
  transport?: 'stdio' | 'http';
  /** stdio: the command line (credentials hidden); http: the URL (credentials hidden). */
  start?: string;
  reason?: string;
}

function rowOf(listed: ListedServer): ServerRow {
  const row: ServerRow = {
    ...(listed.client ? { client: listed.client, scope: listed.scope } : {}),
    file: listed.file,
    ...(listed.project ? { project: listed.project } : {}),
    server: listed.name,
    status:
      listed.verdict.kind === 'target' ? 'starts' : listed.verdict.kind === 'disabled' ? 'disabled' : 'not started',
  };
  const { verdict } = listed;
  if (verdict.kind === 'problem') row.reason = verdict.message;
  if (verdict.kind !== 'target') return row;
  const { target } = verdict;
  if (target.kind === 'http') {
    row.transport = 'http';
    row.start = redactText(redactUrl(target.url), secretsOfTarget(target));
  } else {
    row.transport = 'stdio';
    row.start = redactText(displayCommand(target.command, target.args), secretsOfTarget(target));
  }
  return row;
}

export function listServersJson(found: ConfigServers): string {
  return (
    JSON.stringify(
      {
        servers: found.listed.map(rowOf),
        problems: found.fileProblems,
        ...(found.searched ? { searched: found.searched } : {}),
      },
      null,
      2,
    ) + '\n'
  );
}

/** No client config anywhere: the answer is where mcp-lint looked, so a user can see which place they expected. */
function nothingFoundText(searched: NonNullable<ConfigServers['searched']>): string {
  const width = Math.max(...searched.map((place) => place.client.length));
  const lines = [
    'No MCP client config found, so no servers to list. mcp-lint looked for:',
    ...searched.map((place) => `  ${place.client.padEnd(width)}  ${escapeText(place.path)}`),
    '',
    'Nothing was started. Name a config with --client-config <file>.',
  ];
  return neutraliseWorkflowCommands(lines.join('\n')) + '\n';
}

export function listServersText(found: ConfigServers): string {
  if (found.searched) return nothingFoundText(found.searched);
  const rows = found.listed.map(rowOf);
  const out: string[] = [];
  const files = new Map<string, ServerRow[]>();
  for (const row of rows) files.set(row.file, [...(files.get(row.file) ?? []), row]);
  for (const [file, inFile] of files) {
    const first = inFile[0]!;
    out.push(first.client ? `${first.client} (${first.scope}): ${escapeText(file)}` : escapeText(file));
    const width = Math.max(...inFile.map((row) => escapeText(row.server).length));
    for (const row of inFile) {
      const how =
        row.status === 'starts'
          ? `${row.transport}  ${escapeText(row.start!)}`
          : row.status === 'disabled'
            ? 'disabled'
            : `not started: ${escapeText(row.reason!)}`;
      const project = row.project ? `  (project ${escapeText(row.project)})` : '';
      out.push(`  ${escapeText(row.server).padEnd(width)}  ${how}${project}`);
    }
  }
  const starting = rows.filter((row) => row.status === 'starts').length;
  const noun = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (out.length > 0) out.push('');
  out.push(
    `${noun(rows.length, 'server')} in ${noun(files.size, 'config file')}, ${starting} to start; nothing was started. To lint them, run the same command without --list-servers.`,
  );
  // A server's name is the first word of its row: after the indentation the runner trims, it could pose as a command.
  return neutraliseWorkflowCommands(out.join('\n')) + '\n';
}

/** `mcp-lint --list-servers [--client-config [file]]`: always exit 0, since nothing is checked; file problems go to stderr. */
export async function listServers(
  clientConfig: Array<string | true> | true | undefined,
  format: string,
  io: CliIo,
): Promise<number> {
  const named = Array.isArray(clientConfig) && !clientConfig.includes(true) ? (clientConfig as string[]) : undefined;
  const found = await readClientConfigs(named ?? true, io.cwd);
  // Where it looked is the text output itself when nothing was found.
  if (!(found.searched && format !== 'json'))
    for (const message of found.fileProblems) io.stderr(`mcp-lint: warning: ${escapeText(message)}\n`);
  io.stdout(format === 'json' ? listServersJson(found) : listServersText(found));
  return 0;
}
