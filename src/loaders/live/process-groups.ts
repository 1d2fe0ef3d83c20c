// Every server mcp-lint spawns runs in its own process group, so ending the group also ends whatever the server
// started (npx → node, sh -c → python, …). This registry makes sure no group outlives mcp-lint, even when
// mcp-lint itself is interrupted: detached groups do not receive the terminal's Ctrl-C.
//
// A process can leave the group (setsid, a daemon's double fork). On Linux those are found too, just before the
// group is ended (see descendants.ts): the server's process tree while it is still standing, and any process that
// still carries the server's marker variable in its environment, even once re-parented away from the tree.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { findDescendantsOutsideGroup, signalOutsiders, type Outsider } from './descendants.js';

/** Group leader pid → the marker its environment carries (see stdio-channel.ts). */
const liveGroups = new Map<number, string | undefined>();
let handlersInstalled = false;

const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

function killGroup(pid: number, signal: NodeJS.Signals): void {
  if (process.platform === 'win32') {
    // Windows has no process groups; taskkill /T ends the tree.
    spawnSync('taskkill', ['/pid', String(pid), '/T', '/F'], { stdio: 'ignore', windowsHide: true });
    return;
  }
  try {
    process.kill(-pid, signal);
  } catch {
    // ESRCH: the group is already gone.
  }
}

/**
 * True while a process of the group is still running. `kill(-pgid, 0)` also counts zombies, and where PID 1
 * does not reap orphans (some containers) a dead grandchild stays a zombie forever, so on Linux the
 * group's members are read from /proc and zombies are left out.
 */
export function groupAlive(pid: number): boolean {
  if (process.platform === 'win32') return false;
  try {
    process.kill(-pid, 0);
  } catch {
    return false;
  }
  if (process.platform !== 'linux') return true;
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        // A kernel file under /proc, not a file a user names: plain readFileSync.
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue; // exited while we looked
      }
      // Fields after the parenthesised command: state, ppid, pgrp, …
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(pgrp) === pid && state !== 'Z' && state !== 'X') return true;
    }
    return false;
  } catch {
    return true;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function killAllNow(): void {
  for (const [pid, marker] of liveGroups) {
    const outsiders = findDescendantsOutsideGroup(pid, marker);
    killGroup(pid, 'SIGKILL');
    signalOutsiders(outsiders, 'SIGKILL');
  }
  liveGroups.clear();
}

/** Sleeps without the event loop: the exit path cannot wait for timers. */
function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function onSignal(signal: NodeJS.Signals): void {
  const groups = [...liveGroups.keys()];
  killAllNow();
  // SIGKILL is delivered asynchronously: wait (briefly) until the processes are really gone before we go.
  for (let waited = 0; waited < 500 && groups.some(groupAlive); waited += 5) sleepSync(5);
  uninstall();
  // Die the way the signal would have made us die, so the shell sees the usual status — unless the host
  // program (library use) listens for the signal itself and so decides what it means.
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
}

function install(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on('exit', killAllNow);
  for (const signal of SIGNALS) process.on(signal, onSignal);
}

function uninstall(): void {
  if (!handlersInstalled) return;
  handlersInstalled = false;
  process.off('exit', killAllNow);
  for (const signal of SIGNALS) process.off(signal, onSignal);
}

/** `marker` is a NAME=value pair set in the server's environment, unique to this server. */
export function registerGroup(pid: number, marker?: string): void {
  liveGroups.set(pid, marker);
  install();
}

/**
 * Ends a server's process group: SIGTERM first (servers may flush state), then SIGKILL for whatever is still
 * running once the server itself has exited (or `graceMs` has passed). Descendants that left the group get the
 * same signals. Resolves when nothing of it runs.
 */
export async function endGroup(pid: number, leaderExited: Promise<void>, graceMs: number): Promise<void> {
  const marker = liveGroups.get(pid);
  // Looked up before anything is signalled: the tree still links the server to its children.
  let outsiders = findDescendantsOutsideGroup(pid, marker);
  killGroup(pid, 'SIGTERM');
  signalOutsiders(outsiders, 'SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([leaderExited, new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)))]);
  clearTimeout(timer);
  const running = () => groupAlive(pid) || outsiders.some(outsiderAlive);
  // Children got the same SIGTERM; give those that honour it a moment, then end the rest.
  for (let waited = 0; waited < 200 && running(); waited += 10) await sleep(10);
  // A process started while the tree was being ended is found by its marker.
  outsiders = mergeOutsiders(outsiders, findDescendantsOutsideGroup(pid, marker));
  if (running()) {
    killGroup(pid, 'SIGKILL');
    signalOutsiders(outsiders, 'SIGKILL');
    for (let waited = 0; waited < 1000 && running(); waited += 10) await sleep(10);
  }
  liveGroups.delete(pid);
  if (liveGroups.size === 0) uninstall();
}

function outsiderAlive(outsider: Outsider): boolean {
  return signalOutsiders([outsider], 0) > 0;
}

function mergeOutsiders(known: Outsider[], found: Outsider[]): Outsider[] {
  const seen = new Set(known.map((o) => `${o.pid}:${o.startTime}`));
  return [...known, ...found.filter((o) => !seen.has(`${o.pid}:${o.startTime}`))];
}
