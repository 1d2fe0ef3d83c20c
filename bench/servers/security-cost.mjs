// What the security rules cost on the published servers' captures: every capture is loaded once, then linted with
// all rules and with all rules except the six security rules, alternating, N rounds; prints the medians of CPU time
// and the difference. Also times the whole CLI run on the captures with and without them (median of M runs).
//
//   npm run build && node bench/servers/security-cost.mjs [rounds=15] [cliRuns=5]
import { spawnSync } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allRules, lintSource, loadDefinitions } from '../../dist/index.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const captures = join(root, 'bench', 'servers', 'captures');
const SECURITY = [
  'hidden-text',
  'invisible-characters',
  'tool-poisoning',
  'suspicious-instructions',
  'secret-in-definition',
  'cross-server-shadowing',
];
const rounds = Number(process.argv[2] ?? 15);
const cliRuns = Number(process.argv[3] ?? 5);

const sources = await loadDefinitions([captures], {
  cwd: root,
  ignorePatterns: [],
  useConfigFile: false,
  ruleOverrides: [],
});
const settingsFor = (rules) =>
  new Map(
    rules.map((rule) => [
      rule.id,
      {
        level: rule.meta.defaultLevel === 'off' ? 'off' : rule.meta.defaultLevel,
        options: { ...(rule.meta.defaultOptions ?? {}) },
      },
    ]),
  );
const withRules = allRules;
const withoutRules = allRules.filter((rule) => !SECURITY.includes(rule.id));
const sets = { with: [withRules, settingsFor(withRules)], without: [withoutRules, settingsFor(withoutRules)] };

/** CPU time of this process: the machine is shared, so wall time measures the neighbours too. */
const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const times = { with: [], without: [] };
for (let round = 0; round < rounds + 2; round++) {
  for (const name of round % 2 ? ['with', 'without'] : ['without', 'with']) {
    const [rules, settings] = sets[name];
    // Fresh LoadedTool objects each round: the rules cache per tool, and a real run lints each tool once.
    const fresh = sources.map((source) => ({ ...source, tools: source.tools.map((tool) => ({ ...tool })) }));
    const start = cpuMs();
    for (const source of fresh) lintSource(source, rules, { spec: '2025-11-25', settings });
    const elapsed = cpuMs() - start;
    if (round >= 2) times[name].push(elapsed); // two warm-up rounds
  }
}
const tools = sources.reduce((n, s) => n + s.tools.length, 0);
const engineWith = median(times.with),
  engineWithout = median(times.without);
console.log(`${sources.length} captures, ${tools} tools, ${rounds} rounds`);
console.log(
  `rules only (CPU time): with ${engineWith.toFixed(1)} ms, without ${engineWithout.toFixed(1)} ms, +${(((engineWith - engineWithout) / engineWithout) * 100).toFixed(1)}%`,
);

// CPU time of the CLI process (user + system, from bash's `times`): wall time on a shared machine measures the
// neighbours as much as mcp-lint.
const cli = (extra) => {
  const args = [join(root, 'bin', 'mcp-lint.js'), '--format', 'json', ...extra, captures]
    .map((a) => `'${a.replace(/'/g, `'\\''`)}'`)
    .join(' ');
  const run = spawnSync('bash', ['-c', `${JSON.stringify(process.execPath)} ${args} > /dev/null; times`], {
    cwd: root,
    encoding: 'utf8',
  });
  const children = run.stdout.trim().split('\n').pop();
  const [user, system] = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map(
    (m) => Number(m[1]) * 60_000 + Number(m[2]) * 1000,
  );
  if (user === undefined) throw new Error(`no times from bash: ${run.stdout} ${run.stderr}`);
  return user + system;
};
const off = SECURITY.flatMap((id) => ['--rule', `${id}:off`]);
const cliTimes = { with: [], without: [] };
for (let i = 0; i < cliRuns; i++) {
  if (i % 2) cliTimes.with.push(cli([]));
  cliTimes.without.push(cli(off));
  if (!(i % 2)) cliTimes.with.push(cli([]));
}
const cliWith = median(cliTimes.with),
  cliWithout = median(cliTimes.without);
console.log(
  `whole CLI run (CPU time): with ${cliWith.toFixed(0)} ms, without ${cliWithout.toFixed(0)} ms, +${(((cliWith - cliWithout) / cliWithout) * 100).toFixed(1)}%`,
);
