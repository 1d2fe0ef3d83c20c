// icons-valid, meta-keys-valid and execution-legacy through the built CLI: each finding once, at its line, with its
// level; a src that is no URI reported by icons-valid alone; execution-legacy only under --spec 2026-07-28.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runMcpLint } from '../../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'mcp-lint-spec-details-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TOOLS = `{
  "tools": [
    {
      "name": "export_report",
      "description": "Exports the monthly report as a PDF file.",
      "inputSchema": { "type": "object", "additionalProperties": false },
      "annotations": { "readOnlyHint": true },
      "icons": [
        { "src": "http://example.com/export.png", "sizes": ["48"] },
        { "src": "icons/export.png" },
        { "src": "https://example.com/export.svg" }
      ],
      "_meta": { "io.modelcontextprotocol/cost": 1, "com.example/ok": true },
      "execution": { "taskSupport": "optional" }
    }
  ]
}
`;
const path = join(dir, 'tools.json');
writeFileSync(path, TOOLS);

interface JsonMessage {
  ruleId: string | null;
  level: string;
  line?: number;
  message: string;
}

async function findings(args: string[]): Promise<string[]> {
  const run = await runMcpLint(['--format', 'json', ...args, path], { cwd: dir });
  expect(run.code, run.stderr).toBe(0); // warnings and infos only
  const messages = (JSON.parse(run.stdout) as Array<{ messages: JsonMessage[] }>).flatMap((r) => r.messages);
  return messages.map((m) => `${m.line} ${m.level} ${m.ruleId}`);
}

describe('spec details through mcp-lint', () => {
  it('reports icons and _meta keys at their lines under 2025-11-25, and execution as valid', async () => {
    expect(await findings([])).toEqual([
      '9 warning icons-valid',
      '9 warning icons-valid',
      '10 warning icons-valid',
      '11 warning icons-valid',
      '13 warning meta-keys-valid',
    ]);
  });

  it('adds execution-legacy as info under --spec 2026-07-28', async () => {
    expect(await findings(['--spec', '2026-07-28'])).toContain('14 info execution-legacy');
  });
});
