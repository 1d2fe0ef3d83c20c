// JSON inputs: mcp-lint against the node floor and against Spectral (the peer JSON/YAML linter) with a ruleset
// covering what Spectral can express of mcp-lint's fixed rules (bench/spectral/mcp-ruleset.yaml).
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_RUNS, NODE, ROOT, compare, goal, runCaptured, runIfMain, table } from './lib.mjs';
import { writeCorpus } from './corpus.mjs';

// MCP_LINT_BIN benchmarks another build (an installed package, a snapshot of dist/) instead of this checkout's.
const MCP_LINT = process.env.MCP_LINT_BIN ?? join(ROOT, 'bin', 'mcp-lint.js');
const SPECTRAL = join(ROOT, 'node_modules', '@stoplight', 'spectral-cli', 'dist', 'index.js');
const ESLINT = join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js');
const RULESET = join(ROOT, 'bench', 'spectral', 'mcp-ruleset.yaml');
const CORPUS_RUNS = Number(process.env.BENCH_CORPUS_RUNS ?? 5);

function countMcpLint(dir, args) {
  const out = runCaptured({ command: NODE, args: [MCP_LINT, '--format', 'json', ...args], cwd: dir });
  if (out.code !== 0 && out.code !== 1) throw new Error(`mcp-lint failed (${out.code}): ${out.stderr}`);
  return JSON.parse(out.stdout).reduce((sum, result) => sum + result.messages.length, 0);
}

function countSpectral(dir, args) {
  const out = runCaptured({
    command: NODE,
    args: [SPECTRAL, 'lint', '-r', RULESET, '-f', 'json', '--quiet', ...args],
    cwd: dir,
  });
  if (out.code !== 0 && out.code !== 1) throw new Error(`spectral failed (${out.code}): ${out.stderr}`);
  return JSON.parse(out.stdout).length;
}

export default async function jsonBench() {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-lint-bench-json-'));
  try {
    const files = writeCorpus(join(dir, 'corpus'), { files: 100, toolsPerFile: 20 });
    copyFileSync(join(ROOT, 'examples', 'tools.json'), join(dir, 'small.json'));
    writeFileSync(join(dir, 'small.js'), 'export function add(a, b) {\n  const unused = 1;\n  return a + b;\n}\n');
    const haveSpectral = existsSync(SPECTRAL);
    const haveEslint = existsSync(ESLINT);

    const smallFindings = countMcpLint(dir, ['small.json']);
    const corpusFindings = countMcpLint(dir, ['corpus']);
    const spectralSmall = haveSpectral ? countSpectral(dir, ['small.json']) : undefined;
    const spectralCorpus = haveSpectral ? countSpectral(dir, ['corpus/*.json']) : undefined;

    const small = [
      { name: '`node -e 0` (floor)', command: NODE, args: ['-e', '0'] },
      {
        name: '`mcp-lint small.json`',
        command: NODE,
        args: [MCP_LINT, 'small.json'],
        cwd: dir,
        note: `${smallFindings} findings`,
      },
    ];
    if (haveSpectral)
      small.push({
        name: '`spectral lint` small.json',
        command: NODE,
        args: [SPECTRAL, 'lint', '-r', RULESET, 'small.json'],
        cwd: dir,
        note: `${spectralSmall} findings`,
      });
    if (haveEslint)
      small.push({
        name: '`eslint` one small .js file',
        command: NODE,
        args: [ESLINT, '--no-config-lookup', '--rule', 'no-unused-vars: error', 'small.js'],
        cwd: dir,
        note: 'reference',
      });
    const smallRows = await compare(small, { runs: DEFAULT_RUNS });

    const corpus = [
      {
        name: '`mcp-lint corpus/`',
        command: NODE,
        args: [MCP_LINT, 'corpus'],
        cwd: dir,
        note: `${corpusFindings} findings`,
      },
    ];
    if (haveSpectral)
      corpus.push({
        name: '`spectral lint corpus/*.json`',
        command: NODE,
        args: [SPECTRAL, 'lint', '-r', RULESET, 'corpus/*.json'],
        cwd: dir,
        note: `${spectralCorpus} findings`,
      });
    const corpusRows = await compare(corpus, { runs: CORPUS_RUNS, warmup: 1 });

    const [floor, mcpSmall] = smallRows;
    const [mcpCorpus, spectralCorpusRow] = corpusRows;
    const smallRatio = mcpSmall.medianMs / floor.medianMs;
    const smallCpuRatio = mcpSmall.medianCpuMs / floor.medianCpuMs;
    const goals = [
      goal(
        'one small file within 1.6× `node -e 0` (median wall time)',
        smallRatio <= 1.6,
        `${smallRatio.toFixed(2)}× (CPU time ${smallCpuRatio.toFixed(2)}×)`,
      ),
    ];
    if (spectralCorpusRow) {
      const speedup = spectralCorpusRow.medianMs / mcpCorpus.medianMs;
      const cpuSpeedup = spectralCorpusRow.medianCpuMs / mcpCorpus.medianCpuMs;
      goals.push(
        goal(
          '2,000-tool corpus at least 5× faster than Spectral (median wall time)',
          speedup >= 5,
          `${speedup.toFixed(1)}× faster (CPU time ${cpuSpeedup.toFixed(1)}×)`,
        ),
      );
    }
    goals.push(
      goal(
        '2,000-tool corpus under 150 MB peak memory',
        mcpCorpus.peakRssMiB * 1.048576 < 150,
        `${(mcpCorpus.peakRssMiB * 1.048576).toFixed(0)} MB`,
      ),
    );

    return {
      title: 'JSON inputs',
      intro:
        `Small file: \`examples/tools.json\` (${smallFindings} findings). Corpus: ${files.length} files of 20 generated tools ` +
        '(`bench/corpus.mjs`, seeded), 2,000 tools in all. Spectral runs `bench/spectral/mcp-ruleset.yaml`, which covers ' +
        'what Spectral can express of the fixed rules; finding counts differ because the rule sets differ.',
      tables: [
        {
          caption: `One small file (${DEFAULT_RUNS} interleaved runs each):`,
          markdown: table(smallRows, { baseline: floor.name }),
        },
        {
          caption: `2,000 tools in 100 files (${CORPUS_RUNS} interleaved runs each):`,
          markdown: table(corpusRows, { baseline: mcpCorpus.name }),
        },
      ],
      goals,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await runIfMain(import.meta.url, jsonBench);
