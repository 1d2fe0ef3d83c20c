// The mcp-lint command line, declared with commander. Parsing only: main() in ../cli.ts acts on the result.
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import type { CliIo } from './io.js';
import { didYouMean } from '../config/suggest.js';
import { FORMAT_NAMES } from '../formatters/types.js';
import { SPEC_VERSIONS, DEFAULT_SPEC } from '../core/types.js';

export const collect = (value: string, previous: string[] = []) => [...previous, value];

/** An option that takes one of `choices` (listed in --help as commander lists them), and names the closest one to a typo. */
export function choiceOption(flags: string, description: string, choices: readonly string[]): Option {
  return new Option(flags, description).choices([...choices]).argParser((value: string) => {
    if (choices.includes(value)) return value;
    throw new InvalidArgumentError(`Allowed choices are ${choices.join(', ')}.${didYouMean(value, choices)}`);
  });
}

/** The report flags of the main command and of `mcp-lint diff`: format, where it goes, and what fails the run. */
export function addReportOptions(command: Command): Command {
  return command
    .addOption(choiceOption('-f, --format <name>', 'output format', FORMAT_NAMES).default('stylish'))
    .option('-o, --output-file <file>', 'write the report to a file instead of standard output')
    .option('--max-warnings <n>', 'exit 1 when there are more than n warnings')
    .option('--quiet', 'report errors only (the exit code still counts warnings)')
    .option('--rule <id:level>', 'set a rule to off, info, warning or error (repeatable)', collect);
}

/**
 * Parses argv with commander, its messages going to io. Returns an exit code when parsing ends the run (0 after
 * --help or --version, 2 for anything commander rejects), or undefined when the command should go on.
 */
export function parseCommandLine(program: Command, argv: string[], io: CliIo, helpCommand: string): number | undefined {
  program.exitOverride().configureOutput({
    writeOut: (text) => io.stdout(text),
    writeErr: (text) => io.stderr(text),
    // commander puts its "(Did you mean …?)" on a line of its own: one line says what is wrong and what to type.
    outputError: (text, write) =>
      write(text.replace(/^error: /, 'mcp-lint: ').replace(/\n\(Did you mean (.*)\?\)/, ' Did you mean $1?')),
  });
  try {
    program.parse(argv, { from: 'user' });
    return undefined;
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    if (error.exitCode === 0) return 0;
    io.stderr(`Run ${helpCommand} --help for usage.\n`);
    return 2;
  }
}

const EXAMPLES = `
Examples:
  mcp-lint tools.json                         lint a saved tools/list result
  mcp-lint src/ captures/*.json               lint TS/JS or Python sources and JSON captures
  cat tools.json | mcp-lint - --stdin-filename tools.json
  mcp-lint --stdio "node dist/server.js"      lint a running stdio server
  mcp-lint -- npx -y @modelcontextprotocol/server-everything
  mcp-lint --url http://127.0.0.1:3000/mcp --header "Authorization: Bearer $TOKEN"
  mcp-lint tools.json --format sarif -o mcp-lint.sarif
  mcp-lint tools.json --rule property-description:warning --max-warnings 0
  mcp-lint src/ --statistics                  how many findings of each rule, the most frequent first
  mcp-lint tools.json --client vscode --client openai-strict   also check what those clients reject
  mcp-lint diff base/tools.json tools.json     breaking changes between two versions (mcp-lint diff --help)
  mcp-lint --list-servers                      the servers of every installed MCP client, and how each starts (none started)
  mcp-lint --client-config                     lint them all
  mcp-lint pin --client-config                 pin your servers' tools (mcp-lint pin --help) …
  mcp-lint --client-config --pins mcp-tools.lock.json   … and later check them against the pins
  mcp-lint src/ --suppress-all                 record today's findings in mcp-lint-suppressions.json; report only new ones
  mcp-lint serve                               mcp-lint as an MCP server for coding agents (mcp-lint serve --help)
  mcp-lint lsp --stdio                         a language server for editors (mcp-lint lsp --help)

Exit codes: 0 checked, nothing fails the run; 1 findings (errors, or more warnings than --max-warnings), and only
findings; 2 something could not be checked (a server that did not start or list its tools, an unreadable input,
nothing to lint, a bad flag or config, no client config found, a bad lockfile). README "Exit codes" has the table.
Config: mcp-lint.config.json, found from the working directory up to the project root (package.json or .git), and
only one that you or root own, in a directory others cannot write (see --config, --no-config).
`;

export function createProgram(version: string): Command {
  const program = new Command('mcp-lint')
    .description('Lint MCP tool definitions: tools/list JSON, TS/JS and Python server source, and running servers.')
    .argument('[inputs...]', 'files, directories, globs, or - for standard input (default: .)')
    .optionsGroup('Options:')
    .version(version, '-v, --version', 'print the version')
    .helpOption('-h, --help', 'show this help');
  return addReportOptions(program)
    .addOption(
      choiceOption('--spec <version>', `MCP spec version to check against (default: ${DEFAULT_SPEC})`, SPEC_VERSIONS),
    )
    .option('-c, --config <file>', 'use this config file instead of looking up mcp-lint.config.json')
    .option('--no-config', 'ignore mcp-lint.config.json files')
    .option(
      '--ignore-pattern <glob>',
      'skip files matching a glob, relative to the working directory (repeatable)',
      collect,
    )
    .option('--stdin-filename <name>', 'name to show for standard input')
    .option(
      '--skip-non-tool-files',
      'skip named .json files that hold no tool definitions, and named files the ignores match, quietly (for pre-commit and lint-staged)',
    )
    .option(
      '--report-unused-disable-directives [severity]',
      'report mcp-lint-disable comments that suppress nothing (default severity: error)',
    )
    .option(
      '--suppress-all',
      'count every current finding in mcp-lint-suppressions.json, so that only new ones are reported (docs/suppressions.md)',
    )
    .option('--suppress-rule <id>', "the same for this rule's findings only (repeatable)", collect)
    .option('--prune-suppressions', 'remove the suppressions of findings that no longer occur')
    .option(
      '--suppressions-location <file>',
      'the suppressions file (default: mcp-lint-suppressions.json in the working directory)',
    )
    .option('--pins <lockfile>', 'also report tools whose definition changed since mcp-lint pin wrote this lockfile')
    .option(
      '--fix',
      'apply safe fixes to TS/JS and Python source files (never to JSON captures) and report what remains',
    )
    .option(
      '--fix-dry-run',
      'compute the same fixes without writing them (--format json shows each file\'s fixed text as "output")',
    )
    .option(
      '--client <name>',
      'also check the constraints of this client: vscode, cursor, claude, claude-code, openai, openai-strict, gemini, copilot-cli, copilot-studio, windsurf, trae, codex (repeatable)',
      collect,
    )
    .option('--list-rules', 'list every rule (a table, or JSON with --format json)')
    .option(
      '--list-clients',
      'list the client profiles --client takes, what each checks and its source (a table, or JSON with --format json)',
    )
    .option(
      '--statistics',
      'print how many findings each rule has, the most frequent first, instead of the findings (a table, or JSON with --format json)',
    )
    .option(
      '--timing',
      'print on stderr the rules that took longest, and each loader and formatter (also TIMING=1, TIMING=all)',
    )
    .option('--explain <rule>', "print a rule's docs page: why it matters, bad and good examples, options")
    .option('--color', 'force coloured output')
    .option('--no-color', 'disable coloured output (NO_COLOR is honoured too)')
    .optionsGroup('Source mode (TS/JS and Python; --project and --cache: TS/JS):')
    .option('--project <tsconfig>', 'type-aware source analysis with this tsconfig (slower)')
    .option(
      '--cache',
      'reuse results of unchanged TS/JS files from the last run (kept in node_modules/.cache/mcp-lint/; Python files are always read afresh)',
    )
    .option('--cache-location <path>', 'with --cache: the cache file, or a directory to hold .mcp-lint-cache')
    .optionsGroup('Live mode (running servers; also: mcp-lint [options] -- <command> [args...]):')
    .option('--stdio <command-line>', 'lint a stdio server started with this command line (repeatable)', collect)
    .option('--env <KEY=VALUE>', 'environment variable for stdio servers (repeatable)', collect)
    .option('--cwd <dir>', 'working directory for stdio servers')
    .option('--url <url>', 'lint a Streamable HTTP server (repeatable)', collect)
    .option('--header <"Name: value">', 'HTTP header for --url servers (repeatable)', collect)
    .option(
      '--client-config [file]',
      "lint the servers of an MCP client config (default: every installed client's config, and the project's)",
      (value: string, previous: Array<string | true> = []) => [...previous, value],
    )
    .option(
      '--list-servers',
      'list the servers the client configs name and how each starts, without starting any (JSON with --format json)',
    )
    .option('--startup-timeout <ms>', 'time allowed to start and initialize a server (default: 10000)')
    .option('--request-timeout <ms>', 'time allowed for each request (default: 10000)')
    .option('--timeout <ms>', 'time allowed for a whole server (default: 60000)')
    .option('--save <file>', 'save what a live server listed, in a form mcp-lint can read back')
    .option('--probe', 'opt in to calling tools (only those marked readOnlyHint: true, plus --probe-tool)')
    .option('--probe-tool <name>', 'also call this tool when probing (repeatable)', collect)
    .option('--probe-args <file>', 'JSON object mapping tool names to the arguments to call them with')
    .option(
      '--client-capabilities <list>',
      'client capabilities to declare: roots,sampling,elicitation (default: all three) or none',
    )
    .option('--source-root <dir>', "the server's source: report live findings about a tool at the line that defines it")
    .addHelpText('after', EXAMPLES)
    .showSuggestionAfterError(true)
    .allowExcessArguments(false);
}
