// Debian's Chromium, headless, driven over the DevTools protocol on a pipe (--remote-debugging-pipe: messages are
// JSON ended by a NUL byte, written to the browser's fd 3 and read from its fd 4), so no port and no client library.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { tempDir } from './temp.js';

const CANDIDATES = [process.env.CHROMIUM_BIN, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The browser binary, or an error that says how to get one (the test fails; it never skips). */
export function chromiumPath(): string {
  const found = CANDIDATES.find((path): path is string => path !== undefined && existsSync(path));
  if (!found) {
    throw new Error(
      "Chromium was not found (looked for $CHROMIUM_BIN, /usr/bin/chromium, /usr/bin/chromium-browser). Install Debian's package: apt-get install -y chromium (.ci/run does so when it runs as root with apt).",
    );
  }
  return found;
}

interface Pending {
  resolve: (value: Record<string, unknown>) => void;
  reject: (error: Error) => void;
}

export interface CdpEvent {
  method: string;
  params: Record<string, unknown>;
  sessionId?: string;
}

export class Chromium {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners: Array<(event: CdpEvent) => void> = [];
  readonly events: CdpEvent[] = [];
  private buffer = '';

  private constructor(private readonly child: ChildProcess) {
    const output = child.stdio[4] as Readable;
    output.setEncoding('utf8').on('data', (chunk: string) => this.receive(chunk));
    child.on('exit', (code, signal) => {
      for (const waiting of this.pending.values())
        waiting.reject(new Error(`Chromium exited (code ${code}, signal ${signal}) before answering`));
      this.pending.clear();
    });
  }

  static launch(): Chromium {
    const child = spawn(
      chromiumPath(),
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--no-default-browser-check',
        '--disable-dev-shm-usage',
        `--user-data-dir=${tempDir('mcp-lint-chromium-')}`,
        '--remote-debugging-pipe',
        'about:blank',
      ],
      { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
    );
    return new Chromium(child);
  }

  private receive(chunk: string): void {
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\0')) >= 0) {
      const message = JSON.parse(this.buffer.slice(0, end)) as {
        id?: number;
        result?: Record<string, unknown>;
        error?: { message: string };
      } & CdpEvent;
      this.buffer = this.buffer.slice(end + 1);
      if (message.id !== undefined) {
        const waiting = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (message.error) waiting?.reject(new Error(`${message.error.message}`));
        else waiting?.resolve(message.result ?? {});
      } else {
        this.events.push(message);
        for (const listener of this.listeners) listener(message);
      }
    }
  }

  send(method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<Record<string, unknown>> {
    const id = this.nextId++;
    const input = this.child.stdio[3] as Writable;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      input.write(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }) + '\0');
    });
  }

  /** The first event of this method (in this session) from now on. */
  waitFor(method: string, sessionId: string, timeoutMs = 30_000): Promise<CdpEvent> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${method} within ${timeoutMs} ms`)), timeoutMs);
      this.listeners.push((event) => {
        if (event.method === method && event.sessionId === sessionId) {
          clearTimeout(timer);
          resolve(event);
        }
      });
    });
  }

  /** A new page, attached (flat sessions), with the domains a test watches enabled. */
  async openPage(): Promise<string> {
    const { targetId } = (await this.send('Target.createTarget', { url: 'about:blank' })) as { targetId: string };
    const { sessionId } = (await this.send('Target.attachToTarget', { targetId, flatten: true })) as {
      sessionId: string;
    };
    for (const domain of ['Page', 'Runtime', 'Log', 'Network']) await this.send(`${domain}.enable`, {}, sessionId);
    return sessionId;
  }

  async close(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    await this.send('Browser.close').catch(() => {});
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }
}
