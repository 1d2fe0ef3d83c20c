// --cache: a second `mcp-lint src --cache` on an unchanged 200-file TypeScript project, against the cold run without
// the cache, and what a pre-commit run costs after one tool file changed. The project is bench/source.mjs's generator
// at 200 files. Goal: the hit at most 0.25× the cold run.
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NODE, ROOT, compare, goal, runCaptured, runIfMain, table } from './lib.mjs';
import { generateProject } from './source.mjs';

const MCP_LINT = process.env.MCP_LINT_BIN ?? join(ROOT, 'bin', 'mcp-lint.js');
const SLOW_RUNS = Number(process.env.BENCH_CORPUS_RUNS ?? 5);
// 198 tool modules, the shared helper and the entry point that imports every tool module.
const TOOL_FILES = 199;
const FILES = TOOL_FILES + 1;

export default async function cacheBench() {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-lint-cache-bench-'));
  try {
    generateProject(dir, TOOL_FILES);
    // A project's files are usually older than the last lint: wait out the cache's two-second racy window, so the
    // measured runs see what a real second run sees (files trusted by their stat, not read again).
    await new Promise((done) => setTimeout(done, 2100));
    const lintArgs = [MCP_LINT, 'src', '--format', 'json'];
    const filling = runCaptured({ command: NODE, args: [...lintArgs, '--cache'], cwd: dir });
    const warm = runCaptured({ command: NODE, args: [...lintArgs, '--cache'], cwd: dir });
    const plain = runCaptured({ command: NODE, args: lintArgs, cwd: dir });
    for (const run of [filling, warm, plain])
      if (run.code !== 0 && run.code !== 1) throw new Error(`mcp-lint failed (${run.code}): ${run.stderr}`);
    // A cached report must be the report: same files, same findings, byte for byte.
    if (warm.stdout !== plain.stdout || filling.stdout !== plain.stdout)
      throw new Error('mcp-lint --cache printed another report than mcp-lint');
    const results = JSON.parse(plain.stdout);
    if (results.length !== FILES) throw new Error(`expected ${FILES} files in the report, got ${results.length}`);
    const findings = results.reduce((sum, result) => sum + result.messages.length, 0);

    // All three interleaved: the hit against the cold run it replaces, and a pre-commit run after one edit.
    let edits = 0;
    const rows = await compare(
      [
        {
          name: '`mcp-lint src --cache`, nothing changed',
          command: NODE,
          args: [MCP_LINT, 'src', '--cache'],
          cwd: dir,
          note: `${FILES} files, ${findings} findings`,
        },
        {
          name: '`mcp-lint src --cache`, one tool file edited',
          command: NODE,
          args: [MCP_LINT, 'src', '--cache'],
          cwd: dir,
          // Untimed: change one tool module; it and the entry point that imports it are linted again.
          beforeRun: () => appendFileSync(join(dir, 'src', 'tools', 'tool-7.ts'), `// edit ${++edits}\n`),
          note: '2 files re-analysed',
        },
        { name: '`mcp-lint src` (cold: no cache)', command: NODE, args: [MCP_LINT, 'src'], cwd: dir },
      ],
      { runs: SLOW_RUNS, warmup: 1 },
    );

    const [hit, , cold] = rows;
    const ratio = hit.medianMs / cold.medianMs;
    const cpuRatio = hit.medianCpuMs / cold.medianCpuMs;
    return {
      title: 'Source mode with --cache',
      intro:
        `A generated server project of ${FILES} TypeScript files (\`bench/source.mjs\`'s generator: ${TOOL_FILES - 1} tool modules, a ` +
        'shared helper, and an entry point importing every module). The cache is filled by one untimed run; the report of a cached run ' +
        'is checked to be byte-for-byte the report of an uncached one.',
      tables: [
        {
          caption: `${SLOW_RUNS} interleaved runs each, Node ${process.version}:`,
          markdown: table(rows, { baseline: cold.name }),
        },
      ],
      goals: [
        goal(
          `second \`mcp-lint src --cache\` on an unchanged ${FILES}-file project at most 0.25× the cold run (median wall time)`,
          ratio <= 0.25,
          `${ratio.toFixed(2)}× (CPU time ${cpuRatio.toFixed(2)}×) on Node ${process.version}`,
        ),
      ],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await runIfMain(import.meta.url, cacheBench);
