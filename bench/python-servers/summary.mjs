// What the Python-servers benchmark reports: per server, bench/servers/compare.mjs's comparison of live and rebuilt
// tools plus the Python loader's other rebuilt fields; pooled over servers, the figures issue 27 sets goals for.
// Pure functions, no I/O (tested in test/bench/python-servers-summary.test.ts).
import { canonical, compareTools, withoutDialect } from '../servers/compare.mjs';

export const GOALS = { recallDecorator: 0.9, recallOverall: 0.8, schemaEquality: 0.9, maxMs: 1000 };

const same = (a, b) => canonical(withoutDialect(a ?? null)) === canonical(withoutDialect(b ?? null));

/** Source mode read the files, rebuilt no tool and said nothing about why: the user would believe there is none. */
export function isSilent(worker) {
  return (
    worker.tools.length === 0 && worker.unresolvedFindings.length === 0 && worker.fatal.length === 0 && !worker.error
  );
}

/**
 * @param liveTools the capture's `tools`
 * @param worker what bench/servers/source-worker.mjs printed for the server's source
 */
export function compareServer(liveTools, worker) {
  const compared = compareTools(liveTools, worker.tools);
  const live = new Map(liveTools.filter((t) => typeof t?.name === 'string').map((t) => [t.name, t]));
  const firstCopy = new Map();
  for (const tool of worker.tools)
    if (typeof tool.name === 'string' && !firstCopy.has(tool.name)) firstCopy.set(tool.name, tool);
  const found = [...firstCopy.keys()].filter((n) => live.has(n));
  const outputDiffs = found.filter((n) => !same(live.get(n).outputSchema, firstCopy.get(n).outputSchema));
  const descriptionDiffs = found.filter(
    (n) => (live.get(n).description ?? null) !== (firstCopy.get(n).description ?? null),
  );
  return {
    ...compared,
    outputEqual: found.length - outputDiffs.length,
    descriptionEqual: found.length - descriptionDiffs.length,
    outputDiffs,
    descriptionDiffs,
    // An unequal inputSchema that source mode did not flag as unresolved is silently wrong (a goal says: none).
    unflaggedSchemaDiffs: compared.schemaDiffs.filter((d) => d.unresolved.length === 0).map((d) => d.name),
    silent: isSilent(worker),
    unresolvedTools: worker.tools.filter((t) => (t.unresolved ?? []).length > 0).length,
    unresolvedFindingCount: worker.unresolvedFindings.length,
    unresolvedFindings: worker.unresolvedFindings.slice(0, 50),
    errors: worker.errors ?? [],
    fatal: worker.fatal,
    workerError: worker.error,
    cpuMs: worker.cpuMs,
    maxRssMiB: worker.maxRssMiB,
  };
}

/**
 * Error-level findings with the verdict of a review recorded in the server's entry (`reviewedErrors`: rule id and
 * `file:line`); a finding no review covers stays unjudged and counts against the goal.
 */
export function withVerdicts(errors, reviewed = []) {
  return errors.map((e) => {
    const review = reviewed.find((r) => r.ruleId === e.ruleId && (e.where === r.at || e.where.startsWith(`${r.at}:`)));
    return review ? { ...e, verdict: review.verdict, why: review.why } : e;
  });
}

const ratio = (n, d) => (d === 0 ? undefined : n / d);

/**
 * Pooled figures over the compared servers. `style` comes from each server's entry: recall of decorator-registered
 * tools pools the servers whose style is "decorator"; servers whose run timed out or crashed count their live tools
 * as missed.
 */
export function pooled(results) {
  const compared = results.filter((r) => r.status === 'compared');
  const failed = results.filter((r) => r.status === 'timed out' || r.status === 'crashed');
  const sum = (rows, key) => rows.reduce((n, r) => n + (r[key] ?? 0), 0);
  const decorator = (rows) => rows.filter((r) => r.style === 'decorator');
  const live = sum(compared, 'live') + sum(failed, 'live');
  const liveDecorator = sum(decorator(compared), 'live') + sum(decorator(failed), 'live');
  const tp = sum(compared, 'tp');
  // Time counts where source mode read the server's files (a build without Python source mode reads none).
  const ran = results.filter((r) => r.status === 'compared' || r.rebuilt !== undefined);
  return {
    servers: results.length,
    compared: compared.length,
    timedOutOrCrashed: failed.map((r) => r.name),
    notCompared: results.filter((r) => r.status !== 'compared').map((r) => ({ name: r.name, status: r.status })),
    live,
    found: sum(compared, 'found'),
    tp,
    fp: sum(compared, 'fp'),
    // Names source mode itself marked as possibly unlisted (registered behind a run-time condition).
    fpUpperBound: sum(compared, 'fpUpperBound'),
    recall: ratio(tp, live),
    recallDecorator: ratio(sum(decorator(compared), 'tp'), liveDecorator),
    liveDecorator,
    precision: ratio(tp, sum(compared, 'found')),
    schemaEqual: sum(compared, 'normalEqual'),
    schemaEquality: ratio(sum(compared, 'normalEqual'), tp),
    unflaggedSchemaDiffs: compared.flatMap((r) => r.unflaggedSchemaDiffs.map((name) => `${r.name}/${name}`)),
    outputEqual: sum(compared, 'outputEqual'),
    descriptionEqual: sum(compared, 'descriptionEqual'),
    unresolvedTools: sum(compared, 'unresolvedTools'),
    // Captured or not: a server that yields nothing and says nothing misleads whether or not it could be started.
    silent: results.filter((r) => r.silent).map((r) => r.name),
    unresolvedFindings: sum(compared, 'unresolvedFindingCount'),
    // Error-level findings on every server source mode read, captured or not: a false alarm needs no capture to show.
    errors: results.flatMap((r) => (r.errors ?? []).map((e) => ({ server: r.name, ...e }))),
    ran: ran.length,
    maxMs: Math.max(0, ...ran.map((r) => r.ms ?? 0)),
    maxCpuMs: Math.max(0, ...ran.map((r) => r.cpuMs ?? 0)),
    overBudget: ran.filter((r) => (r.ms ?? 0) > GOALS.maxMs).map((r) => r.name),
    cpuOverBudget: ran.filter((r) => (r.cpuMs ?? 0) > GOALS.maxMs).map((r) => r.name),
  };
}

/** Each goal of issue 27 with the measured value and whether it is met (undefined when nothing was measured). */
export function goals(p) {
  const atLeast = (value, goal) => (value === undefined ? undefined : value >= goal);
  return [
    {
      goal: `name recall of decorator-registered tools ≥ ${GOALS.recallDecorator * 100}%`,
      value: p.recallDecorator,
      met: atLeast(p.recallDecorator, GOALS.recallDecorator),
    },
    {
      goal: `name recall overall ≥ ${GOALS.recallOverall * 100}%`,
      value: p.recall,
      met: atLeast(p.recall, GOALS.recallOverall),
    },
    {
      goal: `inputSchema equality ≥ ${GOALS.schemaEquality * 100}% of found tools`,
      value: p.schemaEquality,
      met: atLeast(p.schemaEquality, GOALS.schemaEquality),
    },
    {
      goal: 'every rebuilt schema not flagged unresolved equals the live one',
      value: p.unflaggedSchemaDiffs.length,
      met: p.compared ? p.unflaggedSchemaDiffs.length === 0 : undefined,
    },
    {
      goal: 'no error-level false alarm (every error-level finding reviewed as true)',
      value: p.errors.length,
      met: p.compared ? p.errors.every((e) => e.verdict === 'true') : undefined,
    },
    {
      goal: `≤ ${GOALS.maxMs / 1000} s per server`,
      value: p.maxMs,
      met: p.ran ? p.overBudget.length === 0 : undefined,
    },
  ];
}

export const pct = (n, d) => (d === 0 || d === undefined ? '–' : `${((100 * n) / d).toFixed(1)}%`);

const secs = (ms) => (ms === undefined ? '' : (ms / 1000).toFixed(2));

/** The markdown table: one row per server, its capture and (where compared) what source mode rebuilt. */
export function table(results) {
  const rows = [
    '| server | style | SDK run | live | found | TP | FP | recall | inputSchema = | outputSchema = | description = | unresolved (tools/findings) | errors | wall (s) | CPU (s) |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of results) {
    const head = `| ${r.name} | ${r.style} | ${r.sdkRun ?? ''} | ${r.live ?? '–'}`;
    if (r.status !== 'compared') {
      const rebuilt = r.rebuilt === undefined ? '' : `${r.rebuilt} rebuilt${r.silent ? ' (**silent**)' : ''}`;
      rows.push(
        `${head} | ${r.status} | ${rebuilt} | | | | | | | ${r.errors?.length ?? ''} | ${secs(r.ms)} | ${secs(r.cpuMs)} |`,
      );
      continue;
    }
    rows.push(
      `${head} | ${r.found}${r.silent ? ' (**silent**)' : ''} | ${r.tp} | ${r.fp} | ${pct(r.tp, r.live)} | ${r.normalEqual}/${r.tp} | ${r.outputEqual}/${r.tp} | ${r.descriptionEqual}/${r.tp} | ${r.unresolvedTools}/${r.unresolvedFindingCount} | ${r.errors.length} | ${secs(r.ms)} | ${secs(r.cpuMs)} |`,
    );
  }
  return rows;
}

/**
 * The pooled lines under the table, each goal marked met or not. `baseline` is the worker's time on a one-line file
 * (Node's start-up and loading the library), shown beside the slowest server.
 */
export function pooledLines(p, baseline) {
  const mark = (met) => (met === undefined ? 'not measured' : met ? 'met' : '**not met**');
  const lines = [
    `Pooled over ${p.compared} of ${p.servers} servers (${p.live} live tools, ${p.liveDecorator} of them on decorator-registered servers):`,
    `- name recall ${pct(p.tp, p.live)} (${p.tp}/${p.live}); decorator-registered ${p.recallDecorator === undefined ? '–' : pct(p.recallDecorator, 1)}`,
    `- precision ${pct(p.tp, p.found)} (${p.tp}/${p.found}; ${p.fp} rebuilt tools the servers do not list, ${p.fpUpperBound} of them marked by source mode as possibly unlisted)`,
    `- inputSchema equal ${pct(p.schemaEqual, p.tp)} of found tools (${p.schemaEqual}/${p.tp}); unequal and not flagged unresolved: ${p.unflaggedSchemaDiffs.length ? p.unflaggedSchemaDiffs.join(', ') : 'none'}`,
    `- outputSchema equal ${pct(p.outputEqual, p.tp)}; description equal ${pct(p.descriptionEqual, p.tp)}`,
    `- unresolved: ${p.unresolvedTools} tools with an unresolved part, ${p.unresolvedFindings} source-unresolved findings`,
    `- silent servers (no tool rebuilt, nothing said why): ${p.silent.length ? p.silent.join(', ') : 'none'}`,
    `- error-level findings: ${p.errors.length}, ${p.errors.filter((e) => e.verdict === 'true').length} reviewed as true, ${p.errors.filter((e) => e.verdict === 'false').length} as false alarms`,
    ...p.errors.map(
      (e) =>
        `  - ${e.server} ${e.where} [${e.ruleId}]${e.verdict ? ` (${e.verdict === 'true' ? 'true' : 'FALSE ALARM'}: ${e.why})` : ' (not reviewed)'} ${e.message}${e.line ? ` — \`${e.line}\`` : ''}`,
    ),
    `- slowest of the ${p.ran} servers source mode read (median of its runs): ${(p.maxMs / 1000).toFixed(2)} s wall, ${(p.maxCpuMs / 1000).toFixed(2)} s CPU; over 1 s wall: ${p.overBudget.length ? p.overBudget.join(', ') : 'none'}; over 1 s CPU: ${p.cpuOverBudget.length ? p.cpuOverBudget.join(', ') : 'none'}`,
    ...(baseline
      ? [
          `- baseline (the worker on a one-line .py file): ${(baseline.ms / 1000).toFixed(2)} s wall, ${(baseline.cpuMs / 1000).toFixed(2)} s CPU`,
        ]
      : []),
    '',
    'Goals:',
    ...goals(p).map((g) => `- ${g.goal}: ${mark(g.met)}`),
  ];
  return lines;
}
