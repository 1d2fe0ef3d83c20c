// JSON-RPC 2.0 over a Channel, returning answers as data: a result, an error object, a time-out, or a failure.
// Nothing here throws for a misbehaving server — every outcome is something a finding can describe.
import type { LiveProbeAnswer } from '../../core/facts.js';
import type { Channel, ChannelEvents, ChannelOpener } from './channel.js';
import { isObject } from '../../core/json-value.js';
import type { ClientCapabilityName } from '../../core/options.js';
import { replyToServerRequest } from './client-capabilities.js';

/**
 * Requests a server may send before mcp-lint stops answering them. Each answer is cheap, but a server that keeps
 * asking (a loop on roots/list) must not keep the run busy: past this, requests are ignored and the run's own
 * time-outs end it.
 */
export const MAX_SERVER_REQUESTS = 200;

interface Pending {
  settle(answer: LiveProbeAnswer): void;
}

export class RpcClient {
  private channel: Channel | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  /** Set once the channel ended by itself; later requests fail at once with this reason. */
  closedReason: string | undefined;
  /** Non-JSON output, in order (first few kept). */
  readonly garbage: string[] = [];
  garbageCount = 0;
  /** Requests the server sent to mcp-lint (sampling, elicitation, roots, ping, …), counted past the cap too. */
  serverRequestCount = 0;
  /** Which server requests came, by method, in arrival order of first appearance (first few kept). */
  readonly serverRequestMethods = new Map<string, number>();

  /**
   * The 2026-07-28 (stateless) protocol has no `initialize`: every request carries the client's protocol version, info
   * and capabilities in `params._meta`. Set once a server turned out to speak only that protocol.
   */
  envelope: Record<string, unknown> | undefined;

  constructor(private readonly declared: readonly ClientCapabilityName[] = []) {}

  readonly events: ChannelEvents = {
    message: (value) => this.receive(value),
    garbage: (text) => {
      this.garbageCount++;
      if (this.garbage.length < 3) this.garbage.push(text);
    },
    closed: (reason) => {
      this.closedReason ??= reason;
      if (this.pending.size === 0) return;
      const detail = reason + this.stderrHint();
      for (const [id, pending] of this.pending) {
        this.pending.delete(id);
        pending.settle({ kind: 'failed', detail });
      }
    },
  };

  /** The server's last stderr lines, for answers that failed because it died: usually the reason. */
  private stderrHint(): string {
    const lines = (this.channel?.stderrTail() ?? '').split('\n').filter(Boolean).slice(-3);
    return lines.length > 0 ? `; its stderr ended with: ${lines.map((l) => JSON.stringify(l)).join(' ')}` : '';
  }

  async open(opener: ChannelOpener): Promise<void> {
    this.channel = await opener(this.events);
  }

  get connection(): Channel | undefined {
    return this.channel;
  }

  request(method: string, params: Record<string, unknown>, timeoutMs: number): Promise<LiveProbeAnswer> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      if (this.closedReason !== undefined || !this.channel) {
        resolve({ kind: 'failed', detail: this.closedReason ?? 'not connected' });
        return;
      }
      const timer = setTimeout(
        () => {
          this.pending.delete(id);
          // Tell the server to stop working on it (spec: notifications/cancelled); the answer is ignored anyway.
          void this.notify('notifications/cancelled', {
            requestId: id,
            reason: `mcp-lint timed out after ${timeoutMs} ms`,
          });
          resolve({ kind: 'timeout', afterMs: timeoutMs });
        },
        Math.max(1, timeoutMs),
      );
      this.pending.set(id, {
        settle: (answer) => {
          clearTimeout(timer);
          resolve(answer);
        },
      });
      const sent = this.envelope
        ? { ...params, _meta: { ...(isObject(params._meta) ? params._meta : {}), ...this.envelope } }
        : params;
      this.channel.send({ jsonrpc: '2.0', id, method, params: sent }).catch((error: Error) => {
        const pending = this.pending.get(id);
        if (!pending) return;
        this.pending.delete(id);
        pending.settle({ kind: 'failed', detail: error.message });
      });
    });
  }

  async notify(method: string, params?: Record<string, unknown>): Promise<void> {
    if (this.closedReason !== undefined || !this.channel) return;
    await this.channel.send(params ? { jsonrpc: '2.0', method, params } : { jsonrpc: '2.0', method }).catch(() => {});
  }

  private receive(value: unknown): void {
    if (Array.isArray(value)) {
      for (const item of value) this.receive(item);
      return;
    }
    if (!isObject(value)) return; // not JSON-RPC; nothing waits for it
    if (typeof value.method === 'string') {
      if (value.id !== undefined && value.id !== null) this.answerServerRequest(value.id, value.method);
      return; // notifications (logging, list_changed, progress) carry nothing to lint
    }
    const id = typeof value.id === 'number' ? value.id : typeof value.id === 'string' ? Number(value.id) : NaN;
    const pending = this.pending.get(id);
    if (!pending) return; // an answer to a request that already timed out
    this.pending.delete(id);
    if ('error' in value) {
      const error = isObject(value.error) ? value.error : {};
      pending.settle({
        kind: 'error',
        code: typeof error.code === 'number' ? error.code : NaN,
        message: typeof error.message === 'string' ? error.message : JSON.stringify(value.error),
        ...(error.data !== undefined ? { data: error.data } : {}),
      });
    } else {
      pending.settle({ kind: 'result', result: value.result });
    }
  }

  /** Answers at once, so a server waiting on its request (sampling inside a tool call) never hangs the run. */
  private answerServerRequest(id: unknown, method: string): void {
    this.serverRequestCount++;
    if (this.serverRequestMethods.size < 20 || this.serverRequestMethods.has(method)) {
      this.serverRequestMethods.set(method, (this.serverRequestMethods.get(method) ?? 0) + 1);
    }
    if (this.serverRequestCount > MAX_SERVER_REQUESTS) return;
    const reply = { jsonrpc: '2.0', id, ...replyToServerRequest(method, this.declared) };
    void this.channel?.send(reply as Record<string, unknown>).catch(() => {});
  }

  async close(): Promise<void> {
    this.closedReason ??= 'the connection was closed';
    for (const [id, pending] of this.pending) {
      this.pending.delete(id);
      pending.settle({ kind: 'failed', detail: 'the connection was closed' });
    }
    await this.channel?.close();
  }
}
