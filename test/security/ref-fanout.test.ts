// Issue 34, "What to build" 3 (the audit of recursive walks): `$ref`s that share a definition fan out. Cycles were
// already refused or cut, but an `allOf` of N `$ref`s back to its own definition cost required-property-exists N^4
// visits (100 refs: 18 s; 200 refs: minutes), and --probe's smallest-instance builder visited 10^N subschemas for N
// definitions that each require ten properties referring to the next. Both now have a work budget.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMcpLint } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp.js';
import { minimalInstance } from '../../src/loaders/live/probes/instance.js';

describe('$ref fan-out is bounded', () => {
  it('an allOf of 200 $refs back to its own definition is linted in seconds', async () => {
    const dir = tempDir('mcp-lint-ref-fanout-');
    const allOf = Array.from({ length: 200 }, () => ({ $ref: '#/$defs/node' }));
    const inputSchema = {
      type: 'object',
      required: ['missing'],
      $ref: '#/$defs/node',
      $defs: { node: { type: 'object', properties: { id: { type: 'string', description: 'Id.' } }, allOf } },
    };
    writeFileSync(
      join(dir, 'tools.json'),
      JSON.stringify({ tools: [{ name: 'get_node', description: 'Gets a node.', inputSchema }] }),
    );
    const started = Date.now();
    const run = await runMcpLint(['tools.json', '--format', 'json'], { cwd: dir, timeoutMs: 50_000 });
    expect(run.signal).toBeNull();
    expect((Date.now() - started) / 1000).toBeLessThan(20);
    const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>;
    // Still the right finding: "missing" is declared nowhere on any path.
    expect(result!.messages.map((m) => m.ruleId)).toContain('required-property-exists');
  }, 60_000);

  it("--probe's smallest instance of 15 definitions, each requiring ten refs to the next, stops at its budget", () => {
    const names = Array.from({ length: 10 }, (_, i) => `p${i}`);
    const $defs = Object.fromEntries(
      Array.from({ length: 15 }, (_, i) => [
        `d${i}`,
        i === 14
          ? { type: 'string' }
          : {
              type: 'object',
              required: names,
              properties: Object.fromEntries(names.map((name) => [name, { $ref: `#/$defs/d${i + 1}` }])),
            },
      ]),
    );
    const started = Date.now();
    const built = minimalInstance({ $ref: '#/$defs/d0', $defs });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(built).toEqual({
      ok: false,
      reason: 'its smallest valid instance is too large to build (more than 10,000 subschemas)',
    });
  });
});
