// JSON inputs at scale, on real data: the saved `tools/list` results of published MCP servers in
// bench/servers/captures/ (captured with mcp-lint's own --save; see bench/servers/README.md for the servers,
// versions and licences). mcp-lint, Spectral with bench/spectral/mcp-ruleset.yaml, and oh-my-mcp (another MCP
// tool-definition linter on npm) lint the same files, interleaved.
//
// oh-my-mcp (MIT) is found in this project's node_modules, where it belongs as a dev dependency pinned to
// OH_MY_MCP_VERSION (`npm install --save-dev --save-exact oh-my-mcp@0.1.0`), or under a separate prefix:
//   npm install --prefix .bench-tmp/peers --ignore-scripts --no-audit --no-fund oh-my-mcp@0.1.0
//   MCP_BENCH_PEERS_DIR=<that prefix> (default .bench-tmp/peers)
// Without it that peer is left out of the table, and the run says so on stderr and in the section's notes.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NODE, ROOT, compare, goal, runCaptured, runIfMain, table } from './lib.mjs';

const MCP_LINT = process.env.MCP_LINT_BIN ?? join(ROOT, 'bin', 'mcp-lint.js');
// Another build of mcp-lint measured in the same rounds (a copy of bin/ and dist/ from before a change), labelled by
// MCP_LINT_COMPARE_LABEL: before-and-after figures from one run, under the same load.
const MCP_LINT_COMPARE = process.env.MCP_LINT_COMPARE_BIN;
const MCP_LINT_COMPARE_LABEL = process.env.MCP_LINT_COMPARE_LABEL ?? MCP_LINT_COMPARE;
const SPECTRAL = join(ROOT, 'node_modules', '@stoplight', 'spectral-cli', 'dist', 'index.js');
const RULESET = join(ROOT, 'bench', 'spectral', 'mcp-ruleset.yaml');
const CAPTURES = join(ROOT, 'bench', 'servers', 'captures');
const PEERS = process.env.MCP_BENCH_PEERS_DIR ?? join(ROOT, '.bench-tmp', 'peers');
// Under the peers prefix, or in this project's node_modules should it ever become a dev dependency.
const OH_MY_MCP =
  [join(PEERS, 'node_modules', 'oh-my-mcp'), join(ROOT, 'node_modules', 'oh-my-mcp')].find((dir) =>
    existsSync(join(dir, 'dist', 'index.js')),
  ) ?? join(PEERS, 'node_modules', 'oh-my-mcp');
/** The version the published figures were measured with. */
const OH_MY_MCP_VERSION = '0.1.0';
const OH_MY_MCP_MISSING =
  `oh-my-mcp is not installed (looked in ${join(ROOT, 'node_modules')} and ${join(PEERS, 'node_modules')}), so the table leaves it out. ` +
  `Install it as a dev dependency with \`npm install --save-dev --save-exact oh-my-mcp@${OH_MY_MCP_VERSION}\`, or under a separate ` +
  `prefix with \`npm install --prefix .bench-tmp/peers --ignore-scripts --no-audit --no-fund oh-my-mcp@${OH_MY_MCP_VERSION}\` ` +
  '(MCP_BENCH_PEERS_DIR names another prefix).';
const RUNS = Number(process.env.BENCH_CORPUS_RUNS ?? 5);

function checked(name, run) {
  if (run.code !== 0 && run.code !== 1) throw new Error(`${name} failed (${run.code}): ${run.stderr || run.stdout}`);
  return run.stdout;
}

export default async function realCorpusBench() {
  if (!existsSync(CAPTURES)) throw new Error(`no captures in ${CAPTURES}: run npm run bench:servers:capture first`);
  const files = readdirSync(CAPTURES)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join('bench', 'servers', 'captures', f));
  const bytes = files.reduce((sum, f) => sum + statSync(join(ROOT, f)).size, 0);
  const tools = files.reduce((sum, f) => sum + (JSON.parse(readFileSync(join(ROOT, f), 'utf8')).tools?.length ?? 0), 0);
  // The corpus twice over (each capture copied into two folders), where a rule slower than linear, or a cost per
  // server that the published corpus is too small to show, would widen the gap to Spectral.
  const doubled = mkdtempSync(join(tmpdir(), 'mcp-bench-corpus-'));
  try {
    const doubledFiles = ['a', 'b'].flatMap((copy) => {
      mkdirSync(join(doubled, copy));
      return files.map((f) => {
        const to = join(doubled, copy, f.split('/').pop());
        copyFileSync(join(ROOT, f), to);
        return to;
      });
    });
    // The strict preset turns on the rules that left the default set, context-budget's token counts among them: the
    // margin over Spectral should not rest on which rules are on by default.
    const strictConfig = join(doubled, 'strict.json');
    writeFileSync(strictConfig, '{ "extends": "strict" }\n');
    const published = await corpusRows('all captures', files, RUNS, strictConfig);
    const twice = await corpusRows('captures twice over', doubledFiles, Math.max(3, Math.ceil(RUNS / 2)), strictConfig);
    return corpusSection({ files, bytes, tools, published, twice });
  } finally {
    rmSync(doubled, { recursive: true, force: true });
  }
}

function findingsOf(name, args) {
  return JSON.parse(checked(name, runCaptured({ command: NODE, args: [...args, '--format', 'json'] }))).reduce(
    (sum, result) => sum + result.messages.length,
    0,
  );
}

async function corpusRows(label, files, runs, strictConfig) {
  const strictArgs = [MCP_LINT, '--config', strictConfig, ...files];
  const specs = [
    {
      name: `\`mcp-lint\` (${label})`,
      command: NODE,
      args: [MCP_LINT, ...files],
      note: `${findingsOf('mcp-lint', [MCP_LINT, ...files])} findings`,
    },
    {
      name: `\`mcp-lint\` with the strict preset (${label})`,
      command: NODE,
      args: strictArgs,
      note: `${findingsOf('mcp-lint (strict)', strictArgs)} findings`,
    },
  ];
  if (MCP_LINT_COMPARE) {
    specs.push({
      name: `\`mcp-lint\` ${MCP_LINT_COMPARE_LABEL}`,
      command: NODE,
      args: [MCP_LINT_COMPARE, ...files],
      note: `${findingsOf('mcp-lint (compared)', [MCP_LINT_COMPARE, ...files])} findings`,
    });
  }
  const haveSpectral = existsSync(SPECTRAL);
  if (haveSpectral) {
    const found = JSON.parse(
      checked(
        'spectral',
        runCaptured({ command: NODE, args: [SPECTRAL, 'lint', '-r', RULESET, '-f', 'json', '--quiet', ...files] }),
      ),
    ).length;
    specs.push({
      name: `\`spectral lint\` with the MCP ruleset (${label})`,
      command: NODE,
      args: [SPECTRAL, 'lint', '-r', RULESET, ...files],
      note: `${found} findings`,
    });
  }
  const haveOhMyMcp = existsSync(join(OH_MY_MCP, 'dist', 'index.js'));
  if (!haveOhMyMcp && label === 'all captures') process.stderr.write(`real-corpus: ${OH_MY_MCP_MISSING}\n`);
  if (haveOhMyMcp && label === 'all captures') {
    const version = JSON.parse(readFileSync(join(OH_MY_MCP, 'package.json'), 'utf8')).version;
    if (version !== OH_MY_MCP_VERSION)
      process.stderr.write(
        `real-corpus: oh-my-mcp ${version} found; the published figures used ${OH_MY_MCP_VERSION}.\n`,
      );
    const engine = {
      command: NODE,
      args: [join(ROOT, 'bench', 'peers', 'oh-my-mcp-files.mjs'), ...files],
      env: { OH_MY_MCP_DIR: OH_MY_MCP },
    };
    const reports = JSON.parse(checked('oh-my-mcp', runCaptured(engine)));
    const found = reports.reduce(
      (sum, r) => sum + r.global.length + r.tools.reduce((n, t) => n + t.findings.length, 0),
      0,
    );
    specs.push({
      name: `oh-my-mcp ${version} engine, all files in one process`,
      ...engine,
      note: `${found} findings; no positions`,
    });
  }

  const rows = await compare(specs, { runs, warmup: 1 });
  const [mcp] = rows;
  const notes = [];
  const goals = [];
  const spectral = rows.find((row) => row.name.startsWith('`spectral'));
  if (spectral) {
    const speedup = spectral.medianMs / mcp.medianMs;
    goals.push(
      goal(
        `${label}: at least 5× faster than Spectral (median wall time)`,
        speedup >= 5,
        `${speedup.toFixed(1)}× faster (CPU time ${(spectral.medianCpuMs / mcp.medianCpuMs).toFixed(1)}×)`,
      ),
    );
    // Memory is a ratio against the peer in the same run (design.md), not an absolute figure.
    goals.push(
      goal(
        `${label}: peak memory at most Spectral's`,
        mcp.peakRssMiB <= spectral.peakRssMiB,
        `${mcp.peakRssMiB.toFixed(0)} MiB against ${spectral.peakRssMiB.toFixed(0)} MiB (${(mcp.peakRssMiB / spectral.peakRssMiB).toFixed(2)}×)`,
      ),
    );
    const strict = rows[1];
    notes.push(
      `${label}, the strict preset: ${(spectral.medianMs / strict.medianMs).toFixed(1)}× faster than Spectral (CPU time ${(spectral.medianCpuMs / strict.medianCpuMs).toFixed(1)}×), ${strict.peakRssMiB.toFixed(0)} MiB peak.`,
    );
    const compared = MCP_LINT_COMPARE ? rows[2] : undefined;
    if (compared)
      notes.push(
        `${compared.name}: ${(spectral.medianMs / compared.medianMs).toFixed(1)}× faster than Spectral (CPU time ${(spectral.medianCpuMs / compared.medianCpuMs).toFixed(1)}×), ${compared.peakRssMiB.toFixed(0)} MiB peak.`,
      );
  }
  if (!haveSpectral) notes.push('Spectral is not installed (`npm install` brings it as a dev dependency): left out.');
  if (!haveOhMyMcp && label === 'all captures') notes.push(OH_MY_MCP_MISSING);
  return { rows, goals, notes, runs, mcp };
}

function corpusSection({ files, bytes, tools, published, twice }) {
  return {
    title: 'JSON inputs: published servers',
    intro:
      `The saved \`tools/list\` results of ${files.length} published MCP servers in \`bench/servers/captures/\` (${tools.toLocaleString('en')} tools, ` +
      `${(bytes / 2 ** 20).toFixed(1)} MiB; servers, versions and licences in \`bench/servers/README.md\`), every file named on one command ` +
      'line. Spectral runs `bench/spectral/mcp-ruleset.yaml`; oh-my-mcp is an MCP tool-definition linter from npm, driven through its ' +
      'exported `analyze()` over all files in one process (`bench/peers/oh-my-mcp-files.mjs`; its CLI takes one file per process). ' +
      'Finding counts differ because the rule sets differ; only mcp-lint computes a line and column for each finding.',
    tables: [
      {
        caption: `${published.runs} interleaved runs each:`,
        markdown: table(published.rows, { baseline: published.mcp.name }),
      },
      {
        caption: `The same captures twice over (${files.length * 2} files, two folders), ${twice.runs} interleaved runs each:`,
        markdown: table(twice.rows, { baseline: twice.mcp.name }),
      },
    ],
    goals: [...published.goals, ...twice.goals],
    notes: [...published.notes, ...twice.notes],
  };
}

await runIfMain(import.meta.url, realCorpusBench);
