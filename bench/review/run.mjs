// Review harness (issue 35): how often is what mcp-lint prints by default worth fixing on real servers?
// It lints the project's two published-server corpora with --no-config (what a new user gets), samples findings per
// rule — seeded, and stratified by server so one large server cannot fill a rule's sample — and matches each finding
// to a committed verdict in bench/review/verdicts/<rule-id>.jsonl by (corpus, server, tool, pointer, rule, message).
// It prints precision per rule and for the default set, FALSE errors and FALSE overall, findings per server, and the
// sampled findings nobody has judged yet, with the value each points at so a reviewer can judge it.
// With --source it also lints both corpora's sources (source-corpora.mjs), as the corpora "npm-source" and
// "python-source": set MCP_BENCH_SERVERS_DIR and MCP_BENCH_PYTHON_DIR to where they are installed (a few minutes).
//   node bench/review/run.mjs [--per-rule N] [--seed N] [--rule <id>]… [--client <name>]… [--source] [--template] [--check]
//     --per-rule N   sample size per rule and corpus (default 15)
//     --source       also source mode on the installed npm packages and extracted Python servers
//     --client name  turn on that client's rule as mcp-lint --client does (then it is no longer the default set)
//     --enable id    turn on a rule that is off by default (at info; id:level for another level), to judge it
//     --template     print the unreviewed samples as verdict lines (verdict and why empty) to fill in and append,
//                    each after a `# at:` line with the value (or source line) it points at
//     --check        exit 1 when a default rule with at least 10 verdicts is under the bar, or a FALSE error exists
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { harnessFinding, lintJson, lintSource, sourceLineOf, sourceServers } from './source-corpora.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const VERDICTS = join(ROOT, 'bench', 'review', 'verdicts');
const CORPORA = {
  npm: join(ROOT, 'bench', 'servers', 'captures'),
  python: join(ROOT, 'bench', 'python-servers', 'captures'),
};
const BAR = 0.9;
const MIN_REVIEWED_FOR_BAR = 10;

const argv = process.argv.slice(2);
const option = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
const perRule = Number(option('--per-rule', 15));
const seed = Number(option('--seed', 35));
const onlyRules = argv.flatMap((arg, i) => (argv[i - 1] === '--rule' ? [arg] : []));
const clientFlags = [
  ...argv.flatMap((arg, i) => (argv[i - 1] === '--client' ? ['--client', arg] : [])),
  ...argv.flatMap((arg, i) => (argv[i - 1] === '--enable' ? ['--rule', arg.includes(':') ? arg : `${arg}:info`] : [])),
];
const template = argv.includes('--template');
const check = argv.includes('--check');
const withSource = argv.includes('--source');
const BIN = join(ROOT, 'bin', 'mcp-lint.js');

/** Capture names are written without `.json`; a verdict written with it still matches. */
const serverName = (file) => basename(file).replace(/\.json$/, '');
// Source-mode findings add their place (`at`, file:line): several can share tool, pointer and message.
const keyOf = (f) =>
  JSON.stringify([f.corpus, serverName(f.server), f.tool ?? '', f.pointer ?? '', f.rule, f.message, f.at ?? '']);

function lint(corpus) {
  const args = [BIN, CORPORA[corpus], '--format', 'json', '--no-config', ...clientFlags];
  const findings = [];
  const perServer = [];
  for (const result of lintJson(args, { label: corpus })) {
    const server = serverName(result.filePath);
    perServer.push({ corpus, server, count: result.messages.length });
    for (const m of result.messages) findings.push(harnessFinding(corpus, server, m));
  }
  return { findings, perServer };
}

function readVerdicts() {
  const verdicts = new Map();
  if (!existsSync(VERDICTS)) return verdicts;
  for (const file of readdirSync(VERDICTS)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()) {
    const lines = readFileSync(join(VERDICTS, file), 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (!line.trim()) return;
      let v;
      try {
        v = JSON.parse(line);
      } catch {
        throw new Error(`bench/review/verdicts/${file}:${i + 1}: not a JSON object; fix or remove the line`);
      }
      if (!['TRUE', 'DEBATABLE', 'FALSE'].includes(v.verdict)) return; // an unfilled template line
      verdicts.set(keyOf(v), v);
    });
  }
  return verdicts;
}

/** mulberry32: a small seeded generator, so the same corpus gives the same sample on every machine. */
function random(start) {
  let state = start;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function shuffled(list, next) {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** Round-robin over the servers (in seeded order), one finding of each in turn, so every server gets a say. */
function stratifiedSample(findings, size, next) {
  const byServer = new Map();
  for (const f of findings) byServer.set(f.server, [...(byServer.get(f.server) ?? []), f]);
  const queues = shuffled([...byServer.keys()].sort(), next).map((server) => shuffled(byServer.get(server), next));
  const sample = [];
  while (sample.length < size && queues.some((q) => q.length)) {
    for (const queue of queues) if (queue.length && sample.length < size) sample.push(queue.shift());
  }
  return sample;
}

const captureTools = new Map();
function valueAt(f) {
  if (f.file) return `${f.file}:${f.line ?? ''}: ${sourceLineOf(f)}`;
  const file = join(CORPORA[f.corpus], `${f.server}.json`);
  if (!captureTools.has(file)) captureTools.set(file, JSON.parse(readFileSync(file, 'utf8')).tools ?? []);
  let node = captureTools.get(file).find((t) => t.name === f.tool);
  for (const part of f.pointer.split('/').slice(1)) node = node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  return JSON.stringify(node) ?? '';
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : 0;
};
const percent = (part, whole) => (whole ? `${((100 * part) / whole).toFixed(1)}%` : '—');

const linted = ['npm', 'python'].map(lint);
const corpora = ['npm', 'python'];
if (withSource) {
  const { servers, missing } = sourceServers();
  if (missing.length) console.log(`source mode: not on this machine, left out: ${missing.join(', ')}`);
  for (const server of servers) {
    const { findings: ofServer, count } = lintSource(BIN, server, clientFlags);
    linted.push({ findings: ofServer, perServer: [{ corpus: server.corpus, server: server.server, count }] });
  }
  corpora.push('npm-source', 'python-source');
}
const findings = linted.flatMap((l) => l.findings);
const perServer = linted.flatMap((l) => l.perServer);
const verdicts = readVerdicts();
/** Each rule and corpus draws from its own generator, so adding or dropping a rule leaves the others' samples as they were. */
const generatorFor = (rule, corpus) =>
  random([...`${rule}/${corpus}`].reduce((hash, c) => Math.imul(hash ^ c.charCodeAt(0), 16777619), seed ^ 2166136261));

const rules = [...new Set(findings.map((f) => f.rule))]
  .sort()
  .filter((r) => !onlyRules.length || onlyRules.includes(r));
const rows = [];
const unreviewed = [];
let stale = 0;
const current = new Set(findings.map(keyOf));
// A verdict of a corpus not linted this time (source mode without --source) is not stale, only not counted.
for (const v of verdicts.values()) if (corpora.includes(v.corpus) && !current.has(keyOf(v))) stale++;

for (const rule of rules) {
  const ofRule = findings.filter((f) => f.rule === rule);
  for (const corpus of corpora) {
    const sample = stratifiedSample(
      ofRule.filter((f) => f.corpus === corpus),
      perRule,
      generatorFor(rule, corpus),
    );
    unreviewed.push(...sample.filter((f) => !verdicts.has(keyOf(f))));
  }
  // Every current finding with a verdict counts, sampled this time or not: a verdict is evidence until the finding goes.
  const judged = ofRule.map((f) => ({ f, v: verdicts.get(keyOf(f)) })).filter((j) => j.v);
  const count = (verdict) => judged.filter((j) => j.v.verdict === verdict).length;
  rows.push({
    rule,
    findings: ofRule.length,
    servers: new Set(ofRule.map((f) => `${f.corpus}/${f.server}`)).size,
    levels: [...new Set(ofRule.map((f) => f.level))].join('/'),
    reviewed: judged.length,
    true: count('TRUE'),
    debatable: count('DEBATABLE'),
    false: count('FALSE'),
    falseErrors: judged.filter((j) => j.v.verdict === 'FALSE' && j.f.level === 'error').length,
  });
}

console.log('rule                              findings servers level          reviewed  TRUE  DEBAT FALSE precision');
for (const r of rows) {
  const under = r.reviewed >= MIN_REVIEWED_FOR_BAR && r.true / r.reviewed < BAR ? '  under the bar' : '';
  console.log(
    `${r.rule.padEnd(34)}${String(r.findings).padStart(8)}${String(r.servers).padStart(8)} ${r.levels.padEnd(14)}${String(r.reviewed).padStart(9)}${String(r.true).padStart(6)}${String(r.debatable).padStart(6)}${String(r.false).padStart(6)} ${percent(r.true, r.reviewed).padStart(9)}${under}`,
  );
}
const sum = (field) => rows.reduce((total, r) => total + r[field], 0);
const reviewed = sum('reviewed');
// Each rule's sample is the same size however many findings it has, so the pooled figure over-weighs small rules;
// weighting each rule's precision by its share of findings estimates what a user reading the whole output sees.
const judgedRows = rows.filter((r) => r.reviewed);
const weight = judgedRows.reduce((total, r) => total + r.findings, 0);
const weighted = judgedRows.reduce((total, r) => total + (r.findings / weight) * (r.true / r.reviewed), 0);
console.log(
  `\ndefault set: ${findings.length} findings; ${reviewed} reviewed: ${percent(sum('true'), reviewed)} TRUE, ${percent(sum('debatable'), reviewed)} DEBATABLE, ${percent(sum('false'), reviewed)} FALSE (${sum('false')}), FALSE errors ${sum('falseErrors')}`,
);
console.log(
  `weighted by each rule's findings: ${weight ? `${(100 * weighted).toFixed(1)}% TRUE` : '—'}; verdicts whose finding is gone: ${stale}`,
);
for (const corpus of corpora) {
  const counts = perServer.filter((s) => s.corpus === corpus);
  const largest = counts.reduce((a, b) => (b.count > a.count ? b : a), { count: 0, server: '—' });
  console.log(
    `${corpus}: ${counts.length} servers, findings per server median ${median(counts.map((s) => s.count))}, max ${largest.count} (${largest.server})`,
  );
}

if (unreviewed.length) {
  console.log(`\n${unreviewed.length} sampled findings without a verdict:`);
  for (const f of unreviewed) {
    if (template) {
      const { level: _level, file: _file, line: _line, ...line } = f;
      console.log(`# at: ${valueAt(f).slice(0, 300)}`);
      console.log(JSON.stringify({ ...line, verdict: '', why: '' }));
    } else {
      console.log(
        `- [${f.rule}] ${f.corpus}/${f.server} ${f.tool} ${f.pointer} (${f.level})\n    ${f.message}\n    at: ${valueAt(f).slice(0, 300)}`,
      );
    }
  }
}
if (check) {
  const failing = rows.filter(
    (r) => r.falseErrors || (r.reviewed >= MIN_REVIEWED_FOR_BAR && r.true / r.reviewed < BAR),
  );
  for (const r of failing)
    console.error(
      `${r.rule}: ${r.falseErrors ? `${r.falseErrors} FALSE errors` : `precision ${percent(r.true, r.reviewed)} under ${BAR * 100}%`}`,
    );
  process.exit(failing.length ? 1 : 0);
}
