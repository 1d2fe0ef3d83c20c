// Issue 8 item 1: source whose value is exponential (recursion, doubling constants, doubled strings and arrays)
// ends in an `info` finding naming the part, within 2 s and 300 MB, and every other tool of the file is still
// reported. Each shape runs through the built CLI, as a user would run it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { MCP_LINT_BIN, REPO_ROOT } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'mcp-lint-budget-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The issue's own bounds for these files; a normal file takes a fraction of them.
const MAX_WALL_MS = 2_000;
const MAX_RSS_KB = 300 * 1024;

interface Message { ruleId: string | null; level: string; message: string; line?: number; column?: number; fatal?: boolean }
interface Run { code: number | null; wallMs: number; rssKb: number; files: Array<{ toolCount: number; messages: Message[] }> }

const TIME = '/usr/bin/time';
// Without GNU time, the CLI runs inside a wrapper that reports its own peak RSS on exit (same process).
const RSS_WRAPPER = join(dir, 'rss-wrapper.mjs');
writeFileSync(RSS_WRAPPER, [
  "import { writeSync } from 'node:fs';",
  "process.on('exit', () => writeSync(2, `\\n${process.resourceUsage().maxRSS}\\n`));",
  'const bin = process.argv[2];',
  'process.argv.splice(1, 2, bin);',
  'await import(bin);',
].join('\n'));

/** Runs `mcp-lint <file> --format json`, measuring wall time and peak RSS of the CLI process. */
function lintCli(file: string): Promise<Run> {
  const args = ['--format', 'json'];
  const [command, argv] = existsSync(TIME)
    ? [TIME, ['-f', '%M', process.execPath, MCP_LINT_BIN, file, ...args]]
    : [process.execPath, [RSS_WRAPPER, MCP_LINT_BIN, file, ...args]];
  return new Promise((resolve, reject) => {
    const started = performance.now();
    // Its own process group, so the safety net below also stops the CLI that GNU time started.
    const child = spawn(command, argv, { cwd: REPO_ROOT, env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    // A safety net far above the bound, so a regression fails here instead of hanging the suite.
    const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 20_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      const wallMs = performance.now() - started;
      const rssKb = Number(stderr.trim().split('\n').pop());
      try {
        resolve({ code, wallMs, rssKb, files: JSON.parse(stdout) });
      } catch {
        reject(new Error(`mcp-lint did not print JSON (exit ${code}, ${Math.round(wallMs)} ms)\nstdout: ${stdout.slice(0, 500)}\nstderr: ${stderr.slice(0, 500)}`));
      }
    });
  });
}

const SDK_HEAD = [
  'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
  'import { z } from "zod";',
  'const server = new McpServer({ name: "hostile", version: "1.0.0" });',
  'server.registerTool("before", { description: "A well-formed tool registered before the hostile one", inputSchema: { beforeParam: z.string() } }, async () => ({ content: [] }));',
];
const SDK_TAIL = 'server.registerTool("after", { description: "A well-formed tool registered after the hostile one", inputSchema: { afterParam: z.string() } }, async () => ({ content: [] }));';

function sdkFile(name: string, body: string[]): string {
  const file = join(dir, name);
  writeFileSync(file, [...SDK_HEAD, ...body, SDK_TAIL, ''].join('\n'));
  return file;
}

/** 1-based line:column of the first occurrence of `text` on the line that contains `lineMarker`. */
function positionOf(file: string, body: string[], lineMarker: string, text: string): string {
  const lines = [...SDK_HEAD, ...body];
  const index = lines.findIndex((line) => line.includes(lineMarker));
  expect(index, `${lineMarker} in ${file}`).toBeGreaterThanOrEqual(0);
  return `${index + 1}:${lines[index]!.indexOf(text) + 1}`;
}

/** The bounded-termination evidence and the findings every hostile shape must produce. */
async function expectBounded(file: string, overBudget: RegExp): Promise<Message> {
  const run = await lintCli(file);
  expect(run.code === 0 || run.code === 1, `exit code ${run.code}`).toBe(true);
  expect(run.wallMs).toBeLessThan(MAX_WALL_MS);
  expect(run.rssKb).toBeGreaterThan(0);
  expect(run.rssKb).toBeLessThan(MAX_RSS_KB);
  const [result] = run.files;
  const messages = result!.messages;
  expect(messages.filter((m) => m.fatal || /could not analyse|please report/i.test(m.message))).toEqual([]);
  // The other tools of the file are read and judged as usual.
  expect(result!.toolCount).toBe(3);
  expect(messages.some((m) => m.ruleId === 'property-description' && m.message.includes('"beforeParam"'))).toBe(true);
  expect(messages.some((m) => m.ruleId === 'property-description' && m.message.includes('"afterParam"'))).toBe(true);
  const info = messages.filter((m) => m.ruleId === 'source-unresolved');
  expect(info).toHaveLength(1);
  expect(info[0]!.level).toBe('info');
  expect(info[0]!.message).toMatch(overBudget);
  expect(info[0]!.message).toMatch(/mcp-lint stops evaluating there/);
  return info[0]!;
}

describe('static evaluation is bounded (built CLI, 2 s and 300 MB)', () => {
  test('a function returning [g(n), g(n)]', async () => {
    const body = [
      'function g(n: number): unknown { return [g(n), g(n)]; }',
      'server.registerTool("hostile", { description: "Schema from a runaway recursion", inputSchema: g(0) }, async () => ({ content: [] }));',
    ];
    const file = sdkFile('array-recursion.ts', body);
    const at = positionOf(file, body, 'registerTool("hostile"', 'g(0)');
    await expectBounded(file, new RegExp(`Tool "hostile": \`inputSchema\` comes from \`g\\(0\\)\` \\(${at}\\), which needs more than 50,000 evaluation steps`));
  });

  test('a function returning h(n) + h(n)', async () => {
    const body = [
      'function h(n: number): any { return h(n) + h(n); }',
      'server.registerTool("hostile", { description: h(0), inputSchema: { q: z.string().describe("Query text") } }, async () => ({ content: [] }));',
    ];
    const file = sdkFile('plus-recursion.ts', body);
    const at = positionOf(file, body, 'registerTool("hostile"', 'h(0)');
    await expectBounded(file, new RegExp(`Tool "hostile": \`description\` comes from \`h\\(0\\)\` \\(${at}\\), which needs more than 50,000 evaluation steps`));
  });

  test('two mutually recursive functions', async () => {
    const body = [
      'function even(n: number): any { return { left: odd(n), right: odd(n) }; }',
      'function odd(n: number): any { return [even(n), even(n)]; }',
      'server.registerTool("hostile", { description: "Schema from mutual recursion", inputSchema: even(0) }, async () => ({ content: [] }));',
    ];
    const file = sdkFile('mutual-recursion.ts', body);
    const at = positionOf(file, body, 'registerTool("hostile"', 'even(0)');
    await expectBounded(file, new RegExp(`Tool "hostile": \`inputSchema\` comes from \`even\\(0\\)\` \\(${at}\\), which needs more than 50,000 evaluation steps`));
  });

  test('plain objects that each hold the previous one twice, 40 times over', async () => {
    const chain = ['const o1 = { type: "string" };', ...Array.from({ length: 39 }, (_, i) => `const o${i + 2} = { x: o${i + 1}, y: o${i + 1} };`)];
    const body = [
      ...chain,
      'server.registerTool("hostile", { description: "Schema from a doubling chain", inputSchema: z.object({ p: z.string() }), annotations: o40 }, async () => ({ content: [] }));',
    ];
    const file = sdkFile('object-doubling.ts', body);
    const info = await expectBounded(file, /Tool "hostile": `annotations` comes from `\{ x: o39, y: o39 \}` \((\d+):(\d+)\), which needs more than 50,000 parts once written out/);
    expect(info.message).toContain(`(${positionOf(file, body, 'const o40', '{')})`);
  });

  test('plain JSON Schema objects doubling 40 times in a low-level server', async () => {
    const chain = ['const o1 = { type: "string" };', ...Array.from({ length: 39 }, (_, i) => `const o${i + 2} = { x: o${i + 1}, y: o${i + 1} };`)];
    const file = join(dir, 'lowlevel-doubling.ts');
    const lines = [
      'import { Server } from "@modelcontextprotocol/sdk/server/index.js";',
      'import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";',
      'const server = new Server({ name: "hostile", version: "1.0.0" }, { capabilities: { tools: {} } });',
      ...chain,
      'server.setRequestHandler(ListToolsRequestSchema, async () => ({',
      '  tools: [',
      '    { name: "before", description: "A well-formed tool listed before the hostile one", inputSchema: { type: "object", properties: { beforeParam: { type: "string" } } } },',
      '    { name: "hostile", description: "Schema from a doubling chain", inputSchema: { type: "object", properties: { p: o40 } } },',
      '    { name: "after", description: "A well-formed tool listed after the hostile one", inputSchema: { type: "object", properties: { afterParam: { type: "string" } } } },',
      '  ],',
      '}));',
      '',
    ];
    writeFileSync(file, lines.join('\n'));
    const at = `${lines.findIndex((l) => l.startsWith('const o40')) + 1}:${lines.find((l) => l.startsWith('const o40'))!.indexOf('{') + 1}`;
    await expectBounded(file, new RegExp(`Tool "hostile": \`inputSchema.properties.p\` comes from \`\\{ x: o39, y: o39 \\}\` \\(${at}\\), which needs more than 50,000 parts once written out`));
  });

  test('zod schemas that each hold the previous one twice, 40 times over', async () => {
    const chain = ['const z1 = z.string();', ...Array.from({ length: 39 }, (_, i) => `const z${i + 2} = z.object({ a: z${i + 1}, b: z${i + 1} });`)];
    const body = [
      ...chain,
      'server.registerTool("hostile", { description: "Schema from a zod doubling chain", inputSchema: z40 }, async () => ({ content: [] }));',
    ];
    const file = sdkFile('zod-doubling.ts', body);
    // The first schema of the chain that is over budget is named, where it is written.
    const info = await expectBounded(file, /Tool "hostile": `inputSchema` comes from `z\.object\(\{ a: z(\d+), b: z\d+ \}\)` \((\d+):(\d+)\), which needs more than 50,000 parts once written out/);
    const [, previous, line, column] = /z\.object\(\{ a: z(\d+), b: z\d+ \}\)` \((\d+):(\d+)\)/.exec(info.message)!;
    expect(`${line}:${column}`).toBe(positionOf(file, body, `const z${Number(previous) + 1} =`, 'z.object'));
  });

  test('a string doubled 40 times', async () => {
    const chain = ['const s0 = "ab";', ...Array.from({ length: 40 }, (_, i) => `const s${i + 1} = s${i} + s${i};`)];
    const body = [
      ...chain,
      'server.registerTool("hostile", { description: s40, inputSchema: { q: z.string().describe("Query text") } }, async () => ({ content: [] }));',
    ];
    const file = sdkFile('string-doubling.ts', body);
    const info = await expectBounded(file, /Tool "hostile": `description` comes from `s(\d+) \+ s\d+` \((\d+):(\d+)\), which needs a string longer than 100,000 characters/);
    const [, previous, line, column] = /`s(\d+) \+ s\d+` \((\d+):(\d+)\)/.exec(info.message)!;
    expect(`${line}:${column}`).toBe(positionOf(file, body, `const s${Number(previous) + 1} =`, `s${previous} +`));
  });

  test('one part that builds several large arrays runs out of memory; the file does not', async () => {
    const body = [
      'const a0 = ["x"];',
      ...Array.from({ length: 15 }, (_, i) => `const a${i + 1} = [...a${i}, ...a${i}];`),
      'function big(): any { return { a: [...a15, ...a15, ...a15], b: [...a15, ...a15, ...a15], c: [...a15, ...a15, ...a15] }; }',
      'server.registerTool("hostile", { description: "Annotations from large arrays", inputSchema: { q: z.string() }, annotations: big() }, async () => ({ content: [] }));',
    ];
    const file = sdkFile('memory.ts', body);
    const at = positionOf(file, body, 'registerTool("hostile"', 'big()');
    await expectBounded(file, new RegExp(`Tool "hostile": \`annotations\` comes from \`big\\(\\)\` \\(${at}\\), which needs more than 250,000 cells of memory`));
  });

  test('300 strings of 65,536 characters in one enum are too large to hand to zod', async () => {
    const body = [
      'const s0 = "ab";',
      ...Array.from({ length: 15 }, (_, i) => `const s${i + 1} = s${i} + s${i};`),
      ...Array.from({ length: 300 }, (_, i) => `const t${i} = s15 + "${i}";`),
      `server.registerTool("hostile", { description: "Enum of large strings", inputSchema: { choice: z.enum([${Array.from({ length: 300 }, (_, i) => `t${i}`).join(', ')}]) } }, async () => ({ content: [] }));`,
    ];
    const file = sdkFile('long-strings.ts', body);
    const at = positionOf(file, body, 'registerTool("hostile"', 'z.enum');
    await expectBounded(file, new RegExp(`Tool "hostile": \`inputSchema\` comes from \`z\\.enum\\(\\[t0, t1, .*\` \\(${at}\\), which needs more than 50,000 parts once written out`));
  });

  test('an array doubled 40 times by spreading it into itself', async () => {
    const chain = ['const a0 = ["x"];', ...Array.from({ length: 40 }, (_, i) => `const a${i + 1} = [...a${i}, ...a${i}];`)];
    const body = [
      ...chain,
      'server.registerTool("hostile", { description: "Enum from a doubling array", inputSchema: { choice: z.enum(a40) } }, async () => ({ content: [] }));',
    ];
    const file = sdkFile('array-doubling.ts', body);
    const info = await expectBounded(file, /Tool "hostile": `inputSchema` comes from `\[\.\.\.a(\d+), \.\.\.a\d+\]` \((\d+):(\d+)\), which needs an array of more than 100,000 items/);
    const [, previous, line, column] = /`\[\.\.\.a(\d+), \.\.\.a\d+\]` \((\d+):(\d+)\)/.exec(info.message)!;
    expect(`${line}:${column}`).toBe(positionOf(file, body, `const a${Number(previous) + 1} =`, '['));
  });
});
