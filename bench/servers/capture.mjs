// Captures each installed server's live tools/list with mcp-lint's own `--save`, into captures/<safe-name>.json.
//   node bench/servers/capture.mjs [--only pkg,pkg] [--missing]   (--missing: only servers with no capture yet)
// Runs the built CLI (bin/mcp-lint.js; `npm run build` first). Each server starts in its install directory with a
// scratch HOME and only the dummy environment servers.json gives it, so no real credential of this machine reaches
// it. mcp-lint exits 1 when it has findings: a written capture file is what counts as success.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import {
  binFile,
  CAPTURES,
  capturePath,
  expandArgs,
  failureDetail,
  HERE,
  installDir,
  installedManifest,
  loadList,
  pool,
  ROOT,
  runBounded,
  saveArgs,
  selectServers,
} from './lib.mjs';

export const STATUS_FILE = join(HERE, 'capture-status.json');
const STARTUP_TIMEOUT_MS = 30_000;
const SERVER_TIMEOUT_MS = 60_000;

/** Captures one server; returns its status entry. */
export async function captureServer(server) {
  const manifest = installedManifest(server);
  if (!manifest) return { status: 'not installed' };
  const entry = binFile(server, manifest);
  if (!entry || !existsSync(entry)) return { status: 'no entry', detail: 'no bin entry found in package.json' };
  const cwd = installDir(server);
  const scratch = mkdtempSync(join(tmpdir(), 'mcp-bench-server-'));
  try {
    const out = capturePath(server);
    rmSync(out, { force: true });
    const env = { PATH: process.env.PATH, HOME: scratch, NO_COLOR: '1', LANG: 'C.UTF-8' };
    const serverEnv = Object.fromEntries(
      Object.entries(server.env ?? {}).map(([k, v]) => [k, v.replaceAll('{tmp}', scratch)]),
    );
    const args = saveArgs({
      cwd,
      out,
      env: serverEnv,
      startupTimeoutMs: server.startupTimeoutMs ?? STARTUP_TIMEOUT_MS,
      timeoutMs: SERVER_TIMEOUT_MS,
      // The command is relative to the install directory, so the saved `capturedFrom` names no local path.
      command: ['node', relative(cwd, entry), ...expandArgs(server.args, scratch)],
    });
    const run = await runBounded(process.execPath, args, { cwd: ROOT, env, timeoutMs: SERVER_TIMEOUT_MS + 30_000 });
    if (existsSync(out)) {
      const saved = JSON.parse(readFileSync(out, 'utf8'));
      // The scratch and install directories differ per run and machine: keep captures byte-stable.
      const text = readFileSync(out, 'utf8').replaceAll(scratch, '{tmp}').replaceAll(cwd, '{installDir}');
      writeFileSync(out, text);
      return {
        status: 'captured',
        tools: saved.tools?.length ?? 0,
        serverInfo: saved.serverInfo,
        ms: Math.round(run.ms),
      };
    }
    return {
      status: run.timedOut ? 'timed out' : 'failed',
      detail: failureDetail(run.stdout, (text) => text.replaceAll(scratch, '{tmp}')),
      ms: Math.round(run.ms),
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function main() {
  const list = loadList();
  const missingOnly = process.argv.includes('--missing');
  const selected = selectServers(list, process.argv);
  const servers = selected.filter((s) => !s.skip && !(missingOnly && existsSync(capturePath(s))));
  mkdirSync(CAPTURES, { recursive: true });
  const status = existsSync(STATUS_FILE) ? JSON.parse(readFileSync(STATUS_FILE, 'utf8')) : {};
  for (const server of selected.filter((s) => s.skip)) {
    status[server.package] = { version: server.version, status: 'skipped', detail: server.skip };
    rmSync(capturePath(server), { force: true });
  }
  // Servers are started one at a time: several at once would make start-up timings and time-outs depend on each other.
  const results = await pool(servers, 1, async (server) => {
    const result = await captureServer(server);
    const tools = result.tools === undefined ? '' : ` ${result.tools} tools`;
    console.log(`${result.status.padEnd(13)} ${server.package}@${server.version}${tools}`);
    if (result.detail) console.log(`  ${result.detail.split('\n').slice(0, 6).join('\n  ')}`);
    status[server.package] = { version: server.version, date: new Date().toISOString().slice(0, 10), ...result };
    delete status[server.package].ms;
    return result;
  });
  const sorted = Object.fromEntries(Object.entries(status).sort(([a], [b]) => (a < b ? -1 : 1)));
  writeFileSync(STATUS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
  const ok = results.filter((r) => r.status === 'captured').length;
  console.log(`${ok} of ${results.length} captured; status in ${relative(ROOT, STATUS_FILE)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
