// Issue 8 item 1: source whose value is exponential (recursion, doubling constants, doubled strings and arrays)
// ends on its own in an `info` finding naming the part, within 300 MB, and every other tool of the file is still
// reported. Each shape runs through the built CLI, as a user would run it. The issue also asks for "under 2 s": wall
// time on these shared machines is noise, so it is measured by bench/hostile.mjs (docs/benchmarks.md), and here the
// work is bounded by what does not depend on the machine: the run ends by itself, and the evaluator's step counter
// stays within the file's budget.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { MAX_STEPS_PER_FILE } from '../../../src/loaders/source/steps.js';
import { loadSourceFiles } from '../../../src/loaders/source/index.js';
// @ts-expect-error -- plain .mjs fixtures carry no type declarations
import { HOSTILE_SHAPES, hostileShape, writeHostileShape } from '../../fixtures/source/hostile-shapes.mjs';
import { MCP_LINT_BIN, REPO_ROOT } from '../../helpers/cli.js';
import { LARGEST_STEP, countingSteps } from './helpers.js';

/** One file of test/fixtures/source/hostile-shapes.mjs. */
interface HostileShape {
  id: string;
  title: string;
  lines: string[];
}

const dir = mkdtempSync(join(tmpdir(), 'mcp-lint-budget-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The issue's own memory bound for these files; a normal file takes a fraction of it.
const MAX_RSS_KB = 300 * 1024;
// Not a timing goal: a safety net far above any healthy run, so a regression that loops fails here (as "killed by
// the safety net") instead of hanging the suite.
const HANG_GUARD_MS = 60_000;

interface Message {
  ruleId: string | null;
  level: string;
  message: string;
  line?: number;
  column?: number;
  fatal?: boolean;
}
interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  killedByGuard: boolean;
  rssKb: number;
  files: Array<{ toolCount: number; messages: Message[] }>;
}

const TIME = '/usr/bin/time';
// Without GNU time, the CLI runs inside a wrapper that reports its own peak RSS on exit (same process).
const RSS_WRAPPER = join(dir, 'rss-wrapper.mjs');
writeFileSync(
  RSS_WRAPPER,
  [
    "import { writeSync } from 'node:fs';",
    "process.on('exit', () => writeSync(2, `\\n${process.resourceUsage().maxRSS}\\n`));",
    'const bin = process.argv[2];',
    'process.argv.splice(1, 2, bin);',
    'await import(bin);',
  ].join('\n'),
);

/** Runs `mcp-lint <file> --format json`, measuring the peak RSS of the CLI process. */
function lintCli(file: string): Promise<Run> {
  // property-description (in `strict`) on: its findings on the other tools show they were read and judged as usual.
  const args = ['--format', 'json', '--rule', 'property-description:warning'];
  const [command, argv] = existsSync(TIME)
    ? [TIME, ['-f', '%M', process.execPath, MCP_LINT_BIN, file, ...args]]
    : [process.execPath, [RSS_WRAPPER, MCP_LINT_BIN, file, ...args]];
  return new Promise((resolve, reject) => {
    // Its own process group, so the safety net below also stops the CLI that GNU time started.
    const child = spawn(command, argv, {
      cwd: REPO_ROOT,
      env: { ...process.env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let stdout = '';
    let stderr = '';
    let killedByGuard = false;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => {
      killedByGuard = true;
      process.kill(-child.pid!, 'SIGKILL');
    }, HANG_GUARD_MS);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const rssKb = Number(stderr.trim().split('\n').pop());
      if (killedByGuard) {
        resolve({ code, signal, killedByGuard, rssKb: NaN, files: [] });
        return;
      }
      try {
        resolve({ code, signal, killedByGuard, rssKb, files: JSON.parse(stdout) });
      } catch {
        reject(
          new Error(
            `mcp-lint did not print JSON (exit ${code}, signal ${signal})\nstdout: ${stdout.slice(0, 500)}\nstderr: ${stderr.slice(0, 500)}`,
          ),
        );
      }
    });
  });
}

/** Writes the shared shape to the scratch folder; returns its path and lines. */
function shapeFile(id: string): { file: string; lines: string[] } {
  const shape = hostileShape(id);
  return { file: writeHostileShape(dir, shape), lines: shape.lines };
}

/** 1-based line:column of the first occurrence of `text` on the line that contains `lineMarker`. */
function positionOf(lines: string[], lineMarker: string, text: string): string {
  const index = lines.findIndex((line) => line.includes(lineMarker));
  expect(index, lineMarker).toBeGreaterThanOrEqual(0);
  return `${index + 1}:${lines[index]!.indexOf(text) + 1}`;
}

/** The bounded-termination evidence and the findings every hostile shape must produce. */
async function expectBounded(file: string, overBudget: RegExp): Promise<Message> {
  const run = await lintCli(file);
  // Ended on its own: not stopped by the safety net, nor by a signal (a crash or the kernel's OOM killer).
  expect(run.killedByGuard, `killed after ${HANG_GUARD_MS} ms by the safety net`).toBe(false);
  expect(run.signal).toBeNull();
  expect(run.code === 0 || run.code === 1, `exit code ${run.code}`).toBe(true);
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

describe('static evaluation is bounded (built CLI: ends by itself, within 300 MB)', () => {
  test('a function returning [g(n), g(n)]', async () => {
    const { file, lines } = shapeFile('array-recursion');
    const at = positionOf(lines, 'registerTool("hostile"', 'g(0)');
    await expectBounded(
      file,
      new RegExp(
        `Tool "hostile": \`inputSchema\` comes from \`g\\(0\\)\` \\(${at}\\), which needs more than 50,000 evaluation steps`,
      ),
    );
  });

  test('a function returning h(n) + h(n)', async () => {
    const { file, lines } = shapeFile('plus-recursion');
    const at = positionOf(lines, 'registerTool("hostile"', 'h(0)');
    await expectBounded(
      file,
      new RegExp(
        `Tool "hostile": \`description\` comes from \`h\\(0\\)\` \\(${at}\\), which needs more than 50,000 evaluation steps`,
      ),
    );
  });

  test('two mutually recursive functions', async () => {
    const { file, lines } = shapeFile('mutual-recursion');
    const at = positionOf(lines, 'registerTool("hostile"', 'even(0)');
    await expectBounded(
      file,
      new RegExp(
        `Tool "hostile": \`inputSchema\` comes from \`even\\(0\\)\` \\(${at}\\), which needs more than 50,000 evaluation steps`,
      ),
    );
  });

  test('plain objects that each hold the previous one twice, 40 times over', async () => {
    const { file, lines } = shapeFile('object-doubling');
    const info = await expectBounded(
      file,
      /Tool "hostile": `annotations` comes from `\{ x: o39, y: o39 \}` \((\d+):(\d+)\), which needs more than 50,000 parts once written out/,
    );
    expect(info.message).toContain(`(${positionOf(lines, 'const o40', '{')})`);
  });

  test('plain JSON Schema objects doubling 40 times in a low-level server', async () => {
    const { file, lines } = shapeFile('lowlevel-doubling');
    const at = positionOf(lines, 'const o40', '{');
    await expectBounded(
      file,
      new RegExp(
        `Tool "hostile": \`inputSchema.properties.p\` comes from \`\\{ x: o39, y: o39 \\}\` \\(${at}\\), which needs more than 50,000 parts once written out`,
      ),
    );
  });

  test('zod schemas that each hold the previous one twice, 40 times over', async () => {
    const { file, lines } = shapeFile('zod-doubling');
    // The first schema of the chain that is over budget is named, where it is written.
    const info = await expectBounded(
      file,
      /Tool "hostile": `inputSchema` comes from `z\.object\(\{ a: z(\d+), b: z\d+ \}\)` \((\d+):(\d+)\), which needs more than 50,000 parts once written out/,
    );
    const [, previous, line, column] = /z\.object\(\{ a: z(\d+), b: z\d+ \}\)` \((\d+):(\d+)\)/.exec(info.message)!;
    expect(`${line}:${column}`).toBe(positionOf(lines, `const z${Number(previous) + 1} =`, 'z.object'));
  });

  test('a string doubled 40 times', async () => {
    const { file, lines } = shapeFile('string-doubling');
    const info = await expectBounded(
      file,
      /Tool "hostile": `description` comes from `s(\d+) \+ s\d+` \((\d+):(\d+)\), which needs a string longer than 100,000 characters/,
    );
    const [, previous, line, column] = /`s(\d+) \+ s\d+` \((\d+):(\d+)\)/.exec(info.message)!;
    expect(`${line}:${column}`).toBe(positionOf(lines, `const s${Number(previous) + 1} =`, `s${previous} +`));
  });

  test('one part that builds several large arrays runs out of memory; the file does not', async () => {
    const { file, lines } = shapeFile('memory');
    const at = positionOf(lines, 'registerTool("hostile"', 'big()');
    await expectBounded(
      file,
      new RegExp(
        `Tool "hostile": \`annotations\` comes from \`big\\(\\)\` \\(${at}\\), which needs more than 250,000 cells of memory`,
      ),
    );
  });

  test('300 strings of 65,536 characters in one enum are too large to hand to zod', async () => {
    const { file, lines } = shapeFile('long-strings');
    const at = positionOf(lines, 'registerTool("hostile"', 'z.enum');
    await expectBounded(
      file,
      new RegExp(
        `Tool "hostile": \`inputSchema\` comes from \`z\\.enum\\(\\[t0, t1, .*\` \\(${at}\\), which needs more than 50,000 parts once written out`,
      ),
    );
  });

  test('objects each filled by a loop with the previous one eight times, 40 times over', async () => {
    const { file, lines } = shapeFile('loop-filled-doubling');
    const info = await expectBounded(
      file,
      /Tool "hostile": `annotations` comes from `\{\}` \((\d+):(\d+)\), which needs more than 50,000 parts once written out/,
    );
    const [, line, column] = /`\{\}` \((\d+):(\d+)\)/.exec(info.message)!;
    // Named where it is written: the `{}` of one of the objects of the chain.
    const written = lines.join('\n').split('\n')[Number(line) - 1]!;
    expect(written).toMatch(/^const f\d+ = \{\};$/);
    expect(Number(column)).toBe(written.indexOf('{') + 1);
  });

  test('an array doubled 40 times by spreading it into itself', async () => {
    const { file, lines } = shapeFile('array-doubling');
    const info = await expectBounded(
      file,
      /Tool "hostile": `inputSchema` comes from `\[\.\.\.a(\d+), \.\.\.a\d+\]` \((\d+):(\d+)\), which needs an array of more than 100,000 items/,
    );
    const [, previous, line, column] = /`\[\.\.\.a(\d+), \.\.\.a\d+\]` \((\d+):(\d+)\)/.exec(info.message)!;
    expect(`${line}:${column}`).toBe(positionOf(lines, `const a${Number(previous) + 1} =`, '['));
  });
});

describe('static evaluation is bounded (work counted in steps, in-process)', () => {
  test.each((HOSTILE_SHAPES as HostileShape[]).map((shape) => [shape.id, shape] as const))(
    '%s takes no more steps than the file budget allows',
    async (_id, shape) => {
      const {
        result: [source],
        peakSteps,
        calls,
      } = await countingSteps(() => loadSourceFiles([writeHostileShape(dir, shape)], { cwd: dir }));
      expect(source!.diagnostics.filter((d) => d.fatal)).toEqual([]);
      expect(source!.tools.map((tool) => (tool.definition as { name: string }).name)).toEqual([
        'before',
        'hostile',
        'after',
      ]);
      expect(calls).toBeGreaterThan(0);
      expect(peakSteps).toBeLessThanOrEqual(MAX_STEPS_PER_FILE + LARGEST_STEP);
    },
  );
});
