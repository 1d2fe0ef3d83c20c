// Issue 36 item 3: a zod inputSchema root that is no object (z.array), which SDK v1 publishes as an empty object.
// Hybrid mode says what source mode says (every call fails); live alone says what the empty schema usually means and
// never advises closing it.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMcpLint } from '../../helpers/cli.js';
import { FIXTURES } from './helpers.js';

interface Finding {
  ruleId: string | null;
  messageId?: string;
  toolName?: string;
  message: string;
  line?: number;
}

const SERVER = `${process.execPath} ${join(FIXTURES, 'non-object-root.mjs')}`;

async function lint(extra: string[]): Promise<{ code: number | null; findings: Finding[] }> {
  // no-parameters-closed is in `strict`: on here, as the user had it.
  const run = await runMcpLint(
    ['--format', 'json', '--rule', 'no-parameters-closed:info', '--stdio', SERVER, ...extra],
    { timeoutMs: 60_000 },
  );
  expect(run.stderr).toBe('');
  return {
    code: run.code,
    findings: (JSON.parse(run.stdout) as Array<{ messages: Finding[] }>).flatMap((result) => result.messages),
  };
}

describe('a z.array inputSchema root on a live SDK v1 server', () => {
  it('with --source-root: the error source mode reports, at the registration, and no advice to close the schema', async () => {
    const { code, findings } = await lint(['--source-root', FIXTURES]);
    expect(code).toBe(1);
    expect(findings.map((f) => [f.ruleId, f.messageId, f.toolName, f.line])).toEqual([
      ['input-schema-root-object', 'zodRootV1', 'tag_items', 11],
    ]);
    expect(findings[0]!.message).toContain('so every call fails as invalid arguments');
  });

  it('with --source-root and --probe: the refused call is the same cause, said once (input-schema-root-object)', async () => {
    const { findings } = await lint(['--source-root', FIXTURES, '--probe']);
    expect(findings.map((f) => [f.ruleId, f.toolName])).toEqual([['input-schema-root-object', 'tag_items']]);
  });

  it('live alone: the published schema has no parameters, and what that usually means', async () => {
    const { code, findings } = await lint([]);
    expect(code).toBe(0);
    expect(findings.map((f) => [f.ruleId, f.messageId, f.toolName])).toEqual([
      ['no-parameters-closed', 'openLive', 'tag_items'],
    ]);
    expect(findings[0]!.message).toContain('The server publishes no parameters for this tool');
    expect(findings[0]!.message).toContain('z.array(…)');
    expect(findings[0]!.message).not.toContain('additionalProperties');
  });
});
