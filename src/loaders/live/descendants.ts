// Finds the processes a server started that are no longer in its process group (setsid, daemons), so they can be
// ended with the group. Linux only: it reads /proc. Two ways in, because either alone misses cases:
//  - the process tree (ppid links) below the server, while the server still runs: finds a child that called
//    setsid but did not detach from its parent;
//  - a marker variable set in the server's environment and inherited by everything it starts: finds a daemon
//    that was re-parented (its parent exited), as long as it did not clear its environment.
// Each process is recorded with its start time, so a pid reused by an unrelated process is never signalled.
import { readdirSync, readFileSync } from 'node:fs';

export interface Outsider {
  pid: number;
  /** Field 22 of /proc/<pid>/stat: clock ticks after boot. */
  startTime: string;
}

interface ProcessEntry {
  pid: number;
  ppid: number;
  pgrp: number;
  state: string;
  startTime: string;
}

function readStat(pid: number): ProcessEntry | undefined {
  let stat: string;
  try {
    // Kernel files under /proc (here and below), not files a user names: plain readFileSync.
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined; // exited while we looked
  }
  // Fields after the parenthesised command (which may contain spaces): state ppid pgrp session … starttime is 22nd.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { pid, state: fields[0]!, ppid: Number(fields[1]), pgrp: Number(fields[2]), startTime: fields[19]! };
}

function processTable(): ProcessEntry[] {
  const table: ProcessEntry[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const row = readStat(Number(entry));
    if (row) table.push(row);
  }
  return table;
}

function carriesMarker(pid: number, marker: string): boolean {
  try {
    // NUL-separated NAME=value pairs as the process was started; unreadable for other users' processes.
    return ('\0' + readFileSync(`/proc/${pid}/environ`, 'latin1') + '\0').includes('\0' + marker + '\0');
  } catch {
    return false;
  }
}

/**
 * Running processes descended from the server `leader` (by tree or by marker) that are not in its process group
 * (those end with the group). Empty where /proc is not available.
 */
export function findDescendantsOutsideGroup(leader: number, marker: string | undefined): Outsider[] {
  if (process.platform !== 'linux') return [];
  let table: ProcessEntry[];
  try {
    table = processTable();
  } catch {
    return [];
  }
  const leaderEntry = table.find((row) => row.pid === leader);
  const found = new Set<number>();
  // The tree below the leader, breadth first.
  const children = new Map<number, number[]>();
  for (const row of table) children.set(row.ppid, [...(children.get(row.ppid) ?? []), row.pid]);
  const pending = [leader];
  while (pending.length > 0) {
    for (const child of children.get(pending.pop()!) ?? []) {
      if (found.has(child)) continue;
      found.add(child);
      pending.push(child);
    }
  }
  if (marker) {
    // Only processes started no earlier than the server can have inherited its environment.
    const since = leaderEntry ? Number(leaderEntry.startTime) : 0;
    for (const row of table) {
      if (row.pid === leader || found.has(row.pid) || Number(row.startTime) < since) continue;
      if (carriesMarker(row.pid, marker)) found.add(row.pid);
    }
  }
  const self = process.pid;
  return table
    .filter(
      (row) => found.has(row.pid) && row.pid !== self && row.pgrp !== leader && row.state !== 'Z' && row.state !== 'X',
    )
    .map((row) => ({ pid: row.pid, startTime: row.startTime }));
}

/** Sends `signal` (0: only checks) to each outsider still running as the same process; returns how many were. */
export function signalOutsiders(outsiders: readonly Outsider[], signal: NodeJS.Signals | 0): number {
  let reached = 0;
  for (const outsider of outsiders) {
    const now = readStat(outsider.pid);
    if (!now || now.startTime !== outsider.startTime || now.state === 'Z' || now.state === 'X') continue;
    try {
      process.kill(outsider.pid, signal);
      reached++;
    } catch {
      // ESRCH: gone meanwhile; EPERM: it changed user (setuid), not ours to end.
    }
  }
  return reached;
}
