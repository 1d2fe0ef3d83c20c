// Issue 36 (also seen): an all-optional zod schema was told to write "required": [], which zod cannot express. With
// --source-root the live tool is placed at its registerTool call, so the advice is source mode's, in zod's terms;
// live alone it stays JSON Schema's, since nothing says how the schema was written.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMcpLint } from '../../helpers/cli.js';
import { FIXTURES } from './helpers.js';

const SERVER = `${process.execPath} ${join(FIXTURES, 'all-optional-zod.mjs')}`;

async function requiredArrayFindings(
  extra: string[],
): Promise<Array<{ messageId?: string; message: string; line?: number }>> {
  // input-schema-required-array is in `strict`: on here, as a user who wants it has it.
  const run = await runMcpLint(
    ['--format', 'json', '--rule', 'input-schema-required-array:warning', '--stdio', SERVER, ...extra],
    { timeoutMs: 60_000 },
  );
  expect(run.stderr).toBe('');
  const results = JSON.parse(run.stdout) as Array<{
    messages: Array<{ ruleId: string | null; messageId?: string; message: string; line?: number }>;
  }>;
  return results.flatMap((result) => result.messages).filter((m) => m.ruleId === 'input-schema-required-array');
}

describe('an all-optional zod inputSchema on a live SDK v1 server', () => {
  it('with --source-root: the zod fix (drop .optional(), or .meta({ required: [] })), at the inputSchema', async () => {
    const findings = await requiredArrayFindings(['--source-root', FIXTURES]);
    expect(findings.map((f) => [f.messageId, f.line])).toEqual([['missingAtRootZod', 13]]);
    expect(findings[0]!.message).toContain('.meta({ required: [] })');
    expect(findings[0]!.message).not.toContain('write "required": []');
  });

  it("live alone: JSON Schema's wording", async () => {
    const findings = await requiredArrayFindings([]);
    expect(findings.map((f) => f.messageId)).toEqual(['missingAtRoot']);
    expect(findings[0]!.message).toContain('write "required": []');
  });
});
