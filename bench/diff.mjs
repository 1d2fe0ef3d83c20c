// mcp-lint diff on two 1,000-tool captures: the old side is built from real published servers' tools/list captures
// (bench/servers/captures, largest first, names made unique), the new side is a copy with one change of each kind
// in every tenth tool. Goal: under 0.5 s (median wall time) for the whole command.
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_RUNS, NODE, ROOT, compare, goal, runCaptured, runIfMain, table } from './lib.mjs';

const MCP_LINT = process.env.MCP_LINT_BIN ?? join(ROOT, 'bin', 'mcp-lint.js');
const CAPTURES = join(ROOT, 'bench', 'servers', 'captures');
const TOOLS = 1000;

/** 1,000 real tool definitions, with names made unique across servers. */
export function realTools(count = TOOLS) {
  const files = readdirSync(CAPTURES)
    .filter((f) => f.endsWith('.json'))
    .map((f) => join(CAPTURES, f))
    .sort((a, b) => statSync(b).size - statSync(a).size);
  const tools = [];
  const seen = new Set();
  for (let round = 0; tools.length < count; round++) {
    for (const file of files) {
      for (const tool of JSON.parse(readFileSync(file, 'utf8')).tools ?? []) {
        if (tools.length >= count) break;
        const name = round === 0 && !seen.has(tool.name) ? tool.name : `${tool.name}_${round}_${tools.length}`;
        seen.add(name);
        tools.push({ ...tool, name });
      }
    }
  }
  return tools;
}

/** One change in every tenth tool, cycling through removal, rename, new required parameter, narrowed type, description. */
export function mutate(tools) {
  const out = structuredClone(tools);
  for (let i = 0; i < out.length; i += 10) {
    const tool = out[i];
    const properties = tool.inputSchema?.properties ?? {};
    const first = Object.keys(properties)[0];
    switch ((i / 10) % 5) {
      case 0:
        out[i] = null;
        break;
      case 1:
        tool.name = `${tool.name}_v2`;
        break;
      case 2:
        tool.inputSchema = {
          ...tool.inputSchema,
          properties: { ...properties, added: { type: 'string' } },
          required: [...(tool.inputSchema?.required ?? []), 'added'],
        };
        break;
      case 3:
        if (first && typeof properties[first] === 'object') properties[first].type = 'integer';
        break;
      case 4:
        tool.description = `${tool.description ?? ''} Never more than 10 items.`;
        break;
    }
  }
  return out.filter(Boolean);
}

export default async function diffBench() {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-lint-bench-diff-'));
  try {
    const before = realTools();
    writeFileSync(join(dir, 'old.json'), JSON.stringify({ tools: before }, null, 2));
    writeFileSync(join(dir, 'new.json'), JSON.stringify({ tools: mutate(before) }, null, 2));
    const check = runCaptured({
      command: NODE,
      args: [MCP_LINT, 'diff', 'old.json', 'new.json', '--format', 'json'],
      cwd: dir,
    });
    if (check.code !== 1) throw new Error(`mcp-lint diff exited ${check.code}: ${check.stderr}`);
    const findings = JSON.parse(check.stdout).reduce((sum, result) => sum + result.messages.length, 0);
    const rows = await compare(
      [
        { name: '`node -e 0` (floor)', command: NODE, args: ['-e', '0'] },
        {
          name: '`mcp-lint diff old.json new.json`',
          command: NODE,
          args: [MCP_LINT, 'diff', 'old.json', 'new.json'],
          cwd: dir,
          note: `${findings} findings`,
        },
        { name: '`mcp-lint new.json` (lint, for scale)', command: NODE, args: [MCP_LINT, 'new.json'], cwd: dir },
      ],
      { runs: DEFAULT_RUNS },
    );
    const diffRow = rows[1];
    return {
      title: 'mcp-lint diff',
      intro: `Two captures of ${TOOLS} real tools each (the largest published servers in \`bench/servers/captures\`, names made unique); the new one changes every tenth tool (removed, renamed, a new required parameter, a narrowed type, a changed description).`,
      tables: [
        { caption: `${DEFAULT_RUNS} interleaved runs each:`, markdown: table(rows, { baseline: rows[0].name }) },
      ],
      goals: [
        goal(
          `diff of two ${TOOLS.toLocaleString('en')}-tool captures under 0.5 s (median wall time)`,
          diffRow.medianMs < 500,
          `${diffRow.medianMs.toFixed(0)} ms (CPU ${diffRow.medianCpuMs.toFixed(0)} ms)`,
        ),
      ],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await runIfMain(import.meta.url, diffBench);
