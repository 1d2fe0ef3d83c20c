// Extracts each server's pinned source, installs its venv, and captures its live tools/list with mcp-lint's own
// `--save` into captures/<name>.json; writes capture-status.json (captured, not installed, failed, no mirror).
//   node bench/python-servers/capture.mjs [--only a,b] [--missing] [--mirrors DIR]
// Runs the built CLI (bin/mcp-lint.js; `npm run build` first). Each server starts in its own folder with a scratch
// HOME and only the dummy environment servers.json gives it: no real credential of this machine reaches it.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { failureDetail, pool, runBounded, saveArgs } from '../servers/lib.mjs';
import {
  CAPTURES,
  capturePath,
  DEFAULT_MIRRORS,
  flagValue,
  loadList,
  ROOT,
  selectServers,
  serverRoot,
  startCommand,
  STATUS_FILE,
  venvDir,
  venvKey,
} from './lib.mjs';
import { buildWheels, extractServer, makeVenv } from './prepare.mjs';

const STARTUP_TIMEOUT_MS = 30_000;
const SERVER_TIMEOUT_MS = 60_000;
/** pip installs two venvs at a time at most: the machine has two cores shared with other work. */
const INSTALL_LANES = 2;

/** Starts one server under mcp-lint --save; returns its status entry. */
export async function captureServer(server, python) {
  const root = serverRoot(server);
  const scratch = mkdtempSync(join(tmpdir(), 'mcp-bench-py-'));
  try {
    const out = capturePath(server);
    rmSync(out, { force: true });
    const venv = dirname(dirname(python));
    // Scratch, source and venv paths differ per run and machine: keep captures and details byte-stable.
    const stable = (text) =>
      text
        .replaceAll(scratch, '{tmp}')
        .replaceAll(root, '{serverRoot}')
        .replaceAll(venv, '{venv}')
        .replaceAll(relative(root, venv), '{venv}');
    // The command names the venv's python by a path relative to the server's folder, so `capturedFrom` in the
    // saved file names no absolute path of this machine.
    const start = startCommand(server, { python: relative(root, python), root, tmp: scratch });
    const env = { PATH: process.env.PATH, HOME: scratch, NO_COLOR: '1', LANG: 'C.UTF-8', PYTHONDONTWRITEBYTECODE: '1' };
    const args = saveArgs({
      cwd: root,
      out,
      env: start.env,
      startupTimeoutMs: server.startupTimeoutMs ?? STARTUP_TIMEOUT_MS,
      timeoutMs: SERVER_TIMEOUT_MS,
      command: [start.command, ...start.args],
    });
    const run = await runBounded(process.execPath, args, { cwd: ROOT, env, timeoutMs: SERVER_TIMEOUT_MS + 30_000 });
    if (existsSync(out)) {
      const text = stable(readFileSync(out, 'utf8'));
      writeFileSync(out, text);
      const saved = JSON.parse(text);
      return {
        status: 'captured',
        tools: saved.tools?.length ?? 0,
        serverInfo: saved.serverInfo,
        ms: Math.round(run.ms),
      };
    }
    const detail = failureDetail(run.stdout, stable);
    return { status: run.timedOut ? 'timed out' : 'failed', detail, ms: Math.round(run.ms) };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * One install per distinct package set, two at a time; servers with the same set share the venv. Returns a map from
 * every set's key to { python } or { error }: an install that threw is an error like a failed one, so each server is
 * then reported as not installed (why) and the others still run.
 */
export async function makeVenvs(servers, make = makeVenv) {
  const groups = [...new Map(servers.map((s) => [venvKey(s.packages), s])).values()];
  const venvs = new Map();
  await pool(groups, INSTALL_LANES, async (server) => {
    const result = await make(server).catch((error) => ({
      error: `making the venv failed: ${error?.message ?? error}`,
    }));
    venvs.set(venvKey(server.packages), result);
    const secs = result.installMs ? ` (${(result.installMs / 1000).toFixed(0)} s)` : '';
    console.log(
      `${result.error ? 'install failed' : 'venv ready   '} ${relative(ROOT, venvDir(server))}${secs}${result.error ? `: ${result.error}` : ''}`,
    );
  });
  return venvs;
}

/** Extracts, installs and captures the selected servers; returns { status, extracted } (names whose source is here). */
export async function captureAll(argv) {
  const list = loadList();
  const mirrors = flagValue(argv, '--mirrors', DEFAULT_MIRRORS);
  const missingOnly = argv.includes('--missing');
  const selected = selectServers(list, argv);
  const status = existsSync(STATUS_FILE) ? JSON.parse(readFileSync(STATUS_FILE, 'utf8')) : {};
  const note = (server, entry) => {
    status[server.name] = {
      repo: server.repo,
      commit: server.commit,
      date: new Date().toISOString().slice(0, 10),
      ...entry,
    };
    delete status[server.name].ms;
  };

  const extracted = [];
  for (const server of selected) {
    const result = await extractServer(server, mirrors);
    if (result.error) {
      console.log(`no source     ${server.name}: ${result.error}`);
      // A capture made earlier stays valid without the source; only a server never captured is marked.
      if (status[server.name]?.status !== 'captured') note(server, { status: 'no mirror', detail: result.error });
    } else extracted.push(server);
  }

  const wheelErrors = await buildWheels(list, extracted, mirrors);
  const buildable = extracted.filter((s) => {
    const broken = Object.keys(wheelErrors).find((w) => s.packages.some((p) => p.includes(`{wheel:${w}}`)));
    if (broken) note(s, { status: 'not installed', detail: `wheel ${broken}: ${wheelErrors[broken]}` });
    return !broken;
  });

  const venvs = await makeVenvs(buildable);

  mkdirSync(CAPTURES, { recursive: true });
  // Servers start one at a time: several at once would make start-up times and time-outs depend on each other.
  for (const server of buildable) {
    const venv = venvs.get(venvKey(server.packages));
    if (venv.error) {
      note(server, { status: 'not installed', detail: venv.error, missingPackages: server.missingPackages });
      console.log(`not installed ${server.name}`);
      continue;
    }
    if (missingOnly && existsSync(capturePath(server))) continue;
    const result = await captureServer(server, venv.python);
    const tools = result.tools === undefined ? '' : ` ${result.tools} tools`;
    console.log(`${result.status.padEnd(13)} ${server.name}${tools}`);
    if (result.detail) console.log(`  ${result.detail.split('\n').slice(0, 6).join('\n  ')}`);
    note(server, { ...result, ...(server.missingPackages ? { missingPackages: server.missingPackages } : {}) });
  }
  const sorted = Object.fromEntries(Object.entries(status).sort(([a], [b]) => (a < b ? -1 : 1)));
  writeFileSync(STATUS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
  const captured = selected.filter((s) => status[s.name]?.status === 'captured').length;
  console.log(`${captured} of ${selected.length} captured; status in ${relative(ROOT, STATUS_FILE)}`);
  return { status: sorted, extracted: new Set(extracted.map((s) => s.name)) };
}

if (import.meta.url === `file://${process.argv[1]}`) await captureAll(process.argv.slice(2));
