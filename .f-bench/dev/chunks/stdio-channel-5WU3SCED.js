import { createRequire as __mcpLintCreateRequire } from 'node:module'; const require = __mcpLintCreateRequire(import.meta.url);
import "./chunk-7PSWHDII.js";

// src/lint/loaders/live/stdio-channel.ts
import { spawn } from "node:child_process";
import { resolve } from "node:path";

// src/lint/loaders/live/process-groups.ts
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
var liveGroups = /* @__PURE__ */ new Set();
var handlersInstalled = false;
var SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"];
function killGroup(pid, signal) {
  if (process.platform === "win32") {
    spawnSync("taskkill", ["/pid", String(pid), "/T", "/F"], { stdio: "ignore", windowsHide: true });
    return;
  }
  try {
    process.kill(-pid, signal);
  } catch {
  }
}
function groupAlive(pid) {
  if (process.platform === "win32") return false;
  try {
    process.kill(-pid, 0);
  } catch {
    return false;
  }
  if (process.platform !== "linux") return true;
  try {
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      let stat;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      } catch {
        continue;
      }
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(pgrp) === pid && state !== "Z" && state !== "X") return true;
    }
    return false;
  } catch {
    return true;
  }
}
var sleep = (ms) => new Promise((resolve2) => setTimeout(resolve2, ms));
function killAllNow() {
  for (const pid of liveGroups) killGroup(pid, "SIGKILL");
  liveGroups.clear();
}
function sleepSync(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
function onSignal(signal) {
  const groups = [...liveGroups];
  killAllNow();
  for (let waited = 0; waited < 500 && groups.some(groupAlive); waited += 5) sleepSync(5);
  uninstall();
  process.kill(process.pid, signal);
}
function install() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on("exit", killAllNow);
  for (const signal of SIGNALS) process.on(signal, onSignal);
}
function uninstall() {
  if (!handlersInstalled) return;
  handlersInstalled = false;
  process.off("exit", killAllNow);
  for (const signal of SIGNALS) process.off(signal, onSignal);
}
function registerGroup(pid) {
  liveGroups.add(pid);
  install();
}
async function endGroup(pid, leaderExited, graceMs) {
  killGroup(pid, "SIGTERM");
  let timer;
  await Promise.race([leaderExited, new Promise((resolve2) => timer = setTimeout(resolve2, graceMs))]);
  clearTimeout(timer);
  for (let waited = 0; waited < 200 && groupAlive(pid); waited += 10) await sleep(10);
  if (groupAlive(pid)) {
    killGroup(pid, "SIGKILL");
    for (let waited = 0; waited < 1e3 && groupAlive(pid); waited += 10) await sleep(10);
  }
  liveGroups.delete(pid);
  if (liveGroups.size === 0) uninstall();
}

// src/lint/loaders/live/stderr-tail.ts
var KEEP_CHARS = 16 * 1024;
var SHOW_LINES = 12;
var LINE_CHARS = 300;
var StderrTail = class {
  buffer = "";
  push(chunk) {
    this.buffer += chunk;
    if (this.buffer.length > KEEP_CHARS * 2) this.buffer = this.buffer.slice(-KEEP_CHARS);
  }
  /** The last non-empty lines, each shortened, joined with newlines ('' when the server wrote nothing). */
  text() {
    const lines = this.buffer.slice(-KEEP_CHARS).split(/\r?\n/).map((line) => line.trimEnd()).filter((line) => line.trim() !== "");
    return lines.slice(-SHOW_LINES).map((line) => line.length > LINE_CHARS ? line.slice(0, LINE_CHARS) + "\u2026" : line).join("\n");
  }
};

// src/lint/loaders/live/stdio-channel.ts
var MAX_LINE_CHARS = 256 * 1024 * 1024;
var TERM_GRACE_MS = 1e3;
async function openStdioChannel(spec, runCwd, events) {
  const cwd = resolve(runCwd, spec.cwd ?? ".");
  const stderr = new StderrTail();
  let ended = false;
  const end = (reason) => {
    if (ended) return;
    ended = true;
    events.closed(reason);
  };
  const child = spawn(spec.command, spec.args, {
    cwd,
    // The server runs as the user's shell would run it: their environment plus the target's own variables.
    env: { ...process.env, ...spec.env },
    stdio: ["pipe", "pipe", "pipe"],
    // Its own process group, so the whole tree can be ended (see process-groups.ts).
    detached: process.platform !== "win32",
    windowsHide: true
  });
  let leaderExitedResolve;
  const leaderExited = new Promise((r) => leaderExitedResolve = r);
  let closing = false;
  child.on("error", (error) => {
    leaderExitedResolve();
    end(
      error.code === "ENOENT" ? `could not start "${spec.command}": command not found (working directory ${cwd}). Check the command and PATH.` : `could not start "${spec.command}": ${error.message}`
    );
  });
  if (child.pid !== void 0) registerGroup(child.pid);
  let buffer = "";
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk) => {
    buffer += chunk;
    let newline;
    while ((newline = buffer.indexOf("\n")) !== -1) {
      const line = buffer.slice(0, newline).replace(/\r$/, "");
      buffer = buffer.slice(newline + 1);
      deliver(line);
    }
    if (buffer.length > MAX_LINE_CHARS) {
      events.garbage(buffer.slice(0, 200));
      buffer = "";
    }
  });
  const deliver = (line) => {
    if (line.trim() === "") return;
    let value;
    try {
      value = JSON.parse(line);
    } catch {
      events.garbage(line);
      return;
    }
    events.message(value);
  };
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (chunk) => stderr.push(chunk));
  child.stdin.on("error", () => {
  });
  child.on("exit", (code, signal) => {
    leaderExitedResolve();
    if (closing) return;
    setTimeout(() => {
      if (buffer.trim() !== "") deliver(buffer);
      buffer = "";
      end(signal ? `it was killed by ${signal}` : `it exited with code ${code}`);
    }, 20);
  });
  return {
    send(message) {
      return new Promise((resolveSend, rejectSend) => {
        if (ended || closing || !child.stdin.writable) {
          rejectSend(new Error("the server is no longer running"));
          return;
        }
        child.stdin.write(JSON.stringify(message) + "\n", (error) => error ? rejectSend(new Error(`could not write to the server: ${error.message}`)) : resolveSend());
      });
    },
    async close() {
      if (closing) return;
      closing = true;
      ended = true;
      child.stdin.end();
      child.stdout.removeAllListeners("data");
      if (child.pid !== void 0) await endGroup(child.pid, leaderExited, TERM_GRACE_MS);
      child.stdout.destroy();
      child.stderr.destroy();
    },
    stderrTail: () => stderr.text()
  };
}
export {
  openStdioChannel
};
