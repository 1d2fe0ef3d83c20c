// `mcp-lint lsp --stdio` driven as an editor drives it (initialize, didOpen, didChange, codeAction, shutdown, exit)
// for a tools/list capture, a TS server and a Python server: diagnostics where `mcp-lint` puts its findings, code
// actions for fixes and suggestions, the config file, and mcp-lint-suppressions.json's findings as hints.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT, runMcpLint } from '../../helpers/cli.js';
import { LspClient, type PublishedDiagnostics } from '../../helpers/lsp-client.js';
import { tempDir } from '../../helpers/temp.js';
import { isVendorFile, runMcpLintTraced } from '../../helpers/module-trace.js';

const fixture = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');
const codes = (published: PublishedDiagnostics) =>
  published.diagnostics.map((d) => `${d.code} ${d.severity} ${d.range.start.line + 1}`).sort();

interface CodeAction {
  title: string;
  isPreferred?: boolean;
  edit: {
    changes: Record<
      string,
      Array<{
        range: { start: { line: number; character: number }; end: { line: number; character: number } };
        newText: string;
      }>
    >;
  };
}

/** The text with one action's edits applied (each edit on one document's text, as an editor applies them). */
function applied(text: string, action: CodeAction, uri: string): string {
  const lines = text.split('\n');
  const offset = (p: { line: number; character: number }) =>
    lines.slice(0, p.line).reduce((sum, line) => sum + line.length + 1, 0) + p.character;
  const edits = [...action.edit.changes[uri]!].sort((a, b) => offset(b.range.start) - offset(a.range.start));
  return edits.reduce(
    (result, edit) => result.slice(0, offset(edit.range.start)) + edit.newText + result.slice(offset(edit.range.end)),
    text,
  );
}

const clients: LspClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.kill();
});

async function started(folder: string): Promise<LspClient> {
  const client = new LspClient(folder);
  clients.push(client);
  const init = await client.request<{
    capabilities: { codeActionProvider: unknown; textDocumentSync: { change: number } };
  }>('initialize', {
    processId: process.pid,
    rootUri: pathToFileURL(folder).href,
    workspaceFolders: [{ uri: pathToFileURL(folder).href, name: 'project' }],
    capabilities: {},
  });
  expect(init.capabilities.textDocumentSync.change).toBe(2);
  expect(init.capabilities.codeActionProvider).toBeTruthy();
  client.notify('initialized', {});
  return client;
}

function project(files: Record<string, string>): string {
  const dir = tempDir('mcp-lint-lsp-');
  writeFileSync(join(dir, 'package.json'), '{"name":"demo","private":true}\n');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const open = (client: LspClient, uri: string, languageId: string, text: string) =>
  client.notify('textDocument/didOpen', { textDocument: { uri, languageId, version: 1, text } });

describe('mcp-lint lsp --stdio', () => {
  it('a tools/list capture: diagnostics on open where mcp-lint puts them, again after a change, none after close', async () => {
    const capture = fixture('examples/tools.json');
    const dir = project({ 'tools.json': capture });
    const uri = pathToFileURL(join(dir, 'tools.json')).href;
    const client = await started(dir);
    open(client, uri, 'json', capture);
    const first = await client.diagnostics(uri);
    // The CLI's findings for the same file, at the same lines.
    const cli = JSON.parse((await runMcpLint(['--format', 'json', 'tools.json'], { cwd: dir })).stdout)[0]
      .messages as Array<{ ruleId: string; level: 'error' | 'warning' | 'info'; line: number }>;
    const lspSeverity = { error: 1, warning: 2, info: 3 };
    expect(codes(first)).toEqual(cli.map((m) => `${m.ruleId} ${lspSeverity[m.level]} ${m.line}`).sort());
    expect(codes(first)).toContain('tool-description 1 116');
    const described = first.diagnostics.find((d) => d.code === 'tool-description')!;
    expect(described.range.start).toEqual({ line: 115, character: 21 });
    expect(described.source).toBe('mcp-lint');

    // The editor's unsaved text is linted, not the file on disk.
    const fixed = capture.replace(
      '"description": "   "',
      '"description": "Lists the comments of an issue, newest first."',
    );
    client.notify('textDocument/didChange', { textDocument: { uri, version: 2 }, contentChanges: [{ text: fixed }] });
    const second = await client.diagnostics(uri, (p) => p.version === 2);
    expect(codes(second)).not.toContain('tool-description 1 116');
    expect(second.diagnostics).toHaveLength(first.diagnostics.length - 1);

    // Text that is not JSON any more is one finding, not a crash.
    client.notify('textDocument/didChange', {
      textDocument: { uri, version: 3 },
      contentChanges: [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } }, text: '[' }],
    });
    const broken = await client.diagnostics(uri, (p) => p.version === 3);
    expect(broken.diagnostics).toHaveLength(1);
    expect(broken.diagnostics[0]!.severity).toBe(1);

    client.notify('textDocument/didClose', { textDocument: { uri } });
    expect((await client.diagnostics(uri, (p) => p.diagnostics.length === 0)).diagnostics).toEqual([]);
    await expect(client.request('shutdown', null)).resolves.toBeNull();
    client.notify('exit', null);
    expect(await client.exited).toBe(0);
  }, 120_000);

  it('a TS server: a fix and suggestions as code actions, the config file honoured, debounced changes', async () => {
    const bare = fixture('test/fixtures/fix/handler-returns-bare-string/before.ts');
    const zodApi = fixture('test/fixtures/fix/json-schema-in-zod-api/before.ts');
    const dir = project({
      'server.ts': bare,
      'zod-api.ts': zodApi,
      'mcp-lint.config.json': '{ "rules": { "handler-returns-bare-string": "warning" } }\n',
    });
    const uri = pathToFileURL(join(dir, 'server.ts')).href;
    const client = await started(dir);
    open(client, uri, 'typescript', bare);
    const published = await client.diagnostics(uri);
    // The config lowers the rule to a warning (LSP severity 2).
    expect(codes(published)).toEqual([
      'handler-returns-bare-string 2 17',
      'handler-returns-bare-string 2 28',
      'handler-returns-bare-string 2 9',
    ]);

    const first = published.diagnostics.find((d) => d.range.start.line === 8)!;
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri },
      range: first.range,
      context: { diagnostics: [first] },
    });
    expect(actions.map((a) => [a.title, a.isPreferred])).toEqual([
      ['Fix this handler-returns-bare-string problem', true],
    ]);
    expect(applied(bare, actions[0]!, uri)).toContain(
      "async ({ name }) => ({ content: [{ type: 'text', text: `Hello, ${name}!` }] }),",
    );

    // Typing: several changes in a row are linted once, for the last text.
    const lines = bare.split('\n');
    for (let version = 2; version <= 5; version++) {
      client.notify('textDocument/didChange', {
        textDocument: { uri, version },
        contentChanges: [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: '\n' }],
      });
    }
    const typed = await client.diagnostics(uri, (p) => p.version !== undefined && p.version > 1);
    expect(typed.version).toBe(5);
    expect(codes(typed)).toEqual([
      'handler-returns-bare-string 2 13',
      'handler-returns-bare-string 2 21',
      'handler-returns-bare-string 2 32',
    ]);
    // Actions computed for version 1 are not offered on version 5's text.
    expect(
      await client.request<CodeAction[]>('textDocument/codeAction', {
        textDocument: { uri },
        range: first.range,
        context: { diagnostics: [first] },
      }),
    ).toEqual([]);
    expect(lines).toHaveLength(bare.split('\n').length);

    const zodUri = pathToFileURL(join(dir, 'zod-api.ts')).href;
    open(client, zodUri, 'typescript', zodApi);
    const zod = await client.diagnostics(zodUri);
    const finding = zod.diagnostics.find((d) => d.code === 'json-schema-in-zod-api')!;
    const suggested = await client.request<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri: zodUri },
      range: finding.range,
      context: { diagnostics: [finding] },
    });
    expect(suggested.map((a) => a.isPreferred)).toEqual([false]);
    expect(suggested[0]!.title).toMatch(/^Write the parameters as zod/);
    expect(applied(zodApi, suggested[0]!, zodUri)).toBe(
      fixture('test/fixtures/fix/json-schema-in-zod-api/after-suggestion.ts'),
    );
  }, 120_000);

  it('a Python server: mcp-lint-suppressions.json findings as hints, a new one as an error with its fix', async () => {
    const python = fixture('test/fixtures/python-rules/mistakes/server.py');
    const dir = project({ 'server.py': python });
    expect((await runMcpLint(['--suppress-all', 'server.py'], { cwd: dir })).code).toBe(0);
    const uri = pathToFileURL(join(dir, 'server.py')).href;
    const client = await started(dir);
    const edited = python.replace(
      'print("Weather server starting")',
      'print("Weather server starting")\nprint("Listening")',
    );
    open(client, uri, 'python', edited);
    const published = await client.diagnostics(uri);
    expect(codes(published)).toEqual([
      'handler-error-result 4 22',
      'handler-error-result 4 23',
      'stdio-no-console-log 1 11',
      'stdio-no-console-log 4 10',
    ]);
    expect(
      published.diagnostics
        .filter((d) => d.severity === 4)
        .every((d) => d.message.startsWith('(suppressed in mcp-lint-suppressions.json) ')),
    ).toBe(true);
    const added = published.diagnostics.find((d) => d.severity === 1)!;
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri },
      range: added.range,
      context: { diagnostics: [added] },
    });
    expect(actions).toHaveLength(1);
    expect(applied(edited, actions[0]!, uri)).toContain('print("Listening", file=sys.stderr)');
    // Hints offer no action: a suppressed finding is not a prompt to change the code.
    const hint = published.diagnostics.find((d) => d.severity === 4)!;
    expect(
      await client.request<CodeAction[]>('textDocument/codeAction', {
        textDocument: { uri },
        range: hint.range,
        context: { diagnostics: [hint] },
      }),
    ).toEqual([]);
  }, 120_000);

  it('a client config: its entries judged, no server started; a server.json against its schema; other JSON passed over', async () => {
    const config = JSON.stringify(
      {
        servers: {
          prompted: { command: 'node', args: ['${input:token}'] },
          // Would leave a file behind if anything started it.
          off: {
            type: 'stdio',
            command: process.execPath,
            args: ['-e', "require('fs').writeFileSync('started', '')"],
            disabled: true,
          },
          live: {
            type: 'stdio',
            command: process.execPath,
            args: ['-e', "require('fs').writeFileSync('started', '')"],
          },
        },
      },
      null,
      2,
    );
    const dir = project({ 'server.json': '{ "name": "demo" }\n', 'tsconfig.json': '{ "compilerOptions": {} }\n' });
    mkdirSync(join(dir, '.vscode'));
    writeFileSync(join(dir, '.vscode', 'mcp.json'), config);
    const client = await started(dir);
    const configUri = pathToFileURL(join(dir, '.vscode', 'mcp.json')).href;
    open(client, configUri, 'json', config);
    const fromConfig = await client.diagnostics(configUri);
    expect(fromConfig.diagnostics.map((d) => d.message).join('\n')).toMatch(/\$\{input:token\}/);
    expect(fromConfig.diagnostics.some((d) => d.code === 'server-disabled-in-config')).toBe(true);
    expect(existsSync(join(dir, 'started'))).toBe(false);

    const registryUri = pathToFileURL(join(dir, 'server.json')).href;
    open(client, registryUri, 'json', '{ "name": "demo" }\n');
    expect((await client.diagnostics(registryUri)).diagnostics.some((d) => d.code === 'server-json-valid')).toBe(true);

    const tsconfigUri = pathToFileURL(join(dir, 'tsconfig.json')).href;
    open(client, tsconfigUri, 'json', '{ "compilerOptions": {} }\n');
    expect((await client.diagnostics(tsconfigUri)).diagnostics).toEqual([]);
    expect(existsSync(join(dir, 'started'))).toBe(false);
  }, 120_000);

  it('adds nothing to a lint run: linting JSON does not load the vendored language server', async () => {
    const run = await runMcpLintTraced(['examples/tools.json']);
    expect(run.code).toBe(1);
    expect(run.modules.length).toBeGreaterThan(0);
    expect([...run.modules, ...run.vendorReads].filter((module) => isVendorFile(module, 'lsp'))).toEqual([]);
  });

  it('refuses another transport with one line and exit 2', async () => {
    const run = await runMcpLint(['lsp', '--socket=5000']);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toEqual([
      'mcp-lint: lsp does not take "--socket=5000". It speaks over standard input and output only: start it with --stdio. Run mcp-lint lsp --help for usage.',
    ]);
    const help = await runMcpLint(['lsp', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('docs/editors.md');
  });
});
