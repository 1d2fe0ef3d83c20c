// Benchmark helpers: whole-process wall time and peak memory of commands, compared fairly on a busy machine.
//
// Each command is a separate process, as a user runs it. The commands under comparison are interleaved round-robin
// (with the starting command rotated each round) so a burst of load on these shared cores hits all of them alike,
// and the median is reported next to the minimum.
//
// Peak RSS and CPU time come from the measured process itself: a preload given to node through NODE_OPTIONS writes
// `process.resourceUsage()` (maxRSS = the kernel's ru_maxrss; user + system CPU time) when the process exits. Every
// command measured here is a node program, so this works the same on any machine (no GNU time needed); when a
// command starts further node processes, each reports and the largest RSS and the summed CPU count. The preload
// adds the same fraction of a millisecond to every command, the floor included. CPU time is the steadier figure on
// a shared machine: other load stretches wall time but not the CPU a run needs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const NODE = process.execPath;

/** How many measured runs and warm-up runs each command gets (BENCH_RUNS, BENCH_WARMUP override). */
export const DEFAULT_RUNS = Number(process.env.BENCH_RUNS ?? 15);
export const DEFAULT_WARMUP = Number(process.env.BENCH_WARMUP ?? 2);

let scratch;
function scratchDir() {
  scratch ??= mkdtempSync(join(tmpdir(), 'mcp-lint-bench-'));
  return scratch;
}
process.on('exit', () => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

function preloadFile() {
  const file = join(scratchDir(), 'max-rss.cjs');
  if (!existsSync(file)) {
    writeFileSync(
      file,
      "process.on('exit', () => { try { const u = process.resourceUsage(); require('fs').appendFileSync(process.env.BENCH_RSS_FILE, `${u.maxRSS} ${u.userCPUTime + u.systemCPUTime}\\n`); } catch {} });\n",
    );
  }
  return file;
}

/**
 * Runs one command once. Resolves to { ms, rssKiB, cpuMs, code }.
 * @param {{ name: string, command: string, args: string[], cwd?: string, env?: Record<string,string>, okCodes?: number[], allowStderr?: boolean, note?: string, beforeRun?: () => void | Promise<void> }} spec
 */
export function runOnce(spec) {
  const rssFile = join(scratchDir(), `rss-${process.pid}-${Math.random().toString(36).slice(2)}`);
  const { command, args } = spec;
  const env = { ...process.env, NO_COLOR: '1', ...spec.env };
  delete env.FORCE_COLOR;
  env.BENCH_RSS_FILE = rssFile;
  env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} --require ${JSON.stringify(preloadFile())}`.trim();
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(command, args, { cwd: spec.cwd ?? ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk) => {
      if (stderr.length < 4000) stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      let rssKiB = NaN;
      let cpuMs = NaN;
      try {
        const lines = readFileSync(rssFile, 'utf8')
          .split('\n')
          .filter((l) => /^\d+ \d+$/.test(l.trim()));
        rssKiB = Math.max(...lines.map((l) => Number(l.split(' ')[0])));
        cpuMs = lines.reduce((sum, l) => sum + Number(l.split(' ')[1]), 0) / 1000;
        rmSync(rssFile, { force: true });
      } catch {
        // No figure: the table says "n/a" rather than a wrong number.
      }
      const okCodes = spec.okCodes ?? [0, 1];
      if (!okCodes.includes(code ?? -1)) {
        reject(new Error(`${spec.name}: exit code ${code} (expected ${okCodes.join(' or ')})\n${stderr}`));
        return;
      }
      // A crash exits with 1 too, which linters also use for "found problems": a stack trace is not a measurement.
      if (!spec.allowStderr && /internal error|^\s+at .+:\d+:\d+\)?$/m.test(stderr)) {
        reject(new Error(`${spec.name}: crashed\n${stderr}`));
        return;
      }
      resolve({ ms, rssKiB, cpuMs, code });
    });
  });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Measures commands against each other: warm-up rounds, then `runs` rounds in which every command runs once,
 * starting from a different command each round.
 * @returns {Promise<Array<{ name: string, runs: number, medianMs: number, minMs: number, maxMs: number, medianCpuMs: number, peakRssMiB: number, medianRssMiB: number, note?: string }>>}
 */
export async function compare(
  specs,
  { runs = DEFAULT_RUNS, warmup = DEFAULT_WARMUP, log = (line) => process.stderr.write(line) } = {},
) {
  const samples = specs.map(() => ({ ms: [], rss: [], cpu: [] }));
  for (let round = 0; round < warmup + runs; round++) {
    for (let k = 0; k < specs.length; k++) {
      const index = (round + k) % specs.length;
      // Untimed preparation, e.g. removing the directory a scaffolder will create.
      await specs[index].beforeRun?.();
      const sample = await runOnce(specs[index]);
      if (round >= warmup) {
        samples[index].ms.push(sample.ms);
        samples[index].rss.push(sample.rssKiB);
        samples[index].cpu.push(sample.cpuMs);
      }
    }
    log(
      `\r  ${round < warmup ? 'warm-up' : 'round'} ${round < warmup ? round + 1 : round - warmup + 1}/${round < warmup ? warmup : runs}   `,
    );
  }
  log('\r');
  return specs.map((spec, i) => {
    const { ms, rss, cpu } = samples[i];
    const finiteRss = rss.filter(Number.isFinite);
    const finiteCpu = cpu.filter(Number.isFinite);
    return {
      name: spec.name,
      note: spec.note,
      runs: ms.length,
      medianMs: median(ms),
      minMs: Math.min(...ms),
      maxMs: Math.max(...ms),
      peakRssMiB: finiteRss.length ? Math.max(...finiteRss) / 1024 : NaN,
      medianRssMiB: finiteRss.length ? median(finiteRss) / 1024 : NaN,
      medianCpuMs: finiteCpu.length ? median(finiteCpu) : NaN,
    };
  });
}

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

/**
 * A Markdown table of compare() rows, with each median as a multiple of the `baseline` row's median.
 * @param {Awaited<ReturnType<typeof compare>>} rows
 * @param {{ baseline?: string }} options
 */
export function table(rows, { baseline } = {}) {
  const base = rows.find((row) => row.name === baseline);
  const lines = [
    `| command | median ms | min ms | ${base ? `× ${base.name} | ` : ''}median CPU ms | ${base ? 'CPU × | ' : ''}peak RSS MiB | notes |`,
    `|---|---:|---:|${base ? '---:|' : ''}---:|${base ? '---:|' : ''}---:|---|`,
  ];
  for (const row of rows) {
    const ratio = base ? ` ${fmt(row.medianMs / base.medianMs, 2)}× |` : '';
    const cpuRatio = base ? ` ${fmt(row.medianCpuMs / base.medianCpuMs, 2)}× |` : '';
    lines.push(
      `| ${row.name} | ${fmt(row.medianMs)} | ${fmt(row.minMs)} |${ratio} ${fmt(row.medianCpuMs)} |${cpuRatio} ${fmt(row.peakRssMiB, 1)} | ${row.note ?? ''} |`,
    );
  }
  return lines.join('\n');
}

/** A goal line: `✅`/`❌`, what was asked, what was measured. */
export function goal(description, passed, measured) {
  return `- ${passed ? '✅' : '❌'} ${description} — measured ${measured}`;
}

export function machineInfo() {
  const cpu = cpus()[0]?.model?.trim() ?? 'unknown CPU';
  return {
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    cpus: availableParallelism(),
    cpu,
    memoryGiB: (totalmem() / 2 ** 30).toFixed(1),
    node: process.version,
    load: loadavg()
      .map((n) => n.toFixed(1))
      .join(' '),
  };
}

export function machineLine() {
  const m = machineInfo();
  return `${m.date}; ${m.cpus} CPUs (${m.cpu}), ${m.memoryGiB} GiB; Node ${m.node}; load average at start ${m.load}.`;
}

/** Runs one commands' output for sanity checks before timing (stdout captured). */
export function runCaptured(spec) {
  const r = spawnSync(spec.command, spec.args, {
    cwd: spec.cwd ?? ROOT,
    env: { ...process.env, NO_COLOR: '1', ...spec.env },
    encoding: 'utf8',
    maxBuffer: 256 * 2 ** 20,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Lets a bench section run on its own (`node bench/json.mjs`) as well as from bench/run.mjs. */
export async function runIfMain(moduleUrl, section) {
  if (process.argv[1] && pathToFileURL(process.argv[1]).href === moduleUrl) {
    const result = await section();
    process.stdout.write(renderSection(result) + '\n');
  }
}

/**
 * What a section module default-exports: an async function returning
 * { title: string, intro?: string, tables: Array<{ caption?: string, markdown: string }>, goals?: string[], notes?: string[] }.
 */
export function renderSection(section) {
  const parts = [`## ${section.title}`, ''];
  if (section.intro) parts.push(section.intro, '');
  for (const t of section.tables) {
    if (t.caption) parts.push(t.caption, '');
    parts.push(t.markdown, '');
  }
  if (section.goals?.length) parts.push(...section.goals, '');
  if (section.notes?.length) parts.push(...section.notes.map((n) => `- ${n}`), '');
  return parts.join('\n').trimEnd() + '\n';
}
