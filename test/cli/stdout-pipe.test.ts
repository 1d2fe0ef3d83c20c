// The CLI's report on stdout when stdout is a pipe: it arrives whole before the process exits, even when the pipe is
// full and the reader slow, and a reader that stops early (`mcp-lint … | head`) ends the output quietly.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MCP_LINT_BIN } from '../helpers/cli.js';

let dir: string;
const REQUIRED_ARRAY_ON = ['--rule', 'input-schema-required-array:warning'];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcp-lint-stdout-'));
  // 3,000 tools, each missing its required array (input-schema-required-array, a strict rule turned on below): a JSON
  // report of about 2 MB, far more than a pipe holds.
  const tools = Array.from({ length: 3000 }, (_, i) => ({
    name: `tool_${i}`,
    description: `Reads record ${i} from the store and returns its fields.`,
    inputSchema: { type: 'object', properties: { id: { type: 'string', description: 'The record id.' } } },
  }));
  writeFileSync(join(dir, 'big.json'), JSON.stringify({ tools }));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

interface PipeRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the built CLI with stdout a pipe whose reader waits before reading. `nonBlocking` makes descriptor 1
 * non-blocking first, as a parent's stream can leave a shared pipe; `readFirstChunkOnly` closes the reader after
 * the first chunk, as `head` does.
 */
function runIntoPipe(args: string[], { nonBlocking = false, readFirstChunkOnly = false } = {}): Promise<PipeRun> {
  // Making process.stdout opens descriptor 1 as a libuv pipe, which sets O_NONBLOCK on it.
  const wrapper = join(dir, 'wrapper.cjs');
  writeFileSync(
    wrapper,
    `${nonBlocking ? 'process.stdout;\n' : ''}process.argv[1] = ${JSON.stringify(MCP_LINT_BIN)};\nrequire(${JSON.stringify(MCP_LINT_BIN)});\n`,
  );
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [wrapper, ...args], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.pause();
    // Let the child fill the pipe (64 KiB on Linux) before anything is read.
    setTimeout(() => {
      child.stdout.on('data', (chunk: Buffer) => {
        out.push(chunk);
        if (readFirstChunkOnly) child.stdout.destroy();
      });
      child.stdout.resume();
    }, 300);
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({ code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') }),
    );
  });
}

describe('mcp-lint output into a pipe', () => {
  it.each([false, true])(
    'arrives whole, in order, when the reader is slow (descriptor non-blocking: %s)',
    async (nonBlocking) => {
      const run = await runIntoPipe(['big.json', '--format', 'json', ...REQUIRED_ARRAY_ON], { nonBlocking });
      expect(run.stderr).toBe('');
      expect(run.stdout.length).toBeGreaterThan(200_000);
      const report = JSON.parse(run.stdout) as Array<{ messages: unknown[] }>;
      expect(report[0]!.messages.length).toBeGreaterThanOrEqual(3000);
      expect(run.code).toBe(0);
    },
  );

  it('stops quietly when the reader goes away (`| head`): no error, no stack, the exit code of the lint', async () => {
    const run = await runIntoPipe(['big.json', '--format', 'json', ...REQUIRED_ARRAY_ON], { readFirstChunkOnly: true });
    expect(run.stdout.length).toBeGreaterThan(0);
    expect(run.stdout.length).toBeLessThan(200_000);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
  });
});
