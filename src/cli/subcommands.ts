// `mcp-lint diff` and `mcp-lint pin`: their own flag sets (commander), then the library's diff() / pin().
// main() in ../cli.ts hands over when the first argument names one of them.
import { Command } from 'commander';
import { packageVersion } from '../core/package-version.js';
import type { CliIo } from './io.js';
import type { LintOptions } from '../core/options.js';
import { SPEC_VERSIONS, type SpecVersion } from '../core/types.js';
import { UsageError } from '../core/usage-error.js';
import { parseLiveFlags, type LiveFlags } from './live-args.js';
import { parseRuleFlag } from './flag-values.js';
import { addReportOptions, choiceOption, collect, parseCommandLine } from './program.js';
import { emitReport, type OutputFlags } from './report-output.js';
import { showProgress } from './progress.js';

export const SUBCOMMANDS = ['diff', 'pin'] as const;
export type Subcommand = (typeof SUBCOMMANDS)[number];

interface CommonFlags extends LiveFlags {
  spec?: SpecVersion;
  config?: string | false;
  project?: string;
  ignorePattern?: string[];
  rule?: string[];
}

const DIFF_HELP = `
Each side is anything mcp-lint reads: a saved tools/list JSON file, a TS/JS source file or directory, a glob.
The new side may instead be a running server: mcp-lint diff old.json --stdio "node dist/server.js".
Findings: breaking changes are errors, risky ones warnings, compatible ones info (see docs/rules/README.md).
Exit codes: 0 nothing breaking, 1 something breaking (an error) or too many warnings, 2 a side could not be read
or a server did not start (README "Exit codes").

Examples:
  mcp-lint diff base/tools.json tools.json
  mcp-lint diff base/tools.json tools.json --format github
  mcp-lint diff tools.json --stdio "node dist/server.js"
  mcp-lint diff old.json new.json --rule description-meaning-changed:off
`;

const PIN_HELP = `
Writes a lockfile with a hash and a copy of every tool definition (docs/lockfile.md). Check against it later
with: mcp-lint [inputs…] --pins mcp-tools.lock.json (works with --stdio, --url and --client-config too).

Examples:
  mcp-lint pin --client-config                       pin the tools of your installed servers
  mcp-lint pin tools.json -o mcp-tools.lock.json
  mcp-lint pin --update --client-config             accept the current definitions after review
`;

function liveOptions(command: Command, withClientConfig: boolean): Command {
  command
    .optionsGroup('Running servers:')
    .option('--stdio <command-line>', 'a stdio server started with this command line (repeatable)', collect)
    .option('--env <KEY=VALUE>', 'environment variable for stdio servers (repeatable)', collect)
    .option('--cwd <dir>', 'working directory for stdio servers')
    .option('--url <url>', 'a Streamable HTTP server (repeatable)', collect)
    .option('--header <"Name: value">', 'HTTP header for --url servers (repeatable)', collect);
  if (withClientConfig) {
    command.option(
      '--client-config [file]',
      "the servers of an MCP client config (default: every installed client's config, and the project's)",
      (value: string, previous: Array<string | true> = []) => [...previous, value],
    );
  }
  return command
    .option('--startup-timeout <ms>', 'time allowed to start and initialize a server (default: 10000)')
    .option('--request-timeout <ms>', 'time allowed for each request (default: 10000)')
    .option('--timeout <ms>', 'time allowed for a whole server (default: 60000)');
}

function commonOptions(command: Command): Command {
  return command
    .addOption(choiceOption('--spec <version>', 'MCP spec version', SPEC_VERSIONS))
    .option('-c, --config <file>', 'use this config file instead of looking up mcp-lint.config.json')
    .option('--no-config', 'ignore mcp-lint.config.json files')
    .option('--ignore-pattern <glob>', 'skip files matching a glob (repeatable)', collect)
    .option('--project <tsconfig>', 'type-aware source analysis with this tsconfig (slower)');
}

function diffProgram(): Command {
  const command = new Command('mcp-lint diff')
    .description('Classify the changes between two versions of MCP tool definitions: breaking, risky or compatible.')
    .argument('<old>', 'the old definitions (file, directory or glob)')
    .argument('[new]', 'the new definitions (or use --stdio/--url)')
    .helpOption('-h, --help', 'show this help');
  addReportOptions(command)
    .option('--color', 'force coloured output')
    .option('--no-color', 'disable coloured output (NO_COLOR is honoured too)');
  commonOptions(command);
  liveOptions(command, false);
  return command.addHelpText('after', DIFF_HELP).allowExcessArguments(false);
}

function pinProgram(): Command {
  const command = new Command('mcp-lint pin')
    .description('Write a lockfile of the current tool definitions, to detect later changes with --pins.')
    .argument('[inputs...]', 'files, directories or globs (default: . when no server is named)')
    .helpOption('-h, --help', 'show this help')
    .option('-o, --output <file>', 'the lockfile to write', 'mcp-tools.lock.json')
    .option('--update', 'rewrite an existing lockfile (entries of servers not read in this run are kept)')
    .option('--allow-empty', 'write the lockfile even when no tool definition is found (it approves no tools)');
  commonOptions(command);
  liveOptions(command, true);
  return command.addHelpText('after', PIN_HELP).allowExcessArguments(false);
}

/** `terminal`: stderr as it is, for the progress line of `pin` with running servers. */
export async function runSubcommand(
  name: Subcommand,
  argv: string[],
  dashCommand: string[] | undefined,
  io: CliIo,
  terminal: (text: string) => void = io.stderr,
): Promise<number> {
  const program = name === 'diff' ? diffProgram() : pinProgram();
  program.version(packageVersion(), '-v, --version', 'print the version');
  const ended = parseCommandLine(program, argv, io, `mcp-lint ${name}`);
  if (ended !== undefined) return ended;
  const flags = program.opts<CommonFlags & OutputFlags & { output: string; update?: boolean; allowEmpty?: boolean }>();
  const live = parseLiveFlags({ ...flags, command: dashCommand });
  const options: LintOptions = {
    cwd: io.cwd,
    ruleOverrides: (flags.rule ?? []).map(parseRuleFlag),
    ignorePatterns: flags.ignorePattern ?? [],
    source: flags.project === undefined ? {} : { project: flags.project },
  };
  if (flags.spec) options.spec = flags.spec;
  if (typeof flags.config === 'string') options.configFile = flags.config;
  if (flags.config === false) options.useConfigFile = false;
  if (live) options.live = live;

  if (name === 'diff') {
    const [oldSide, newSide] = program.args as [string, string | undefined];
    if (newSide !== undefined && live)
      throw new UsageError(
        'diff: give the new side either as a path or as a running server (--stdio, --url, --), not both.',
      );
    if (newSide === undefined && !live)
      throw new UsageError(
        'diff: missing the new side. Usage: mcp-lint diff <old> <new>, or mcp-lint diff <old> --stdio "<command>".',
      );
    if (oldSide === '-' && newSide === '-') throw new UsageError('diff: only one side can be standard input.');
    if (oldSide === '-' || newSide === '-') options.stdinText = await io.readStdin();
    const { diff } = await import('../api/diff.js');
    const report = await diff([oldSide], newSide === undefined ? [] : [newSide], options);
    return emitReport(report, flags, io);
  }

  const { pin } = await import('../api/pin.js');
  const inputs = program.args.length > 0 ? program.args : live ? [] : ['.'];
  if (inputs.includes('-')) options.stdinText = await io.readStdin();
  const shown = showProgress(options, io, terminal, false);
  const result = await pin(inputs, options, {
    output: flags.output,
    update: flags.update === true,
    allowEmpty: flags.allowEmpty === true,
  }).finally(() => shown?.stop());
  io.stdout(
    `Pinned ${result.tools} tool${result.tools === 1 ? '' : 's'} of ${result.servers} server${result.servers === 1 ? '' : 's'} in ${result.path}.\n`,
  );
  return 0;
}
