// mcp-lint command: parse flags → lint() → format → exit code (0 clean or warnings only, 1 errors or too
// many warnings, 2 could not run). Returns the code instead of calling process.exit, so output is flushed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CommanderError } from 'commander';
import { createProgram } from './cli/program.js';
import { parseLiveFlags, type LiveFlags } from './cli/live-args.js';
import { checkFlagValues, parseMaxWarnings } from './cli/flag-values.js';
import { shouldUseColor } from './cli/color.js';
import { packageVersion } from '../package-version.js';
import { lint } from './lint.js';
import { cacheFilePath } from './cache/location.js';
import { RunObservations } from './cache/observations.js';
import { cacheFileNames } from './cache/replay-record.js';
import type { LintOptions } from './options.js';
import { REPOSITORY_URL } from './rules/docs-url.js';
import type { LintReport, RuleLevel, Severity, SpecVersion } from './types.js';
import { UsageError, isUsageError } from './usage-error.js';
import type { FormatName } from './formatters/types.js';
import { escapeLines } from './formatters/escape.js';
import { redactText } from './redact.js';

interface Flags extends LiveFlags {
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
  explain?: string;
  color?: boolean;
  project?: string;
  cache?: boolean;
  cacheLocation?: string;
  pins?: string;
}

const LEVELS: readonly RuleLevel[] = ['off', 'info', 'warning', 'error'];
const SEVERITIES: readonly Severity[] = ['info', 'warning', 'error'];

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  readStdin: () => Promise<string>;
  env: NodeJS.ProcessEnv;
  cwd: string;
  isTTY: boolean;
}

const processIo = (): CliIo => {
  // `mcp-lint … | head` closes the pipe early: that is the reader's choice, not an error worth a stack trace.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
  return {
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
  };
};

export async function main(argv: string[], plainIo: CliIo = processIo()): Promise<number> {
  // Messages on stderr echo flag values, config files and paths: none may drive the terminal or show a URL's credentials.
  let stderrWritten = false;
  const io: CliIo = {
    ...plainIo,
    stderr: (text) => {
      stderrWritten = true;
      plainIo.stderr(escapeLines(redactText(text)));
    },
  };
  try {
    return await run(argv, io, () => stderrWritten);
  } catch (error) {
    if (isUsageError(error)) {
      io.stderr(`mcp-lint: ${error.message}\n`);
      return 2;
    }
    const detail = io.env.MCP_LINT_DEBUG ? `\n${(error as Error)?.stack ?? String(error)}` : ' (set MCP_LINT_DEBUG=1 for the stack trace)';
    io.stderr(
      `mcp-lint: internal error: ${(error as Error)?.message ?? String(error)}${detail}\n` +
        `This is a bug in mcp-lint; please report it at ${REPOSITORY_URL}/issues with the command you ran.\n`,
    );
    return 2;
  }
}

async function run(argv: string[], io: CliIo, stderrWritten: () => boolean): Promise<number> {
  // Everything after the first `--` is a stdio server's command line; commander would take it as inputs.
  const dashDash = argv.indexOf('--');
  const own = dashDash === -1 ? argv : argv.slice(0, dashDash);
  const command = dashDash === -1 ? undefined : argv.slice(dashDash + 1);
  // `mcp-lint diff …` and `mcp-lint pin …` have their own flags (a file named diff or pin: ./diff).
  if (own[0] === 'diff' || own[0] === 'pin') {
    const { runSubcommand } = await import('./cli/subcommands.js');
    return runSubcommand(own[0], own.slice(1), command, io);
  }

  const program = createProgram(packageVersion());
  program.exitOverride().configureOutput({
    writeOut: (text) => io.stdout(text),
    writeErr: (text) => io.stderr(text),
    outputError: (text, write) => write(text.replace(/^error: /, 'mcp-lint: ')),
  });
  try {
    program.parse(own, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end parsing with exit code 0; everything else commander rejects is a usage error.
      if (error.exitCode === 0) return 0;
      io.stderr('Run mcp-lint --help for usage.\n');
      return 2;
    }
    throw error;
  }
  const flags = program.opts<Flags>();
  const inputs = program.args;

  if (flags.listRules) {
    const { allRules } = await import('./rules/index.js');
    const { listRulesJson, listRulesTable } = await import('./cli/list-rules.js');
    io.stdout(flags.format === 'json' ? listRulesJson(allRules) : listRulesTable(allRules));
    return 0;
  }

  if (flags.explain !== undefined) {
    const { allRules } = await import('./rules/index.js');
    const { explainRule } = await import('./cli/explain.js');
    io.stdout(escapeLines(explainRule(flags.explain, allRules)));
    return 0;
  }

  checkFlagValues(flags as unknown as Record<string, unknown>, inputs, io.cwd);
  const live = parseLiveFlags({ ...flags, command });
  const maxWarnings = parseMaxWarnings(flags.maxWarnings);
  const options: LintOptions = {
    cwd: io.cwd,
    ruleOverrides: (flags.rule ?? []).map(parseRuleFlag),
    ignorePatterns: flags.ignorePattern ?? [],
    source: flags.project === undefined ? {} : { project: flags.project },
  };
  if (flags.spec) options.spec = flags.spec;
  if (typeof flags.config === 'string') options.configFile = flags.config;
  if (flags.config === false) options.useConfigFile = false;
  if (flags.stdinFilename !== undefined) options.stdinFilename = flags.stdinFilename;
  if (flags.skipNonToolFiles) options.skipNonToolFiles = true;
  if (flags.reportUnusedDisableDirectives !== undefined) options.reportUnusedDisableDirectives = parseSeverity(flags.reportUnusedDisableDirectives);
  if (live) options.live = live;
  let replay: { cacheFile: string; observations: RunObservations } | undefined;
  if (flags.cache) {
    options.cache = flags.cacheLocation === undefined ? {} : { location: flags.cacheLocation };
    options.warn = (message) => io.stderr(`mcp-lint: warning: ${message}\n`);
    // A run that prints its report to stdout may be recorded, for bin/mcp-lint.js to replay (cache/replay.ts).
    if (flags.outputFile === undefined && command === undefined) {
      const cacheFile = cacheFilePath(flags.cacheLocation, io.cwd);
      replay = { cacheFile, observations: new RunObservations(cacheFileNames(basename(cacheFile))) };
      options.cache.observations = replay.observations;
    }
  }
  if (flags.pins !== undefined) options.pins = flags.pins;

  const targets = inputs.length > 0 ? inputs : live ? [] : ['.'];
  if (targets.includes('-')) options.stdinText = await io.readStdin();

  const report = await lint(targets, options);

  const tooManyWarnings = maxWarnings !== undefined && report.warningCount > maxWarnings;
  const shown = flags.quiet ? errorsOnly(report) : report;
  const { getFormatter } = await import('./formatters/index.js');
  const { allRules } = await import('./rules/index.js');
  const formatter = await getFormatter(flags.format);
  const output = formatter(shown, {
    cwd: io.cwd,
    color: shouldUseColor(flags.color, io.env, io.isTTY, flags.outputFile !== undefined),
    rules: allRules,
    toolVersion: packageVersion(),
    ...(tooManyWarnings ? { maxWarningsExceeded: { maxWarnings: maxWarnings!, foundWarnings: report.warningCount } } : {}),
  });

  const printed = output ? (output.endsWith('\n') ? output : output + '\n') : '';
  if (flags.outputFile !== undefined) writeOutputFile(resolve(io.cwd, flags.outputFile), output);
  else if (printed) io.stdout(printed);

  const exitCode = report.errorCount > 0 || tooManyWarnings ? 1 : 0;
  if (replay && !stderrWritten()) {
    const { recordReplay } = await import('./cache/replay-writer.js');
    const entry = import.meta.filename ?? fileURLToPath(import.meta.url);
    recordReplay({ ...replay, entry, argv, cwd: io.cwd, env: io.env, tty: io.isTTY, stdout: printed, exitCode });
  }
  return exitCode;
}

function parseRuleFlag(value: string): { id: string; level: RuleLevel } {
  const at = value.lastIndexOf(':');
  const id = value.slice(0, at).trim();
  const level = value.slice(at + 1).trim() as RuleLevel;
  if (at <= 0 || !LEVELS.includes(level)) {
    throw new UsageError(`--rule expects <rule-id>:<off|info|warning|error>, got ${JSON.stringify(value)}.`);
  }
  return { id, level };
}

function parseSeverity(value: string | true): Severity {
  if (value === true) return 'error';
  if (!SEVERITIES.includes(value as Severity)) {
    throw new UsageError(`--report-unused-disable-directives expects info, warning or error, got ${JSON.stringify(value)}.`);
  }
  return value as Severity;
}

function errorsOnly(report: LintReport): LintReport {
  return {
    ...report,
    results: report.results.map((result) => ({ ...result, diagnostics: result.diagnostics.filter((d) => d.severity === 'error') })),
    warningCount: 0,
    infoCount: 0,
  };
}

function writeOutputFile(path: string, output: string): void {
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, output);
  } catch (error) {
    throw new UsageError(`Cannot write --output-file ${path}: ${(error as Error).message}`);
  }
}
