// `mcp-lint serve`'s lint_files honours the project's mcp-lint-suppressions.json as `mcp-lint` run there does.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMcpLint } from '../../helpers/cli.js';
import { tempDir } from '../../helpers/temp.js';

const jsonRpc = (...messages: object[]) =>
  messages.map((m) => JSON.stringify({ jsonrpc: '2.0', ...m })).join('\n') + '\n';
const INITIALIZE = {
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } },
};
const INITIALIZED = { method: 'notifications/initialized' };
const tools = (names: string[]) =>
  JSON.stringify({
    tools: names.map((name) => ({ name, description: `Does ${name}.`, inputSchema: { type: 'array' } })),
  });

describe('mcp-lint serve and mcp-lint-suppressions.json', () => {
  it('lint_files leaves out the suppressed findings and reports the new one', async () => {
    const dir = tempDir('mcp-lint-serve-suppressions-');
    writeFileSync(join(dir, 'package.json'), '{"name":"demo","private":true}\n');
    writeFileSync(join(dir, 'tools.json'), tools(['search']));
    expect((await runMcpLint(['--suppress-all', 'tools.json'], { cwd: dir })).code).toBe(0);
    writeFileSync(join(dir, 'tools.json'), tools(['fetch', 'search']));
    const input = jsonRpc(INITIALIZE, INITIALIZED, {
      id: 2,
      method: 'tools/call',
      params: { name: 'lint_files', arguments: { paths: ['tools.json'] } },
    });
    const run = await runMcpLint(['serve'], { cwd: dir, input });
    expect(run.code).toBe(0);
    const answer = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
      .find((a) => a.id === 2);
    const findings = answer.result.structuredContent.results[0].findings as Array<{
      ruleId: string;
      tool?: string;
      toolName?: string;
    }>;
    // Every finding of the new tool, none of the suppressed one's (the same mistakes).
    expect(findings.map((f) => f.ruleId)).toContain('input-schema-root-object');
    expect(new Set(findings.map((f) => f.tool ?? f.toolName))).toEqual(new Set(['fetch']));
  }, 60_000);
});
