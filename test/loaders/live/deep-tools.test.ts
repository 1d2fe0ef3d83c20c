// A running server whose tools nest deeper than mcp-lint reads: one clear fatal finding (lint) or exit 2 (pin),
// never an internal error from a stack overflow in hashing, token counting or a rule.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runMcpLint } from '../../helpers/cli.js';
import { FIXTURES } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'mcp-lint-deep-live-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const server = ['--stdio', `${process.execPath} ${join(FIXTURES, 'deep-tool.mjs')}`];
const TOO_DEEP = /tools\/list answered tools nested more than 256 levels deep; mcp-lint reads at most 256\./;

describe('a live tool nested 10,000 levels deep', () => {
  it('is one fatal finding when linted, not an internal error', async () => {
    const run = await runMcpLint([...server, '-f', 'json'], { cwd: dir });
    expect(run.stderr).not.toContain('internal error');
    expect(run.code).toBe(2); // its tools could not be read, so nothing was checked
    const [result] = JSON.parse(run.stdout) as Array<{
      messages: Array<{ ruleId: string | null; fatal?: boolean; message: string }>;
    }>;
    expect(result!.messages).toEqual([
      expect.objectContaining({ ruleId: null, fatal: true, message: expect.stringMatching(TOO_DEEP) }),
    ]);
  });

  it('is refused by pin with exit 2, writing no lockfile', async () => {
    const run = await runMcpLint(['pin', ...server], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(TOO_DEEP);
    expect(run.stderr).not.toContain('internal error');
    expect(existsSync(join(dir, 'mcp-tools.lock.json'))).toBe(false);
  });
});
