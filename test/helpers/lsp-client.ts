// Drives `mcp-lint lsp --stdio` as an editor does: LSP messages framed with Content-Length over the child's stdin and
// stdout; requests wait for their response, notifications the server sends are kept to be waited for.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { MCP_LINT_BIN, REPO_ROOT } from './cli.js';

interface Message {
  id?: number;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: { message: string };
}

export interface PublishedDiagnostics {
  uri: string;
  version?: number;
  diagnostics: Array<{
    range: { start: { line: number; character: number }; end: { line: number; character: number } };
    severity: number;
    code?: string;
    message: string;
    source: string;
    data?: unknown;
  }>;
}

export class LspClient {
  private readonly child: ChildProcessWithoutNullStreams;
  private buffer = Buffer.alloc(0);
  private nextId = 1;
  private readonly pending = new Map<number, (message: Message) => void>();
  private readonly published: PublishedDiagnostics[] = [];
  private readonly waiters: Array<{
    test: (p: PublishedDiagnostics) => boolean;
    resolve: (p: PublishedDiagnostics) => void;
  }> = [];
  stderr = '';
  readonly exited: Promise<number | null>;

  constructor(cwd = REPO_ROOT) {
    this.child = spawn(process.execPath, [MCP_LINT_BIN, 'lsp', '--stdio'], {
      cwd,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1' },
    });
    this.child.stdout.on('data', (chunk: Buffer) => this.receive(chunk));
    this.child.stderr.setEncoding('utf8').on('data', (chunk: string) => (this.stderr += chunk));
    this.exited = new Promise((resolve) => this.child.on('close', (code) => resolve(code)));
  }

  request<T>(method: string, params: unknown, timeoutMs = 30_000): Promise<T> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${method}: no response in ${timeoutMs} ms; stderr: ${this.stderr}`)),
        timeoutMs,
      );
      this.pending.set(id, (message) => {
        clearTimeout(timer);
        if (message.error) reject(new Error(message.error.message));
        else resolve(message.result as T);
      });
      this.send({ id, method, params });
    });
  }

  notify(method: string, params: unknown): void {
    this.send({ method, params });
  }

  /** The next diagnostics published for `uri` that pass `test` (already published ones count, oldest first, once). */
  diagnostics(
    uri: string,
    test: (p: PublishedDiagnostics) => boolean = () => true,
    timeoutMs = 30_000,
  ): Promise<PublishedDiagnostics> {
    const match = (p: PublishedDiagnostics) => p.uri === uri && test(p);
    const index = this.published.findIndex(match);
    if (index >= 0) return Promise.resolve(this.published.splice(index, 1)[0]!);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no diagnostics for ${uri} in ${timeoutMs} ms; stderr: ${this.stderr}`)),
        timeoutMs,
      );
      this.waiters.push({ test: match, resolve: (p) => (clearTimeout(timer), resolve(p)) });
    });
  }

  /** Everything published so far and not yet taken. */
  allPublished(): PublishedDiagnostics[] {
    return [...this.published];
  }

  kill(): void {
    this.child.kill('SIGKILL');
  }

  private send(message: Message): void {
    const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', ...message }), 'utf8');
    this.child.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    this.child.stdin.write(body);
  }

  private receive(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const headerEnd = this.buffer.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, headerEnd).toString('ascii'))?.[1]);
      if (this.buffer.length < headerEnd + 4 + length) return;
      const message = JSON.parse(
        this.buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString('utf8'),
      ) as Message;
      this.buffer = this.buffer.subarray(headerEnd + 4 + length);
      this.handle(message);
    }
  }

  private handle(message: Message): void {
    if (message.id !== undefined && message.method === undefined) {
      this.pending.get(message.id)?.(message);
      this.pending.delete(message.id);
    } else if (message.method === 'textDocument/publishDiagnostics') {
      const published = message.params as PublishedDiagnostics;
      const waiter = this.waiters.findIndex((w) => w.test(published));
      if (waiter >= 0) this.waiters.splice(waiter, 1)[0]!.resolve(published);
      else this.published.push(published);
    } else if (message.id !== undefined) {
      // A request from the server (workspace/configuration, …): answer with nothing.
      this.send({ id: message.id, result: null });
    }
  }
}
