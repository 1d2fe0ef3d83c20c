// Each rule's time on each generated shape at two sizes, in this process through the library (the engine, lintSource,
// as lint() runs it): every rule that applies to JSON tool lists, each run alone, and each shape loaded afresh for
// every run, so no rule's memo carries over.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { ROOT } from '../lib.mjs';
import { SHAPES, shapeText } from './shapes.mjs';

export async function loadLibrary(dist = process.env.MCP_LINT_DIST ?? join(ROOT, 'dist', 'index.js')) {
  return import(pathToFileURL(dist).href);
}

/** Every definition-scope rule on (those that judge any tool list), at its default options; or the rules given. */
export async function allDefinitionRules(
  library,
  rules = library.allRules.filter((rule) => rule.meta.scope === 'definition'),
) {
  const settings = await library.resolveSettings(
    rules,
    undefined,
    rules.map((rule) => ({ id: rule.id, level: 'warning' })),
  );
  return { rules, settings };
}

// Loading a shape leaves garbage that the next allocation would collect, inside whichever rule runs then: a (young
// generation) collection before each timed run charges a rule only for its own. This is the benchmark's process,
// never mcp-lint's, whose start-up takes no V8 flag.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc');

/**
 * Per rule, its CPU time in ms per run, averaged over `runs` runs on fresh loads of the text, each rule run alone: a
 * garbage collection a rule causes is its own cost, never the next rule's. CPU time over a batch, not the wall time
 * of one run: on a shared machine a process waits for a core at random, and a rule of one millisecond would seem to
 * take forty.
 */
export async function ruleTimes(library, { rules, settings }, text, runs) {
  const perRun = new Map();
  for (const rule of rules) {
    const sources = [];
    for (let run = 0; run < runs; run++) {
      const loaded = await library.loadJsonText(text, 'shape.json', { explicit: true });
      if (loaded.status !== 'loaded') throw new Error(`a generated shape did not load: ${loaded.reason}`);
      sources.push(loaded.source);
    }
    collectGarbage({ type: 'minor' });
    const before = process.cpuUsage();
    for (const source of sources) library.lintSource(source, [rule], { spec: library.DEFAULT_SPEC, settings });
    const used = process.cpuUsage(before);
    perRun.set(rule.id, (used.user + used.system) / 1000 / runs);
  }
  return perRun;
}

/**
 * Each (shape, rule) at `small` and `large` times the base size, with the growth factor of its time. A pair is judged
 * only when the rule takes at least `floorMs` at the large size: below that, timer noise is the ratio. A pair that
 * grows more than `bound` times is measured again, alone and in batches of about 50 ms at each size, up to twice: a
 * pause of the machine in one batch, or a batch too short for the clock, is then not taken for a rule that grows too
 * fast.
 */
export async function measureGrowth({ small = 1, large = 4, runs = 5, floorMs = 5, bound = 6, library, rules } = {}) {
  library ??= await loadLibrary();
  const setup = await allDefinitionRules(library, rules);
  const rows = [];
  for (const shape of SHAPES) {
    const texts = { small: shapeText(shape, small), large: shapeText(shape, large) };
    // One run of every rule first, so the small size is not measured while the code is still being compiled.
    await ruleTimes(library, setup, texts.small, 1);
    const at = {
      small: await ruleTimes(library, setup, texts.small, runs),
      large: await ruleTimes(library, setup, texts.large, runs),
    };
    for (const rule of setup.rules) {
      const row = {
        shape: shape.name,
        rule: rule.id,
        smallMs: at.small.get(rule.id),
        largeMs: at.large.get(rule.id),
        bytes: [texts.small.length, texts.large.length],
      };
      for (let again = 0; again < 2 && judged(row, floorMs) && growth(row) > bound; again++) {
        const alone = { rules: [rule], settings: setup.settings };
        row.smallMs = (await ruleTimes(library, alone, texts.small, batchRuns(row.smallMs, runs))).get(rule.id);
        row.largeMs = (await ruleTimes(library, alone, texts.large, batchRuns(row.largeMs, runs))).get(rule.id);
      }
      rows.push({ ...row, growth: growth(row), judged: judged(row, floorMs) });
    }
  }
  return rows;
}

/** Enough runs for a batch of about 50 ms of CPU, which the process's CPU clock measures well (at most 200 runs). */
const batchRuns = (ms, runs) => Math.min(200, Math.max(runs * 4, Math.ceil(50 / Math.max(ms, 0.25))));

const growth = (row) => row.largeMs / Math.max(row.smallMs, 0.001);
const judged = (row, floorMs) => row.largeMs >= floorMs;

/** The rows whose time grew more than `bound` times. */
export const tooFast = (rows, bound) => rows.filter((row) => row.judged && row.growth > bound);

/**
 * Each rule's share of all rules' CPU time on a corpus of tools/list files, every rule at its default level (as a
 * user runs mcp-lint), each alone on fresh loads of every file.
 */
export async function measureShares(files, { library } = {}) {
  library ??= await loadLibrary();
  const { readFileSync } = await import('node:fs');
  const texts = files.map((file) => ({ file, text: readFileSync(file, 'utf8') }));
  const rules = library.allRules.filter((rule) => rule.meta.scope === 'definition');
  const settings = await library.resolveSettings(rules, undefined, []);
  const times = new Map();
  for (const rule of rules.filter((r) => settings.get(r.id) && settings.get(r.id).level !== 'off')) {
    const sources = [];
    for (const { file, text } of texts) {
      const loaded = await library.loadJsonText(text, file, { explicit: true });
      if (loaded.status === 'loaded') sources.push(loaded.source);
    }
    collectGarbage({ type: 'minor' });
    const before = process.cpuUsage();
    for (const source of sources) library.lintSource(source, [rule], { spec: library.DEFAULT_SPEC, settings });
    const used = process.cpuUsage(before);
    times.set(rule.id, (used.user + used.system) / 1000);
  }
  const total = [...times.values()].reduce((sum, ms) => sum + ms, 0);
  return [...times].map(([rule, ms]) => ({ rule, ms, share: ms / total })).sort((a, b) => b.ms - a.ms);
}
