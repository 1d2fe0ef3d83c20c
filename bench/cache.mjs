// --cache: a second `mcp-lint src --cache` on an unchanged 200-file TypeScript project, against `node -e 0`, and what
// a pre-commit run costs after one tool file changed. The project is bench/source.mjs's generator at 200 files.
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_RUNS, NODE, ROOT, compare, goal, runCaptured, runIfMain, table } from './lib.mjs';
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
    const cold = runCaptured({ command: NODE, args: [...lintArgs, '--cache'], cwd: dir });
    const warm = runCaptured({ command: NODE, args: [...lintArgs, '--cache'], cwd: dir });
    const plain = runCaptured({ command: NODE, args: lintArgs, cwd: dir });
    for (const run of [cold, warm, plain]) if (run.code !== 0 && run.code !== 1) throw new Error(`mcp-lint failed (${run.code}): ${run.stderr}`);
    // A cached report must be the report: same files, same findings, byte for byte.
    if (warm.stdout !== plain.stdout || cold.stdout !== plain.stdout) throw new Error('mcp-lint --cache printed another report than mcp-lint');
    const results = JSON.parse(plain.stdout);
    if (results.length !== FILES) throw new Error(`expected ${FILES} files in the report, got ${results.length}`);
    const findings = results.reduce((sum, result) => sum + result.messages.length, 0);

    // The second row is the path a run takes when it cannot be replayed whole (a run writing --output-file is never
    // recorded): the bundle loads, and each file's cached result is checked and reused.
    const hitRows = await compare([
      { name: '`node -e 0` (floor)', command: NODE, args: ['-e', '0'] },
      { name: '`mcp-lint src --cache`, nothing changed', command: NODE, args: [MCP_LINT, 'src', '--cache'], cwd: dir, note: `${FILES} files, ${findings} findings; replayed` },
      { name: '`mcp-lint src --cache --output-file …`, nothing changed', command: NODE, args: [MCP_LINT, 'src', '--cache', '--output-file', join(dir, 'report.txt')], cwd: dir, note: 'not replayable: per-file cache' },
    ], { runs: DEFAULT_RUNS });

    let edits = 0;
    const editedRows = await compare([
      {
        name: '`mcp-lint src --cache`, one tool file edited',
        command: NODE,
        args: [MCP_LINT, 'src', '--cache'],
        cwd: dir,
        // Untimed: change one tool module; it and the entry point that imports it are linted again.
        beforeRun: () => appendFileSync(join(dir, 'src', 'tools', 'tool-7.ts'), `// edit ${++edits}\n`),
        note: '2 files re-analysed',
      },
      { name: '`mcp-lint src` (no cache)', command: NODE, args: [MCP_LINT, 'src'], cwd: dir },
    ], { runs: SLOW_RUNS, warmup: 1 });

    const [floor, hit, perFile] = hitRows;
    const ratio = hit.medianMs / floor.medianMs;
    const cpuRatio = hit.medianCpuMs / floor.medianCpuMs;
    return {
      title: 'Source mode with --cache',
      intro:
        `A generated server project of ${FILES} TypeScript files (\`bench/source.mjs\`'s generator: ${TOOL_FILES - 1} tool modules, a ` +
        'shared helper, and an entry point importing every module). The cache is filled by one untimed run; the report of a cached run ' +
        'is checked to be byte-for-byte the report of an uncached one.',
      tables: [
        { caption: `Unchanged project (${DEFAULT_RUNS} interleaved runs each):`, markdown: table(hitRows, { baseline: floor.name }) },
        { caption: `After an edit, and without the cache (${SLOW_RUNS} interleaved runs each):`, markdown: table(editedRows) },
      ],
      goals: [goal(`second \`mcp-lint src --cache\` on an unchanged ${FILES}-file project within 1.3× \`node -e 0\` (median wall time)`, ratio <= 1.3, `${ratio.toFixed(2)}× (CPU time ${cpuRatio.toFixed(2)}×) on Node ${process.version}`)],
      notes: [
        `Without the replay (per-file cache, bundle loaded): ${(perFile.medianMs / floor.medianMs).toFixed(2)}× wall, ${(perFile.medianCpuMs / floor.medianCpuMs).toFixed(2)}× CPU.`,
      ],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await runIfMain(import.meta.url, cacheBench);
