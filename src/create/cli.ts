// The create-mcp-tool command line. Returns the exit code instead of exiting, so output is flushed first:
// 0 done, 1 failed (install error…), 2 usage error (bad flag, invalid name, answers missing without a TTY), 130 cancelled.
import { add } from './add.js';
import { parseAddArgs, parseInitArgs } from './args.js';
import { CancelledError, EXIT_CANCELLED, EXIT_FAILURE, EXIT_OK, EXIT_USAGE, UsageError } from './errors.js';
import { init } from './init.js';
import { red } from './style.js';
import { packageVersion } from '../core/package-version.js';

const HELP = `Usage: create-mcp-tool [dir] [options]
       create-mcp-tool add <tool_name> [--force]

Scaffold an MCP server project in [dir] (also: npm create mcp-tool). With a terminal it asks; without one it
needs --yes or a flag for every answer.

Options:
  --language typescript|python  the project's language (default: typescript)
  --name <name>              package name (default: the directory's name)
  --description <text>       one-line description
  --transport stdio|http     stdio, or Streamable HTTP (default: stdio)
  --sdk v1|v2                TypeScript: v1 = @modelcontextprotocol/sdk, v2 = @modelcontextprotocol/server (default: v1)
  --tools starter|none       example tools with tests, or an empty server (default: starter)
  --install, --no-install    TypeScript: install dependencies (default: yes)
  --git, --no-git            initialise a git repository (default: yes)
  --pm npm|pnpm|yarn|bun     TypeScript: package manager (default: the one that ran this command)
  --overwrite                replace the contents of a non-empty directory (.git is kept)
  -y, --yes                  accept the defaults for everything not given
  -h, --help                 show this help
  -v, --version              show the version

Add a tool (inside a generated project):
  create-mcp-tool add <tool_name>   writes src/tools/<tool_name>.ts (Python: src/<package>/tools/<tool_name>.py),
                                    its test and its registration
  --force                           overwrite an existing tool of that name
`;

export async function main(argv: string[]): Promise<number> {
  const out = (text: string) => void process.stdout.write(text);
  const err = (text: string) => void process.stderr.write(text);
  try {
    if (argv[0] === 'add') {
      const flags = parseAddArgs(argv.slice(1));
      if (flags.help) {
        out(HELP);
        return EXIT_OK;
      }
      return add(flags, { cwd: process.cwd(), out, err });
    }
    const flags = parseInitArgs(argv);
    if (flags.help) {
      out(HELP);
      return EXIT_OK;
    }
    if (flags.version) {
      out(`${packageVersion()}\n`);
      return EXIT_OK;
    }
    return await init(flags, {
      cwd: process.cwd(),
      env: process.env,
      interactive: process.stdin.isTTY === true && process.stdout.isTTY === true,
      out,
      err,
    });
  } catch (error) {
    if (error instanceof UsageError) {
      err(`${red('error')} ${error.message}\n`);
      return EXIT_USAGE;
    }
    if (error instanceof CancelledError) {
      err(`${error.message}\n`);
      return EXIT_CANCELLED;
    }
    // Anything else is a bug or an environment failure (disk full, permissions): say what, without a stack trace
    // unless asked for one.
    const failure = error as NodeJS.ErrnoException;
    err(`${red('error')} ${failure.message}\n`);
    if (process.env.DEBUG) err(`${failure.stack ?? ''}\n`);
    return EXIT_FAILURE;
  }
}
