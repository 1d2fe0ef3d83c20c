// MCP_LINT_DEBUG's stack trace from the built CLI: the bundle's names are minified, so the bin turns on Node's
// source maps and each frame in the bundle is shown at its place in src/.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MCP_LINT_BIN } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'mcp-lint-debug-stack-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `mcp-lint -` from the built bin with reading stdin made to throw: an internal error, as a bug would be. */
function crashWhileReadingStdin(env: Record<string, string>) {
  const wrapper = join(dir, 'crash.cjs');
  writeFileSync(
    wrapper,
    "process.stdin[Symbol.asyncIterator] = () => { throw new TypeError('stdin exploded'); };\n" +
      `process.argv[1] = ${JSON.stringify(MCP_LINT_BIN)};\nrequire(${JSON.stringify(MCP_LINT_BIN)});\n`,
  );
  const { MCP_LINT_DEBUG: _ignored, ...parent } = process.env;
  return spawnSync(process.execPath, [wrapper, '-'], { cwd: dir, env: { ...parent, ...env }, encoding: 'utf8' });
}

describe('MCP_LINT_DEBUG', () => {
  it('prints the stack of an internal error with each frame of the bundle at its file and line in src/', () => {
    const run = crashWhileReadingStdin({ MCP_LINT_DEBUG: '1' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('mcp-lint: internal error: stdin exploded\nTypeError: stdin exploded\n');
    const frames = run.stderr.split('\n').filter((line) => /^\s+at /.test(line));
    expect(frames.some((frame) => /[\\/]src[\\/]cli[\\/]mcp-lint\.ts:\d+:\d+\)?$/.test(frame))).toBe(true);
    expect(frames.filter((frame) => frame.includes('mcp-lint.cjs'))).toEqual([]);
  });

  it('prints no stack without it, and says how to get one', () => {
    const run = crashWhileReadingStdin({});
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      'mcp-lint: internal error: stdin exploded (set MCP_LINT_DEBUG=1 for the stack trace)\n',
    );
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });
});
