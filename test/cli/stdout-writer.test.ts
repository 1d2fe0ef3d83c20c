// The CLI's stdout writer (src/cli/stdout.ts): straight to descriptor 1, to the stream only when the descriptor
// will not take the text now, never out of order, and quiet when the reader went away.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStdoutWriter, stdoutIsTerminal } from '../../src/cli/stdout.js';
import { writeSync } from 'node:fs';
import { MCP_LINT_BIN, REPO_ROOT } from '../helpers/cli.js';

function errno(code: string): NodeJS.ErrnoException {
  return Object.assign(new Error(code), { code });
}

/** A stream that keeps what it is given. */
function keepingStream() {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcp-lint-stdout-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('createStdoutWriter', () => {
  it('writes every text whole and in order to the descriptor, without making the stream', () => {
    const file = join(dir, 'out.txt');
    const fd = openSync(file, 'w');
    let streamMade = false;
    const out = createStdoutWriter({
      write: (bytes, offset, length) => writeSync(fd, bytes, offset, length),
      stream: () => {
        streamMade = true;
        return new PassThrough();
      },
      streamOnly: false,
    });
    out('first ✓\n');
    out('');
    out('second — “quoted”\n');
    closeSync(fd);
    expect(readFileSync(file, 'utf8')).toBe('first ✓\nsecond — “quoted”\n');
    expect(streamMade).toBe(false);
  });

  it('goes on with a short write until the descriptor has taken every byte', () => {
    const taken: Buffer[] = [];
    // A pipe may take part of a write: three bytes at a time here.
    const out = createStdoutWriter({
      write: (bytes, offset, length) => {
        const n = Math.min(3, length);
        taken.push(Buffer.from(bytes.subarray(offset, offset + n)));
        return n;
      },
      streamOnly: false,
    });
    out('héllo wörld\n');
    expect(Buffer.concat(taken).toString('utf8')).toBe('héllo wörld\n');
  });

  it('sends the rest to the stream when the descriptor is full (EAGAIN), and every later text too, in order', async () => {
    const fdBytes: Buffer[] = [];
    let calls = 0;
    const kept = keepingStream();
    const out = createStdoutWriter({
      write: (bytes, offset, length) => {
        calls++;
        if (calls === 1) {
          fdBytes.push(Buffer.from(bytes.subarray(offset, offset + 4)));
          return 4;
        }
        throw errno('EAGAIN');
      },
      stream: () => kept.stream,
      streamOnly: false,
    });
    out('0123456789\n');
    out('later\n');
    await new Promise((resolve) => setImmediate(resolve));
    expect(Buffer.concat(fdBytes).toString('utf8')).toBe('0123');
    expect(kept.text()).toBe('456789\nlater\n');
    // Once on the stream, the descriptor is not tried again: text could overtake what the stream still holds.
    expect(calls).toBe(2);
  });

  it('stops quietly when the reader went away (EPIPE), and writes nothing more', () => {
    let calls = 0;
    const out = createStdoutWriter({
      write: () => {
        calls++;
        throw errno('EPIPE');
      },
      stream: () => {
        throw new Error('the stream must not be made for a closed pipe');
      },
      streamOnly: false,
    });
    expect(() => out('one\n')).not.toThrow();
    expect(() => out('two\n')).not.toThrow();
    expect(calls).toBe(1);
  });

  it('leaves any other error to the stream, as Node would have handled it before', async () => {
    const kept = keepingStream();
    const out = createStdoutWriter({
      write: () => {
        throw errno('EBADF');
      },
      stream: () => kept.stream,
      streamOnly: false,
    });
    out('text\n');
    await new Promise((resolve) => setImmediate(resolve));
    expect(kept.text()).toBe('text\n');
  });

  it('uses only the stream where asked to (Windows consoles need its UTF-16 conversion)', async () => {
    const kept = keepingStream();
    const out = createStdoutWriter({
      write: () => {
        throw new Error('the descriptor must not be written');
      },
      stream: () => kept.stream,
      streamOnly: true,
    });
    out('a\n');
    out('b\n');
    await new Promise((resolve) => setImmediate(resolve));
    expect(kept.text()).toBe('a\nb\n');
  });
});

describe('stdoutIsTerminal', () => {
  it('is false for a pipe, which is what vitest gives a worker', () => {
    // A worker's stdout is a pipe to vitest (or a file in CI): never a terminal.
    expect(stdoutIsTerminal()).toBe(false);
  });
});

/** Runs the built CLI with descriptor 1 made non-blocking (as a parent's stream can leave a shared pipe), reading slowly. */
function runWithNonBlockingStdout(args: string[], cwd: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  // Making process.stdout opens descriptor 1 as a libuv pipe, which sets O_NONBLOCK on it: the CLI then finds the
  // pipe full (EAGAIN) once the reader lags, and must hand the rest to the stream without losing or reordering it.
  const wrapper = join(dir, 'wrapper.cjs');
  writeFileSync(wrapper, `process.stdout;\nprocess.argv.splice(1, 1);\nrequire(${JSON.stringify(MCP_LINT_BIN)});\n`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [wrapper, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.pause();
    // Let the child fill the pipe (64 KiB on Linux) and hit EAGAIN before anything is read.
    setTimeout(() => {
      child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
      child.stdout.resume();
    }, 300);
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') }));
  });
}

describe('mcp-lint start-up', () => {
  it("never makes the stdout stream for a lint run (Node's stream modules are a fifth of Node 22's start-up)", async () => {
    // Stylish output with colour forced: kleur, the formatter, the CLI and the shim all run, and none may ask
    // process.stdout anything (scripts/bundle-cli.mjs takes kleur's own probe out of the bundle). Making the stream
    // for a pipe loads net and the pipe binding, for a file the sync write stream, for a terminal the tty binding.
    writeFileSync(join(dir, 'tools.json'), readFileSync(join(REPO_ROOT, 'examples', 'tools.json')));
    const wrapper = join(dir, 'modules.cjs');
    writeFileSync(
      wrapper,
      "process.on('exit', () => require('node:fs').writeSync(2, 'stdout stream modules: ' + process.moduleLoadList.filter((m) => /^(NativeModule net|Internal Binding (pipe|tty)_wrap|NativeModule internal\\/fs\\/sync_write_stream)$/.test(m)).join(', ') + '\\n'));\n" +
        `process.argv.splice(1, 1);\nrequire(${JSON.stringify(MCP_LINT_BIN)});\n`,
    );
    const child = spawn(process.execPath, [wrapper, 'tools.json', '--color'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(Buffer.concat(out).toString('utf8')).toContain('\u001b[');
    expect(code).toBe(1);
    expect(Buffer.concat(err).toString('utf8')).toBe('stdout stream modules: \n');
  });
});

describe('mcp-lint output into a pipe that is full', () => {
  it('arrives whole, in order, when the pipe is non-blocking and the reader is slow', async () => {
    // 3,000 tools, each missing its required array: a JSON report of about 2 MB, far more than a pipe holds.
    const tools = Array.from({ length: 3000 }, (_, i) => ({
      name: `tool_${i}`,
      description: `Reads record ${i} from the store and returns its fields.`,
      inputSchema: { type: 'object', properties: { id: { type: 'string', description: 'The record id.' } } },
    }));
    writeFileSync(join(dir, 'big.json'), JSON.stringify({ tools }));
    const run = await runWithNonBlockingStdout(['big.json', '--format', 'json'], dir);
    expect(run.stderr).toBe('');
    expect(run.stdout.length).toBeGreaterThan(200_000);
    const report = JSON.parse(run.stdout) as Array<{ messages: unknown[] }>;
    expect(report[0]!.messages.length).toBeGreaterThanOrEqual(3000);
    expect(run.code).toBe(0);
  });
});
