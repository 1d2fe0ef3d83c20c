// How mcp-lint's cost grows with the input: generated tools that all have findings, 1k, 10k and 100k of them, in one
// file and in files of 100 tools; and one tool with ever more parameters, each with findings (where positions used
// to cost findings × tool size). Only mcp-lint runs here: the point is the shape of the curve, not a comparison.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NODE, ROOT, compare, goal, runCaptured, runIfMain, table } from './lib.mjs';

const MCP_LINT = process.env.MCP_LINT_BIN ?? join(ROOT, 'bin', 'mcp-lint.js');
const RUNS = Number(process.env.BENCH_SCALING_RUNS ?? 3);
const SIZES = (process.env.BENCH_SCALING_SIZES ?? '1000,10000,100000').split(',').map(Number);
const WIDTHS = (process.env.BENCH_SCALING_WIDTHS ?? '500,2000,5000').split(',').map(Number);
const PER_FILE = 100;

/** A tool with three findings: no annotations, a parameter without a description, `required` naming a missing one. */
export function toolWithFindings(i) {
  return {
    name: `search_records_${i}`,
    description: `Searches the records of collection ${i} and returns the matching rows as JSON, newest first.`,
    inputSchema: {
      type: 'object',
      properties: {
        query: { type: 'string', description: 'Text to look for in titles and bodies.', maxLength: 256 },
        limit: { type: 'integer', minimum: 1, maximum: 100 },
        order: { type: 'string', enum: ['asc', 'desc'], description: 'Sort order of the results.' },
      },
      required: ['query', 'qeury'],
      additionalProperties: false,
    },
  };
}

/** One tool with `width` object parameters, four findings each (the issue's pathological case). */
function wideTool(width) {
  const properties = {};
  for (let i = 0; i < width; i++)
    properties[`p${i}`] = { type: 'object', properties: { x: { type: 'strin' } }, required: ['y'] };
  return {
    name: 'wide',
    description: 'A tool with very many object parameters, each with findings.',
    inputSchema: { type: 'object', properties },
  };
}

const write = (path, tools) => writeFileSync(path, JSON.stringify({ tools }, null, 2) + '\n');

function findingsOf(dir, input) {
  const run = runCaptured({ command: NODE, args: [MCP_LINT, '--format', 'json', input], cwd: dir });
  if (run.code !== 0 && run.code !== 1) throw new Error(`mcp-lint ${input} failed (${run.code}): ${run.stderr}`);
  return JSON.parse(run.stdout).reduce((sum, result) => sum + result.messages.length, 0);
}

export default async function scalingBench() {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-lint-scaling-'));
  try {
    const rows = [];
    const measured = [];
    for (const size of SIZES) {
      const tools = Array.from({ length: size }, (_, i) => toolWithFindings(i));
      write(join(dir, `one-${size}.json`), tools);
      mkdirSync(join(dir, `many-${size}`));
      for (let f = 0; f * PER_FILE < size; f++)
        write(
          join(dir, `many-${size}`, `part-${String(f).padStart(4, '0')}.json`),
          tools.slice(f * PER_FILE, (f + 1) * PER_FILE),
        );
      for (const [layout, input] of [
        ['one file', `one-${size}.json`],
        [`${Math.ceil(size / PER_FILE)} files`, `many-${size}`],
      ]) {
        const findings = findingsOf(dir, input);
        // The largest inputs get one measured run: each takes tens of seconds on this machine.
        const [row] = await compare(
          [
            {
              name: `${size.toLocaleString('en')} tools, ${layout}`,
              command: NODE,
              args: [MCP_LINT, input],
              cwd: dir,
              note: `${findings.toLocaleString('en')} findings`,
            },
          ],
          { runs: size >= 100000 ? 1 : RUNS, warmup: size >= 100000 ? 0 : 1 },
        );
        rows.push(row);
        measured.push({ size, layout, findings, row });
      }
      rmSync(join(dir, `many-${size}`), { recursive: true, force: true });
      rmSync(join(dir, `one-${size}.json`), { force: true });
    }

    const wideRows = [];
    for (const width of WIDTHS) {
      write(join(dir, `wide-${width}.json`), [wideTool(width)]);
      const findings = findingsOf(dir, `wide-${width}.json`);
      const [row] = await compare(
        [
          {
            name: `one tool, ${width.toLocaleString('en')} object parameters`,
            command: NODE,
            args: [MCP_LINT, `wide-${width}.json`],
            cwd: dir,
            note: `${findings.toLocaleString('en')} findings`,
          },
        ],
        { runs: RUNS, warmup: 1 },
      );
      wideRows.push({ ...row, findings, width });
    }

    // Linear means the CPU each extra finding costs stays flat as the input grows (start-up is paid once).
    const goals = [];
    for (const layout of ['one file', 'files']) {
      const series = measured.filter((m) => m.layout.endsWith(layout));
      if (series.length < 3) continue;
      const marginal = (a, b) => (b.row.medianCpuMs - a.row.medianCpuMs) / (b.findings - a.findings);
      const small = marginal(series[0], series[1]);
      const large = marginal(series[1], series[2]);
      goals.push(
        goal(
          `linear in tools × findings, ${layout === 'files' ? `files of ${PER_FILE} tools` : 'one file'}: CPU per extra finding from ${series[1].size.toLocaleString('en')} to ${series[2].size.toLocaleString('en')} tools within 1.5× that from ${series[0].size.toLocaleString('en')} to ${series[1].size.toLocaleString('en')}`,
          large <= 1.5 * small,
          `${(large * 1000).toFixed(0)} µs vs ${(small * 1000).toFixed(0)} µs per finding`,
        ),
      );
    }
    if (wideRows.length >= 2) {
      const first = wideRows[0],
        last = wideRows[wideRows.length - 1];
      const perFinding = (r) => (r.medianCpuMs - 0) / r.findings;
      goals.push(
        goal(
          `one wide tool: CPU per finding at ${last.width.toLocaleString('en')} parameters within 1.5× that at ${first.width.toLocaleString('en')}`,
          perFinding(last) <= 1.5 * perFinding(first),
          `${(perFinding(last) * 1000).toFixed(0)} µs vs ${(perFinding(first) * 1000).toFixed(0)} µs per finding`,
        ),
      );
    }
    return {
      title: 'Scaling',
      intro:
        `Generated tools that all have findings (three each: no annotations, a parameter without a description, \`required\` naming a ` +
        `missing property), in one file and in files of ${PER_FILE} tools; then one tool with many object parameters, four findings each. ` +
        `Default (stylish) output to /dev/null. ${RUNS} runs each, one for 100,000 tools.`,
      tables: [
        { caption: 'Many tools:', markdown: table(rows) },
        { caption: 'One wide tool:', markdown: table(wideRows) },
      ],
      goals,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await runIfMain(import.meta.url, scalingBench);
