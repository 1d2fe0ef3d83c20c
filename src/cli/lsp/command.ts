// `mcp-lint lsp --stdio`: mcp-lint as a language server, for editors. stdout carries the protocol only; the exit code
// is 0 after the editor's shutdown and exit (docs/editors.md).
import type { CliIo } from '../io.js';
import { helpOrVersion } from '../help-or-version.js';
import { UsageError } from '../../core/usage-error.js';

const HELP = `Usage: mcp-lint lsp --stdio

Runs mcp-lint as a language server (LSP) over standard input and output, as editors start language servers.
Diagnostics for TS/JS and Python server source, tools/list captures, server.json, manifest.json and MCP client
configs, on open, on each change (debounced) and on save; code actions for every fix and suggestion. Reads only
inside the workspace folders, runs nothing from them, and honours mcp-lint.config.json, inline mcp-lint-disable
comments and mcp-lint-suppressions.json as mcp-lint does (suppressed findings are shown as hints).
Set-up for VS Code, Neovim, Zed and Helix: docs/editors.md.

Options:
  --stdio        talk LSP over standard input and output (the only transport; the default)
  -h, --help     show this help
  -v, --version  print the version
`;

/** What editors' LSP clients add to the command line besides the transport (vscode-languageclient). */
const CLIENT_EXTRAS = /^--clientProcessId(=\d+)?$/;

export async function runLsp(argv: string[], io: CliIo): Promise<number> {
  const asked = helpOrVersion(argv, HELP, io);
  if (asked !== undefined) return asked;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--stdio' || CLIENT_EXTRAS.test(arg)) continue;
    if (arg === '--clientProcessId') {
      i++;
      continue;
    }
    const transport = /^--(node-ipc|socket|pipe)\b/.test(arg);
    throw new UsageError(
      `lsp does not take ${JSON.stringify(arg)}.${transport ? ' It speaks over standard input and output only: start it with --stdio.' : ''} Run mcp-lint lsp --help for usage.`,
    );
  }
  const { startLanguageServer } = await import('./server.js');
  await startLanguageServer(process.stdin, process.stdout, io.stderr);
  return 0;
}
