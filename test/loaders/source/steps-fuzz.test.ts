// A small seeded property test of the evaluation budget: random programs of constants that share and double
// each other (objects, arrays, strings, zod schemas) and of (mutually) recursive functions always end, with no
// fatal finding, and the well-formed tool registered after them is still read exactly.
import { afterAll, describe, expect, test } from 'vitest';
import { MAX_STEPS_PER_FILE } from '../../../src/loaders/source/steps.js';
import { LARGEST_STEP, cleanScratch, countingSteps, loadText } from './helpers.js';
import { seededRandom as generator } from '../../helpers/seeded-random.js';
import type { JsonObject } from '../../../src/core/json-value.js';

afterAll(cleanScratch);

type Pool = 'obj' | 'arr' | 'str' | 'zod' | 'fn';

function program(seed: number): string {
  const random = generator(seed);
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]!;
  const names: Record<Pool, string[]> = {
    obj: ['{ type: "string" }'],
    arr: ['["x"]'],
    str: ['"ab"'],
    zod: ['z.string()'],
    fn: [],
  };
  const functionCount = 1 + Math.floor(random() * 4);
  for (let i = 0; i < functionCount; i++) names.fn.push(`f${i}`);
  const call = () => `${pick(names.fn)}(n)`;
  const lines: string[] = [];
  // Functions may call any function, themselves and later ones included: recursion and mutual recursion.
  for (const fn of names.fn) {
    const body = pick([
      () => `[${call()}, ${call()}]`,
      () => `${call()} + ${call()}`,
      () => `{ left: ${call()}, right: ${call()} }`,
      () => `z.object({ a: ${call()}, b: ${call()} })`,
      () => `[...${call()}, ...${call()}]`,
      () => `${call()}`,
    ])();
    lines.push(`function ${fn}(n: number): any { return ${body}; }`);
  }
  const declarations = 10 + Math.floor(random() * 35);
  for (let i = 0; i < declarations; i++) {
    const pool = pick<Pool>(['obj', 'arr', 'str', 'zod', 'obj', 'arr', 'str', 'zod', 'fn']);
    const name = `c${i}`;
    const a = () => pick(names[pool === 'fn' ? 'obj' : pool]);
    let init: string;
    switch (pool) {
      case 'obj':
        init = pick([
          `{ x: ${a()}, y: ${a()} }`,
          `{ ...${a()}, z: ${a()} }`,
          `Object.assign({}, ${a()}, { w: ${a()} })`,
        ]);
        break;
      case 'arr':
        init = pick([`[...${a()}, ...${a()}]`, `[${a()}, ${a()}]`, `${a()}.concat(${a()})`]);
        break;
      case 'str':
        init = pick([`${a()} + ${a()}`, `\`\${${a()}}-\${${a()}}\``, `[${a()}, ${a()}].join("")`]);
        break;
      case 'zod':
        init = pick([
          `z.object({ a: ${a()}, b: ${a()} })`,
          `${a()}.or(${a()})`,
          `z.array(${a()})`,
          `z.union([${a()}, ${a()}])`,
        ]);
        break;
      default:
        init = `${pick(names.fn)}(0)`;
    }
    lines.push(`const ${name} = ${init};`);
    (pool === 'fn' ? names.obj : names[pool]).push(name);
  }
  const registrations = [
    `server.registerTool("str", { description: ${pick(names.str)}, inputSchema: { q: z.string() } }, async () => ({ content: [] }));`,
    `server.registerTool("zod", { description: "Schema from a random chain", inputSchema: { q: ${pick(names.zod)} } }, async () => ({ content: [] }));`,
    `server.registerTool("obj", { description: "Annotations from a random chain", inputSchema: { q: z.string() }, annotations: ${pick(names.obj)} }, async () => ({ content: [] }));`,
    `server.registerTool("arr", { description: "Enum from a random chain", inputSchema: { q: z.enum(${pick(names.arr)}) } }, async () => ({ content: [] }));`,
    `server.registerTool("fn", { description: "Schema from a random function", inputSchema: ${call().replace('(n)', '(0)')} }, async () => ({ content: [] }));`,
  ];
  return [
    'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
    'import { z } from "zod";',
    'const server = new McpServer({ name: "fuzz", version: "1.0.0" });',
    ...lines,
    ...registrations,
    'server.registerTool("sentinel", { description: "Registered after everything random", inputSchema: { sentinel: z.string().describe("Always readable") } }, async () => ({ content: [] }));',
    '',
  ].join('\n');
}

describe('budget fuzz (seeded)', () => {
  const seeds = Array.from({ length: 16 }, (_, i) => 0x5eed + i * 7919);

  test.each(seeds)('seed %i ends, without a fatal finding, and the last tool is read exactly', async (seed) => {
    const text = program(seed);
    // Without the budget most of these programs never end: the work is bounded by the evaluator's own step count
    // (countingSteps also stops a runaway evaluation, so a regression fails instead of hanging).
    const { result: source, peakSteps } = await countingSteps(() => loadText(text));
    expect(peakSteps, text).toBeLessThanOrEqual(MAX_STEPS_PER_FILE + LARGEST_STEP);
    expect(
      source.diagnostics.filter((d) => d.fatal || /could not analyse/.test(d.message)),
      text,
    ).toEqual([]);
    const names = source.tools.map((tool) => (tool.definition as JsonObject).name);
    expect(names, text).toContain('sentinel');
    const sentinel = source.tools.find((tool) => (tool.definition as JsonObject).name === 'sentinel')!;
    expect(sentinel.sourceFacts?.unresolved ?? []).toEqual([]);
    expect(((sentinel.definition as JsonObject).inputSchema as { properties: unknown }).properties).toEqual({
      sentinel: { type: 'string', description: 'Always readable' },
    });
  });
});
