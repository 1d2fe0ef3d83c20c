// Source-mode precision through the built CLI: the published shapes that used to give false errors, and the
// real problems that must still be errors.
import { describe, expect, test } from 'vitest';
import { runMcpLint } from '../../helpers/cli.js';

interface JsonMessage {
  ruleId: string | null;
  severity: number;
  line?: number;
  column?: number;
  message: string;
}
interface JsonResult {
  filePath: string;
  messages: JsonMessage[];
}

const DIR = 'test/fixtures/source/precision';

async function lint(...files: string[]): Promise<JsonResult[]> {
  // property-description (in `strict`) on: a finding these fixtures could repeat.
  const run = await runMcpLint([
    '--format',
    'json',
    '--rule',
    'property-description:warning',
    ...files.map((f) => `${DIR}/${f}`),
  ]);
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout) as JsonResult[];
}

const found = (results: JsonResult[], ruleId: string) =>
  results.flatMap((r) =>
    r.messages.filter((m) => m.ruleId === ruleId).map((m) => `${r.filePath.split('/').pop()} ${m.line}:${m.column}`),
  );

describe('mcp-lint source precision (built CLI)', () => {
  test('no tool-name-unique for a helper called with two registrars or for alternative branches; real ones stay', async () => {
    const results = await lint('two-registrars.ts', 'branches.ts', 'compiled-main.js', 'real-duplicates.ts');
    expect(found(results, 'tool-name-unique')).toEqual([
      'real-duplicates.ts 9:21',
      'real-duplicates.ts 12:23',
      'real-duplicates.ts 22:20',
    ]);
  });

  test('a directory with a server shared across files: the duplicate is reported once, in the later file', async () => {
    const results = await lint('shared-server');
    expect(found(results, 'tool-name-unique')).toEqual(['tools-b.ts 5:21']);
  });

  test('stdio-no-console-log only where stdio is in use: the SSE and HTTP branches are silent, and the signal handler (may, not surely, run during stdio) is not said by default', async () => {
    const results = await lint('transport-choice.ts');
    expect(found(results, 'stdio-no-console-log')).toEqual([]);
  });

  test('no finding is printed twice', async () => {
    const results = await lint('repeated-findings.ts', 'two-registrars.ts');
    for (const result of results) {
      const keys = result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.message}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
    expect(found(results, 'property-description')).toEqual(['repeated-findings.ts 9:18']);
  });
});
