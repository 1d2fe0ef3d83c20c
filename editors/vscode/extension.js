// A thin VS Code extension: it starts `mcp-lint lsp --stdio` (from the workspace's node_modules through npx, else the
// PATH) and lets vscode-languageclient show its diagnostics and code actions. Everything else is the server's.
const { LanguageClient, TransportKind } = require('vscode-languageclient/node');

let client;

exports.activate = function activate() {
  // TransportKind.stdio makes the client add --stdio, which mcp-lint lsp takes.
  const serverOptions = { command: 'npx', args: ['--no', 'mcp-lint', 'lsp'], transport: TransportKind.stdio, options: { shell: process.platform === 'win32' } };
  const clientOptions = {
    documentSelector: ['typescript', 'javascript', 'python', 'json', 'jsonc'].map((language) => ({ scheme: 'file', language })),
  };
  client = new LanguageClient('mcp-lint', 'mcp-lint', serverOptions, clientOptions);
  return client.start();
};

exports.deactivate = function deactivate() {
  return client?.stop();
};
