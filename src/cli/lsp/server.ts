// The language server: documents in, diagnostics and code actions out. vscode-languageserver speaks the protocol;
// what is linted, and when, is lint-document.ts and scheduler.ts.
import { fileURLToPath } from 'node:url';
import {
  CodeActionKind,
  TextDocumentSyncKind,
  TextDocuments,
  createConnection,
  type CodeAction,
  type InitializeParams,
} from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { packageVersion } from '../../core/package-version.js';
import { escapeText } from '../../core/escape.js';
import { DIAGNOSTIC_SOURCE, toLspDiagnostics, type DiagnosticActions } from './diagnostics.js';
import { lintDocument, type DocumentFindings } from './lint-document.js';
import { LintScheduler } from './scheduler.js';

/** The pause in typing after which a changed document is linted. */
const DEBOUNCE_MS = 250;

export async function startLanguageServer(
  input: NodeJS.ReadableStream,
  output: NodeJS.WritableStream,
  log: (text: string) => void,
): Promise<void> {
  const connection = createConnection(input, output);
  const documents = new TextDocuments(TextDocument);
  let folders: string[] = [];
  const warn = (message: string) => log(`mcp-lint lsp: warning: ${escapeText(message)}\n`);

  const scheduler = new LintScheduler<DocumentFindings>((uri) => {
    const path = filePath(uri);
    if (path === undefined) return undefined;
    const version = () => documents.get(uri)?.version;
    const linted = documents.get(uri);
    return {
      version,
      run: () =>
        lintDocument(path, linted!.getText(), folders, warn).catch((error: Error) => ({
          shown: [],
          suppressed: [],
          problem: `internal error: ${error.message}. This is a bug in mcp-lint; please report it.`,
        })),
      publish: (findings, at) =>
        void connection.sendDiagnostics({ uri, version: at, diagnostics: toLspDiagnostics(findings, linted!) }),
    };
  }, DEBOUNCE_MS);

  connection.onInitialize((params: InitializeParams) => {
    const uris = params.workspaceFolders?.map((folder) => folder.uri) ?? (params.rootUri ? [params.rootUri] : []);
    folders = uris.map(filePath).filter((path): path is string => path !== undefined);
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: { includeText: false } },
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
      },
      serverInfo: { name: 'mcp-lint', version: packageVersion() },
    };
  });

  documents.onDidOpen(({ document }) => scheduler.schedule(document.uri, true));
  documents.onDidChangeContent(({ document }) => scheduler.schedule(document.uri));
  documents.onDidSave(({ document }) => scheduler.schedule(document.uri, true));
  documents.onDidClose(({ document }) => {
    scheduler.forget(document.uri);
    void connection.sendDiagnostics({ uri: document.uri, diagnostics: [] });
  });

  connection.onCodeAction(({ textDocument, context }) => {
    const document = documents.get(textDocument.uri);
    if (!document) return [];
    const actions: CodeAction[] = [];
    for (const diagnostic of context.diagnostics) {
      const data = diagnostic.data as DiagnosticActions | undefined;
      // Edits made for another version of the text would land in the wrong place.
      if (diagnostic.source !== DIAGNOSTIC_SOURCE || data?.version !== document.version) continue;
      for (const fix of data.fixes) {
        actions.push({
          title: fix.title,
          kind: CodeActionKind.QuickFix,
          diagnostics: [diagnostic],
          isPreferred: fix.preferred,
          edit: { changes: { [document.uri]: fix.edits } },
        });
      }
    }
    return actions;
  });

  connection.onShutdown(() => scheduler.idle().then(() => scheduler.dispose()));
  // vscode-languageserver ends the process itself after `exit` (0 after a shutdown, else 1), or when input ends.
  const exited = new Promise<void>((resolve) => connection.onExit(() => resolve()));
  documents.listen(connection);
  connection.listen();
  await exited;
  scheduler.dispose();
}

/** The path of a file: URI; undefined for others (untitled:, git:), which are not linted. */
function filePath(uri: string): string | undefined {
  if (!uri.startsWith('file:')) return undefined;
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined;
  }
}
