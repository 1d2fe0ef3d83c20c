// Item 3 of issue 14, through the built CLI: a tool returning 200 KB of text is reported under --probe only.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { runMcpLint } from '../../helpers/cli.js';
import { FIXTURES } from './helpers.js';

const server = `${process.execPath} ${join(FIXTURES, 'large-result.mjs')}`;
interface JsonMessage {
  ruleId: string | null;
  toolName?: string;
  message: string;
}

async function sizeFindings(extra: string[]): Promise<JsonMessage[]> {
  const run = await runMcpLint(['--format', 'json', ...extra, '--stdio', server]);
  expect(run.stderr).toBe('');
  const results = JSON.parse(run.stdout) as Array<{ messages: JsonMessage[] }>;
  return results.flatMap((r) => r.messages).filter((m) => m.ruleId === 'tool-result-size');
}

describe('tool-result-size on a running server', () => {
  it('reports the 200 KB result with its size in tokens under --probe, and only the large tool', async () => {
    const found = await sizeFindings(['--probe']);
    expect(found.map((m) => m.toolName)).toEqual(['export_log']);
    expect(found[0]!.message).toContain('about 51,200 tokens (204,800 characters of text');
    expect(found[0]!.message).toMatch(/Paginate .* or truncate/);
  });

  it('calls nothing and reports nothing without --probe', async () => {
    expect(await sizeFindings([])).toEqual([]);
  });

  it('takes its limit from the rule option maxTokens', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcp-lint-size-'));
    try {
      const config = join(dir, 'mcp-lint.config.json');
      writeFileSync(config, JSON.stringify({ rules: { 'tool-result-size': ['warning', { maxTokens: 60_000 }] } }));
      expect(await sizeFindings(['--probe', '--config', config])).toEqual([]);
      writeFileSync(config, JSON.stringify({ rules: { 'tool-result-size': ['warning', { maxTokens: 1 }] } }));
      expect((await sizeFindings(['--probe', '--config', config])).map((m) => m.toolName).sort()).toEqual([
        'export_log',
        'get_status',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
