// Stdio transport spoken directly: newline-delimited JSON-RPC on the child's stdin/stdout. Doing it here
// (instead of through the SDK client) keeps the raw `tools/list` JSON, avoids importing zod and the SDK
// (~0.2 s), and lets us end the server the moment the last answer arrives.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { MAX_MESSAGE_SIZE, type Channel, type ChannelEvents } from './channel.js';
import { endGroup, registerGroup } from './process-groups.js';
import { StderrTail } from './stderr-tail.js';

export interface StdioSpec {
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** Working directory, resolved against the run's cwd. */
  cwd?: string;
}

/** A line this long without a newline is not a JSON-RPC stream (and would exhaust memory). */
const MAX_LINE_CHARS = MAX_MESSAGE_SIZE;
/** Set in each server's environment to a value unique to that server (documented in docs/live-mode.md). */
export const SERVER_MARKER_VARIABLE = 'MCP_LINT_SERVER_ID';
/** How long a server gets to exit after SIGTERM before its group is SIGKILLed. */
const TERM_GRACE_MS = 1000;

export async function openStdioChannel(spec: StdioSpec, runCwd: string, events: ChannelEvents): Promise<Channel> {
  const cwd = resolve(runCwd, spec.cwd ?? '.');
  const stderr = new StderrTail();
  let ended = false;
  const end = (reason: string) => {
    if (ended) return;
    ended = true;
    events.closed(reason);
  };

  // Inherited by everything the server starts: lets process-groups.ts find descendants that left the group.
  const marker = `${SERVER_MARKER_VARIABLE}=${process.pid}-${randomBytes(8).toString('hex')}`;
  const child = spawn(spec.command, spec.args, {
    cwd,
    // The server runs as the user's shell would run it: their environment plus the target's own variables.
    env: { ...process.env, ...spec.env, [SERVER_MARKER_VARIABLE]: marker.slice(SERVER_MARKER_VARIABLE.length + 1) },
    stdio: ['pipe', 'pipe', 'pipe'],
    // Its own process group, so the whole tree can be ended (see process-groups.ts).
    detached: process.platform !== 'win32',
    windowsHide: true,
  });
  let leaderExitedResolve!: () => void;
  const leaderExited = new Promise<void>((r) => (leaderExitedResolve = r));
  let closing = false;

  child.on('error', (error: NodeJS.ErrnoException) => {
    leaderExitedResolve();
    end(
      error.code === 'ENOENT'
        ? `could not start "${spec.command}": command not found (working directory ${cwd}). Check the command and PATH.`
        : `could not start "${spec.command}": ${error.message}`,
    );
  });
  if (child.pid !== undefined) registerGroup(child.pid, marker);

  // Pieces of the line still being received: a 10,000-tool answer arrives as one line in many chunks, so each
  // chunk is scanned once and joined only when its newline arrives.
  let partial: string[] = [];
  let partialLength = 0;
  const deliver = (line: string) => {
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      events.garbage(line.replace(/\r$/, ''));
      return;
    }
    events.message(value);
  };
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    let start = 0;
    let newline: number;
    while ((newline = chunk.indexOf('\n', start)) !== -1) {
      const piece = chunk.slice(start, newline);
      deliver(partial.length > 0 ? partial.join('') + piece : piece);
      partial = [];
      partialLength = 0;
      start = newline + 1;
    }
    if (start < chunk.length) {
      partial.push(chunk.slice(start));
      partialLength += chunk.length - start;
      if (partialLength > MAX_LINE_CHARS) {
        events.garbage(partial[0]!.slice(0, 200));
        partial = [];
        partialLength = 0;
      }
    }
  });
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => stderr.push(chunk));
  // Writing to a server that already exited raises EPIPE on stdin; the exit itself is what gets reported.
  child.stdin.on('error', () => {});

  child.on('exit', (code, signal) => {
    leaderExitedResolve();
    if (closing) return;
    // Give stdout a moment to drain: the last answer may still be in the pipe.
    setTimeout(() => {
      if (partial.length > 0) deliver(partial.join(''));
      partial = [];
      end(signal ? `it was killed by ${signal}` : `it exited with code ${code}`);
    }, 20);
  });

  return {
    send(message) {
      return new Promise((resolveSend, rejectSend) => {
        if (ended || closing || !child.stdin.writable) {
          rejectSend(new Error('the server is no longer running'));
          return;
        }
        child.stdin.write(JSON.stringify(message) + '\n', (error) =>
          error ? rejectSend(new Error(`could not write to the server: ${error.message}`)) : resolveSend(),
        );
      });
    },
    async close() {
      if (closing) return;
      closing = true;
      ended = true;
      child.stdin.end();
      child.stdout.removeAllListeners('data');
      if (child.pid !== undefined) await endGroup(child.pid, leaderExited, TERM_GRACE_MS);
      child.stdout.destroy();
      child.stderr.destroy();
    },
    stderrTail: () => stderr.text(),
  };
}
