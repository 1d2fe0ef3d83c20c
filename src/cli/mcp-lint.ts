// mcp-lint command: parse flags → lint() → format → exit code (0 clean or warnings only, 1 findings: errors or too
// many warnings, 2 something could not be checked; README "Exit codes"). Returns the code instead of calling
// process.exit, so output is flushed.
import { resolve } from 'node:path';
import { createProgram, parseCommandLine } from './program.js';
import { parseLiveFlags, type LiveFlags } from './live-args.js';
import { checkFlagValues, parseMaxWarnings, parseRuleFlag } from './flag-values.js';
import { checkStatisticsFormat, emitReport } from './report-output.js';
import type { CliIo } from './io.js';
import { packageVersion } from '../core/package-version.js';
import { lint } from '../api/lint.js';
import type { LintOptions } from '../core/options.js';
import { REPOSITORY_URL } from '../core/docs-url.js';
import type { LintReport, Severity, SpecVersion } from '../core/types.js';
import { UsageError, isUsageError } from '../core/usage-error.js';
import type { FormatName } from '../formatters/types.js';
import { escapeLines, escapeText, neutraliseWorkflowCommands } from '../core/escape.js';
import { redactText } from '../core/redact.js';
import { showProgress } from './progress.js';
import { RunTiming } from '../core/timing.js';
import { timingRows, timingTable } from './timing-table.js';
import {
  planSuppressions,
  updateSuppressions,
  warnUnusedSuppressions,
  type SuppressionFlags,
} from './suppression-flags.js';

interface Flags extends LiveFlags, SuppressionFlags {
  format: FormatName;
  outputFile?: string;
  maxWarnings?: string;
  quiet?: boolean;
  rule?: string[];
  spec?: SpecVersion;
  config?: string | false;
  ignorePattern?: string[];
  stdinFilename?: string;
  skipNonToolFiles?: boolean;
  reportUnusedDisableDirectives?: string | true;
  listRules?: boolean;
  listClients?: boolean;
  listServers?: boolean;
  client?: string[];
  explain?: string;
  color?: boolean;
  project?: string;
  cache?: boolean;
  cacheLocation?: string;
  pins?: string;
  fix?: boolean;
  fixDryRun?: boolean;
  timing?: boolean;
  statistics?: boolean;
}

const SEVERITIES: readonly Severity[] = ['info', 'warning', 'error'];

const processIo = (): CliIo => {
  // A reader that went away (`mcp-lint … | head`) ends the output quietly: that is its choice, not an error.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
  return {
    // The bin sets process.exitCode and lets Node exit, so whatever the stream still holds for a pipe is written first.
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    },
    env: process.env,
    cwd: process.cwd(),
    isTTY: process.stdout.isTTY === true,
    columns: () => process.stdout.columns,
    stderrIsTTY: process.stderr.isTTY === true,
    stderrColumns: () => process.stderr.columns,
  };
};

export async function main(argv: string[], plainIo: CliIo = processIo()): Promise<number> {
  // Messages on stderr echo flag values, config files and paths: none may drive the terminal or show a URL's credentials.
  const io: CliIo = { ...plainIo, stderr: (text) => plainIo.stderr(escapeLines(redactText(text))) };
  try {
    return await run(argv, io, plainIo.stderr);
  } catch (error) {
    if (isUsageError(error)) {
      io.stderr(`mcp-lint: ${error.message}\n`);
      return 2;
    }
    const stack = (error as Error)?.stack;
    // Under MCP_LINT_DEBUG the bin turns on Node's source maps, so the stack names places in src/ (bin/run-command.js).
    const detail = io.env.MCP_LINT_DEBUG
      ? `\n${typeof stack === 'string' ? stack : String(error)}`
      : ' (set MCP_LINT_DEBUG=1 for the stack trace)';
    io.stderr(
      `mcp-lint: internal error: ${(error as Error)?.message ?? String(error)}${detail}\n` +
        `This is a bug in mcp-lint; please report it at ${REPOSITORY_URL}/issues with the command you ran.\n`,
    );
    return 2;
  }
}

/** `terminal`: stderr as it is, for the progress line's own control sequences (it escapes what it shows itself). */
async function run(argv: string[], io: CliIo, terminal: (text: string) => void): Promise<number> {
  // Everything after the first `--` is a stdio server's command line; commander would take it as inputs.
  const dashDash = argv.indexOf('--');
  const own = dashDash === -1 ? argv : argv.slice(0, dashDash);
  const command = dashDash === -1 ? undefined : argv.slice(dashDash + 1);
  // `mcp-lint diff …` and `mcp-lint pin …` have their own flags (a file named diff or pin: ./diff).
  if (own[0] === 'diff' || own[0] === 'pin') {
    const { runSubcommand } = await import('./subcommands.js');
    return runSubcommand(own[0], own.slice(1), command, io, terminal);
  }
  // `mcp-lint serve`: an MCP server over stdio (loads the SDK's server, which a lint run never does).
  if (own[0] === 'serve') {
    const { runServe } = await import('./serve/command.js');
    return runServe(argv.slice(1), io);
  }

  // `mcp-lint lsp --stdio`: a language server for editors (loads vscode-languageserver, which a lint run never does).
  if (own[0] === 'lsp') {
    const { runLsp } = await import('./lsp/command.js');
    return runLsp(argv.slice(1), io);
  }

  const program = createProgram(packageVersion());
  const ended = parseCommandLine(program, own, io, 'mcp-lint');
  if (ended !== undefined) return ended;
  const flags = program.opts<Flags>();
  const inputs = program.args;

  if (flags.listRules) {
    const { allRules } = await import('../rules/index.js');
    const { listRulesJson, listRulesTable } = await import('./list-rules.js');
    io.stdout(flags.format === 'json' ? listRulesJson(allRules) : listRulesTable(allRules));
    return 0;
  }

  if (flags.listClients) {
    const { listClientsJson, listClientsTable } = await import('./list-clients.js');
    io.stdout(flags.format === 'json' ? listClientsJson() : listClientsTable());
    return 0;
  }

  if (flags.listServers) {
    const { listServers } = await import('./list-servers.js');
    return listServers(flags.clientConfig, flags.format, io);
  }

  if (flags.explain !== undefined) {
    const { allRules } = await import('../rules/index.js');
    const { explainRule } = await import('./explain.js');
    io.stdout(escapeLines(explainRule(flags.explain, allRules)));
    return 0;
  }

  checkFlagValues(flags as unknown as Record<string, unknown>, inputs, io.cwd);
  const live = parseLiveFlags({ ...flags, command });
  parseMaxWarnings(flags.maxWarnings); // a bad value stops the run before anything is linted
  if (flags.statistics) checkStatisticsFormat(flags.format);
  const options: LintOptions = {
    cwd: io.cwd,
    ruleOverrides: (flags.rule ?? []).map(parseRuleFlag),
    ignorePatterns: flags.ignorePattern ?? [],
    source: flags.project === undefined ? {} : { project: flags.project },
    // A config file lookup did not trust, a named file an ignore pattern leaves out, an unusable cache.
    warn: (message) => io.stderr(`mcp-lint: warning: ${escapeText(message)}\n`),
  };
  if (flags.client) options.clients = flags.client;
  if (flags.spec) options.spec = flags.spec;
  if (typeof flags.config === 'string') options.configFile = flags.config;
  if (flags.config === false) options.useConfigFile = false;
  if (flags.stdinFilename !== undefined) options.stdinFilename = flags.stdinFilename;
  if (flags.skipNonToolFiles) options.skipNonToolFiles = true;
  if (flags.reportUnusedDisableDirectives !== undefined)
    options.reportUnusedDisableDirectives = parseSeverity(flags.reportUnusedDisableDirectives);
  if (live) options.live = live;
  if (flags.cache) {
    options.cache = flags.cacheLocation === undefined ? {} : { location: flags.cacheLocation };
  }
  if (flags.pins !== undefined) options.pins = flags.pins;
  // The HTML report draws every tool by its cost, so every tool is counted, not only those a verdict needed.
  // It also quotes the JSON a live finding points at, which no file holds.
  if (flags.format === 'html') Object.assign(options, { countTokens: true, keepLiveDefinitions: true });
  const timingShown = timingRows(flags.timing, io.env.TIMING);
  if (timingShown !== undefined) options.timing = new RunTiming();

  const targets = inputs.length > 0 ? inputs : live ? [] : ['.'];
  if (targets.includes('-')) options.stdinText = await io.readStdin();
  if (flags.fix && flags.fixDryRun) {
    throw new UsageError(
      '--fix and --fix-dry-run cannot be used together: --fix writes the fixes, --fix-dry-run only shows them (in --format json as "output").',
    );
  }
  if (flags.fix || flags.fixDryRun)
    options.fix = { ...(await fixOptions(targets, io)), errorsOnly: flags.quiet === true };

  const suppressions = await planSuppressions(flags, io.cwd, targets);
  if (suppressions.update === undefined) options.suppressions = { path: suppressions.path };

  const shown = showProgress(options, io, terminal, flags.quiet === true);
  let report = await lint(targets, options).finally(() => shown?.stop());
  if (suppressions.update)
    report = await updateSuppressions(report, suppressions.path, suppressions.update, options, io);
  const unwritten = flags.fix ? await writeFixes(report, targets, io) : [];
  const writeFailed = unwritten.length > 0;

  const exitCode = await emitReport(report, flags, io, options.timing);
  // For people, after the report: JSON and SARIF carry each fixed file's text as data ("output").
  if ((flags.fix || flags.fixDryRun) && flags.format === 'stylish' && flags.outputFile === undefined) {
    io.stdout(`${neutraliseWorkflowCommands(fixSummary(report, unwritten, flags.fixDryRun === true))}\n`);
  }
  warnUnusedSuppressions(report, suppressions.path, io);
  if (options.timing) io.stderr(timingTable(options.timing, timingShown!));
  return writeFailed ? 2 : exitCode;
}

/** Which files --fix may change: none reached through a symbolic link that leads outside the linted folders. */
async function fixOptions(targets: readonly string[], io: CliIo): Promise<NonNullable<LintOptions['fix']>> {
  const { insideLintedTree } = await import('../fix/write.js');
  const inside = insideLintedTree(targets, io.cwd);
  const refused = new Set<string>();
  return {
    fixable(path) {
      if (inside(path)) return true;
      if (!refused.has(path)) {
        refused.add(path);
        io.stderr(
          `mcp-lint: warning: not fixing ${escapeText(path)}: it leads (through a symbolic link) outside the linted folders. Fix it where it lives.\n`,
        );
      }
      return false;
    },
  };
}

/** --fix: writes each changed file; a file that cannot be written is named on stderr, returned, and makes the exit code 2. */
async function writeFixes(report: LintReport, targets: readonly string[], io: CliIo): Promise<string[]> {
  const changed = report.results.filter((result) => result.output !== undefined);
  if (changed.length === 0) return [];
  const { insideLintedTree, writeFixedFile } = await import('../fix/write.js');
  const inside = insideLintedTree(targets, io.cwd);
  const failed: string[] = [];
  for (const result of changed) {
    try {
      writeFixedFile(resolve(io.cwd, result.source), result.output!, inside);
    } catch (error) {
      failed.push(result.source);
      io.stderr(
        `mcp-lint: cannot write the fixes to ${escapeText(result.source)}: ${escapeText((error as Error).message)}. The file is unchanged.\n`,
      );
    }
  }
  return failed;
}

/** What --fix changed (or --fix-dry-run would change): each file, with how many fixes of which rule. */
function fixSummary(report: LintReport, unwritten: readonly string[], dryRun: boolean): string {
  const changed = report.results.filter((result) => result.output !== undefined && !unwritten.includes(result.source));
  if (changed.length === 0)
    return dryRun
      ? '--fix-dry-run: no fix to apply; no file would change.'
      : '--fix: no fix to apply; no file was changed.';
  const total = changed.reduce((sum, result) => sum + Object.values(result.fixed ?? {}).reduce((a, b) => a + b, 0), 0);
  const files = changed.map((result) => {
    const rules = Object.entries(result.fixed ?? {}).map(([rule, count]) => `${count} ${escapeText(rule)}`);
    return `  ${escapeText(result.source)}: ${rules.join(', ')}`;
  });
  const head = dryRun
    ? `--fix-dry-run would apply ${total} fix${total === 1 ? '' : 'es'} in ${changed.length} file${changed.length === 1 ? '' : 's'} (nothing was written; --format json shows each file's fixed text as "output"):`
    : `--fix applied ${total} fix${total === 1 ? '' : 'es'} in ${changed.length} file${changed.length === 1 ? '' : 's'}:`;
  return [head, ...files].join('\n');
}

function parseSeverity(value: string | true): Severity {
  if (value === true) return 'error';
  if (!SEVERITIES.includes(value as Severity)) {
    throw new UsageError(
      `--report-unused-disable-directives expects info, warning or error, got ${JSON.stringify(value)}.`,
    );
  }
  return value as Severity;
}
