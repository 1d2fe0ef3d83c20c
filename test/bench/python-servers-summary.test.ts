// The Python-servers benchmark's figures (bench/python-servers/summary.mjs): per-server comparison on top of
// bench/servers/compare.mjs, pooled recall with decorator-registered servers apart, and the goals of issue 27.
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain .mjs bench scripts carry no type declarations
import { compareServer, goals, pooled, pooledLines, table, withVerdicts } from '../../bench/python-servers/summary.mjs';

const object = (properties: Record<string, unknown>) => ({ type: 'object', properties });
const worker = (tools: unknown[], extra: Record<string, unknown> = {}) => ({
  tools,
  unresolvedFindings: [],
  fatal: [],
  errors: [],
  cpuMs: 120,
  maxRssMiB: 80,
  ...extra,
});

describe('compareServer', () => {
  const live = [
    {
      name: 'a',
      description: 'A.',
      inputSchema: object({ x: { type: 'string' } }),
      outputSchema: object({ result: { type: 'string' } }),
    },
    { name: 'b', inputSchema: object({ n: { type: 'integer' } }) },
    { name: 'c', description: 'C.', inputSchema: object({}) },
  ];
  const rebuilt = [
    {
      name: 'a',
      description: 'A.',
      inputSchema: object({ x: { type: 'string' } }),
      outputSchema: object({ result: { type: 'string' } }),
      unresolved: [],
    },
    { name: 'b', description: '', inputSchema: object({ n: { type: 'number' } }), unresolved: [] },
    {
      name: 'c',
      description: 'C.',
      inputSchema: object({}),
      outputSchema: object({}),
      unresolved: ['/inputSchema/properties'],
    },
    { name: 'z', inputSchema: object({}), unresolved: [] },
  ];
  const result = compareServer(live, worker(rebuilt, { unresolvedFindings: ['x.py:3:1 …'] }));

  it('keeps compare.mjs figures and adds outputSchema and description equality of found tools', () => {
    expect(result).toMatchObject({ live: 3, tp: 3, fp: 1, normalEqual: 2, outputEqual: 2, descriptionEqual: 2 });
    expect(result.outputDiffs).toEqual(['c']);
    // An absent description and "" differ: FastMCP 1.x sends "", fastmcp omits the key.
    expect(result.descriptionDiffs).toEqual(['b']);
  });
  it('a server with no tool and no word about why is silent; one that says why is not', () => {
    expect(result.silent).toBe(false);
    expect(compareServer(live, worker([])).silent).toBe(true);
    expect(compareServer(live, worker([], { unresolvedFindings: ['s.py:1:1 the receiver …'] })).silent).toBe(false);
    expect(compareServer(live, worker([], { error: 'boom' })).silent).toBe(false);
  });
  it('an unequal inputSchema not flagged unresolved is named; tools with an unresolved part are counted', () => {
    expect(result.unflaggedSchemaDiffs).toEqual(['b']);
    expect(result.unresolvedTools).toBe(1);
    expect(result.unresolvedFindingCount).toBe(1);
  });
});

describe('pooled figures and goals', () => {
  const row = (name: string, style: string, live: number, tp: number, extra: Record<string, unknown> = {}) => ({
    name,
    style,
    status: 'compared',
    live,
    found: tp,
    tp,
    fp: 0,
    normalEqual: tp,
    outputEqual: tp,
    descriptionEqual: tp,
    unflaggedSchemaDiffs: [],
    unresolvedTools: 0,
    unresolvedFindingCount: 0,
    errors: [],
    ms: 400,
    cpuMs: 300,
    ...extra,
  });
  const results = [
    row('deco', 'decorator', 10, 9),
    row('low', 'lowlevel', 10, 5, {
      fp: 2,
      fpUpperBound: 1,
      found: 7,
      errors: [{ ruleId: 'tool-name-unique', where: 's.py:4:1', message: 'dup', line: 'Tool(name="x")' }],
    }),
    { name: 'slow', style: 'decorator', status: 'timed out', live: 2, ms: 30_000 },
    {
      name: 'quiet',
      style: 'decorator',
      status: 'not captured (failed)',
      rebuilt: 0,
      silent: true,
      ms: 300,
      cpuMs: 200,
      errors: [],
    },
    {
      name: 'nolive',
      style: 'decorator',
      status: 'not captured (failed)',
      rebuilt: 3,
      silent: false,
      ms: 500,
      cpuMs: 400,
      errors: [{ ruleId: 'r', where: 'n.py:1:1', message: 'm', line: '' }],
    },
  ];
  const p = pooled(results);

  it('pools recall overall and over decorator-registered servers, a timed-out server counting as all missed', () => {
    expect(p).toMatchObject({
      servers: 5,
      compared: 2,
      live: 22,
      tp: 14,
      liveDecorator: 12,
      found: 16,
      fp: 2,
      fpUpperBound: 1,
    });
    expect(p.recall).toBeCloseTo(14 / 22);
    expect(p.recallDecorator).toBeCloseTo(9 / 12);
    expect(p.timedOutOrCrashed).toEqual(['slow']);
    expect(p.notCompared.map((r: { name: string }) => r.name)).toEqual(['slow', 'quiet', 'nolive']);
    expect(p.silent).toEqual(['quiet']);
    // Time is judged where source mode read files: the timed-out run has no result to time.
    expect(p).toMatchObject({ ran: 4, maxMs: 500, overBudget: [], cpuOverBudget: [] });
  });
  it('judges each goal: recall, schema equality, unflagged differences, errors, time', () => {
    const met = Object.fromEntries(
      goals(p).map((g: { goal: string; met: boolean }) => [
        g.goal.split(' ')[0] + (g.goal.includes('decorator') ? '-deco' : ''),
        g.met,
      ]),
    );
    expect(met).toEqual({ 'name-deco': false, name: false, inputSchema: true, every: true, no: false, '≤': true });
    expect(goals(pooled([results[0], { ...results[1], ms: 1500 }])).at(-1)).toMatchObject({ value: 1500, met: false });
  });
  it('nothing compared: every goal is unmeasured, not met', () => {
    const nothing = { name: 'x', style: 'decorator', status: 'not captured (failed)' };
    expect(goals(pooled([nothing])).map((g: { met: unknown }) => g.met)).toEqual(Array(6).fill(undefined));
  });
  it('the report lists each error-level finding with its source line, and a row per server', () => {
    const text = pooledLines(p, { ms: 700, cpuMs: 150 }).join('\n');
    expect(text).toContain('- baseline (the worker on a one-line .py file): 0.70 s wall, 0.15 s CPU');
    expect(text).toContain('low s.py:4:1 [tool-name-unique] (not reviewed) dup — `Tool(name="x")`');
    // A server with no capture still shows its error-level findings: a false alarm needs no capture to be seen.
    expect(text).toContain('- silent servers (no tool rebuilt, nothing said why): quiet');
    expect(text).toContain('- error-level findings: 2, 0 reviewed as true, 0 as false alarms');
    expect(text).toContain(
      '- precision 87.5% (14/16; 2 rebuilt tools the servers do not list, 1 of them marked by source mode as possibly unlisted)',
    );
    expect(text).toContain('nolive n.py:1:1 [r] (not reviewed) m');
    const rows = table(results);
    expect(rows).toHaveLength(7);
    expect(rows[2]).toContain('| deco | decorator |  | 10 | 9 | 9 | 0 | 90.0% | 9/9 |');
    expect(rows[5]).toContain('| not captured (failed) | 0 rebuilt (**silent**) |');
    expect(rows[6]).toBe(
      '| nolive | decorator |  | – | not captured (failed) | 3 rebuilt | | | | | | | 1 | 0.50 | 0.40 |',
    );
  });
});

describe('reviewed error-level findings', () => {
  const found = [
    { ruleId: 'stdio-no-console-log', where: 'main.py:12:1', message: 'print' },
    { ruleId: 'stdio-no-console-log', where: 'main.py:120:5', message: 'print' },
  ];
  it('a review matches by rule and file:line, not a longer line number', () => {
    const judged = withVerdicts(found, [
      { ruleId: 'stdio-no-console-log', at: 'main.py:12', verdict: 'true', why: 'prints to stdout' },
    ]);
    expect(judged[0]).toMatchObject({ verdict: 'true', why: 'prints to stdout' });
    expect(judged[1].verdict).toBeUndefined();
  });
  it('the goal is met only when every finding was reviewed as true', () => {
    const row = {
      name: 's',
      style: 'decorator',
      status: 'compared',
      live: 1,
      found: 1,
      tp: 1,
      fp: 0,
      normalEqual: 1,
      outputEqual: 1,
      descriptionEqual: 1,
      unflaggedSchemaDiffs: [],
      unresolvedTools: 0,
      unresolvedFindingCount: 0,
      ms: 1,
      cpuMs: 1,
    };
    const goal = (errors: unknown[]) =>
      goals(pooled([{ ...row, errors }])).find((g: { goal: string }) => g.goal.startsWith('no error-level'));
    expect(goal([{ ...found[0], verdict: 'true' }]).met).toBe(true);
    expect(goal([{ ...found[0], verdict: 'true' }, found[1]]).met).toBe(false);
    expect(goal([{ ...found[0], verdict: 'false' }]).met).toBe(false);
    expect(
      pooledLines(pooled([{ ...row, errors: [{ ...found[0], verdict: 'true', why: 'w' }] }])).join('\n'),
    ).toContain('- error-level findings: 1, 1 reviewed as true, 0 as false alarms');
  });
});
