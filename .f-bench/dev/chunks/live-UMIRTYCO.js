import { createRequire as __mcpLintCreateRequire } from 'node:module'; const require = __mcpLintCreateRequire(import.meta.url);
import {
  isObject
} from "./chunk-LZUKB7YF.js";
import "./chunk-7PSWHDII.js";

// src/lint/loaders/live/index.ts
import { relative as relative2, isAbsolute as isAbsolute2 } from "node:path";

// src/lint/loaders/live/targets.ts
function splitCommandLine(line) {
  const words = [];
  let current = "";
  let inWord = false;
  let quote;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quote) {
      if (ch === quote) quote = void 0;
      else if (ch === "\\" && quote === '"' && i + 1 < line.length && '"\\$`'.includes(line[i + 1])) current += line[++i];
      else current += ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      inWord = true;
    } else if (ch === "\\" && i + 1 < line.length) {
      current += line[++i];
      inWord = true;
    } else if (/\s/.test(ch)) {
      if (inWord) words.push(current);
      current = "";
      inWord = false;
    } else {
      current += ch;
      inWord = true;
    }
  }
  if (inWord) words.push(current);
  return words;
}
function normalizeStdio(target) {
  if (target.args.length > 0 || !/\s/.test(target.command.trim())) return target;
  const [command = "", ...args] = splitCommandLine(target.command);
  return { ...target, command, args };
}
function quoteWord(word) {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
function displayUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.href;
  } catch {
    return url;
  }
}
function defaultName(target) {
  if (target.name) return target.name;
  if (target.kind === "http") return displayUrl(target.url);
  return "stdio:" + [target.command, ...target.args].map(quoteWord).join(" ");
}
function nameServers(targets) {
  const seen = /* @__PURE__ */ new Map();
  return targets.map(({ target, origin }) => {
    const normalized = target.kind === "stdio" ? normalizeStdio(target) : target;
    const base = defaultName(normalized);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return { name: count === 1 ? base : `${base} (${count})`, target: normalized, ...origin ? { origin } : {} };
  });
}

// src/lint/loaders/live/rpc.ts
var RpcClient = class {
  channel;
  nextId = 1;
  pending = /* @__PURE__ */ new Map();
  /** Set once the channel ended by itself; later requests fail at once with this reason. */
  closedReason;
  /** Non-JSON output, in order (first few kept). */
  garbage = [];
  garbageCount = 0;
  /** Answers whose id matched no request, and other messages that are not JSON-RPC. */
  strayMessages = [];
  events = {
    message: (value) => this.receive(value),
    garbage: (text) => {
      this.garbageCount++;
      if (this.garbage.length < 3) this.garbage.push(text);
    },
    closed: (reason) => {
      this.closedReason ??= reason;
      if (this.pending.size === 0) return;
      const detail = reason + this.stderrHint();
      for (const [id, pending] of this.pending) {
        this.pending.delete(id);
        pending.settle({ kind: "failed", detail });
      }
    }
  };
  /** The server's last stderr lines, for answers that failed because it died: usually the reason. */
  stderrHint() {
    const lines = (this.channel?.stderrTail() ?? "").split("\n").filter(Boolean).slice(-3);
    return lines.length > 0 ? `; its stderr ended with: ${lines.map((l) => JSON.stringify(l)).join(" ")}` : "";
  }
  async open(opener) {
    this.channel = await opener(this.events);
  }
  get connection() {
    return this.channel;
  }
  request(method, params, timeoutMs) {
    const id = this.nextId++;
    return new Promise((resolve2) => {
      if (this.closedReason !== void 0 || !this.channel) {
        resolve2({ kind: "failed", detail: this.closedReason ?? "not connected" });
        return;
      }
      const timer = setTimeout(() => {
        this.pending.delete(id);
        void this.notify("notifications/cancelled", { requestId: id, reason: `mcp-lint timed out after ${timeoutMs} ms` });
        resolve2({ kind: "timeout", afterMs: timeoutMs });
      }, Math.max(1, timeoutMs));
      this.pending.set(id, {
        settle: (answer) => {
          clearTimeout(timer);
          resolve2(answer);
        }
      });
      this.channel.send({ jsonrpc: "2.0", id, method, params }).catch((error) => {
        const pending = this.pending.get(id);
        if (!pending) return;
        this.pending.delete(id);
        pending.settle({ kind: "failed", detail: error.message });
      });
    });
  }
  async notify(method, params) {
    if (this.closedReason !== void 0 || !this.channel) return;
    await this.channel.send(params ? { jsonrpc: "2.0", method, params } : { jsonrpc: "2.0", method }).catch(() => {
    });
  }
  receive(value) {
    if (Array.isArray(value)) {
      for (const item of value) this.receive(item);
      return;
    }
    if (!isObject(value)) {
      this.strayMessages.push(value);
      return;
    }
    if (typeof value.method === "string") {
      if (value.id !== void 0 && value.id !== null) this.answerServerRequest(value.id, value.method);
      return;
    }
    const id = typeof value.id === "number" ? value.id : typeof value.id === "string" ? Number(value.id) : NaN;
    const pending = this.pending.get(id);
    if (!pending) {
      this.strayMessages.push(value);
      return;
    }
    this.pending.delete(id);
    if ("error" in value) {
      const error = isObject(value.error) ? value.error : {};
      pending.settle({
        kind: "error",
        code: typeof error.code === "number" ? error.code : NaN,
        message: typeof error.message === "string" ? error.message : JSON.stringify(value.error),
        ...error.data !== void 0 ? { data: error.data } : {}
      });
    } else {
      pending.settle({ kind: "result", result: value.result });
    }
  }
  /** The client declares no capabilities, so the only server request it must serve is ping. */
  answerServerRequest(id, method) {
    const reply = method === "ping" ? { jsonrpc: "2.0", id, result: {} } : { jsonrpc: "2.0", id, error: { code: -32601, message: `mcp-lint does not support ${method}` } };
    void this.channel?.send(reply).catch(() => {
    });
  }
  async close() {
    this.closedReason ??= "the connection was closed";
    for (const [id, pending] of this.pending) {
      this.pending.delete(id);
      pending.settle({ kind: "failed", detail: "the connection was closed" });
    }
    await this.channel?.close();
  }
};

// src/lint/loaders/live/describe.ts
function describeAnswer(answer) {
  switch (answer.kind) {
    case "result":
      return `a result ${shortJson(answer.result)}`;
    case "error":
      return `JSON-RPC error ${Number.isNaN(answer.code) ? "(no numeric code)" : answer.code}: ${shortJson(answer.message, 300)}`;
    case "timeout":
      return `no answer within ${formatMs(answer.afterMs)}`;
    case "failed":
      return answer.detail;
  }
}
function formatMs(ms) {
  return ms % 1e3 === 0 ? `${ms / 1e3} s` : ms >= 1e3 ? `${(ms / 1e3).toFixed(1)} s` : `${ms} ms`;
}
function shortJson(value, max = 120) {
  let text;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > max ? text.slice(0, max) + "\u2026" : text;
}

// src/lint/loaders/live/list-tools.ts
var MAX_PAGES = 1e3;
async function listTools(rpc, requestTimeout) {
  const listed = { tools: [], pages: 0, notes: [] };
  const seenCursors = /* @__PURE__ */ new Set();
  let cursor;
  for (; ; ) {
    if (listed.pages >= MAX_PAGES) {
      listed.notes.push({
        severity: "error",
        message: `tools/list kept returning a nextCursor after ${MAX_PAGES} pages (${listed.tools.length} tools so far); stopped reading. A server must omit nextCursor on its last page.`
      });
      break;
    }
    const answer = await rpc.request("tools/list", cursor === void 0 ? {} : { cursor }, requestTimeout());
    const page = listed.pages + 1;
    if (answer.kind !== "result") {
      const where = page === 1 ? "tools/list" : `tools/list page ${page} (cursor ${JSON.stringify(cursor)})`;
      listed.notes.push({ severity: "error", message: `${where} failed: ${describeAnswer(answer)}`, fatal: page === 1 });
      break;
    }
    listed.pages = page;
    const result = answer.result;
    if (!isObject(result) || !Array.isArray(result.tools)) {
      listed.notes.push({
        severity: "error",
        message: `tools/list ${page === 1 ? "" : `page ${page} `}answered ${shortJson(result)}, which has no "tools" array. The result must be {"tools": [...]}.`,
        fatal: page === 1
      });
      break;
    }
    listed.tools.push(...result.tools);
    const next = result.nextCursor;
    if (next === void 0 || next === null) break;
    if (typeof next !== "string") {
      listed.notes.push({ severity: "error", message: `tools/list page ${page} has nextCursor ${shortJson(next)}, which is not a string; stopped reading. Cursors are opaque strings.` });
      break;
    }
    if (seenCursors.has(next)) {
      listed.notes.push({ severity: "error", message: `tools/list page ${page} returned nextCursor ${shortJson(next)} again, which would loop forever; stopped reading after ${listed.tools.length} tools.` });
      break;
    }
    seenCursors.add(next);
    cursor = next;
  }
  return listed;
}

// src/lint/loaders/live/client-info.ts
import { readFileSync } from "node:fs";
function readVersion() {
  try {
    const pkg = JSON.parse(readFileSync(new URL("../../../../package.json", import.meta.url), "utf8"));
    return typeof pkg.version === "string" ? pkg.version : "0.0.0";
  } catch {
    return "0.0.0";
  }
}
var CLIENT_VERSION = readVersion();

// src/lint/loaders/live/session.ts
var noPositions = () => void 0;
async function lintServer(server, settings) {
  const { timeouts } = settings;
  const deadline = Date.now() + timeouts.total;
  const remaining = () => deadline - Date.now();
  const diagnostics = [];
  const source = { source: server.name, kind: "live", tools: [], diagnostics, ...server.origin ? { origin: server.origin } : {} };
  const rpc = new RpcClient();
  const note2 = (severity, message, fatal = false) => diagnostics.push({ ruleId: null, severity, message, source: server.name, pointer: "", ...fatal ? { fatal } : {} });
  const requestTimeout = () => Math.max(1, Math.min(timeouts.request, remaining()));
  const explainTimeout = (what, flagMs, flag) => remaining() <= 0 ? `${what} within the total time-out of ${formatMs(timeouts.total)} (--timeout)` : `${what} within ${formatMs(flagMs)} (${flag})`;
  let garbageReported = false;
  const withServerOutput = (message) => {
    const parts = [message];
    if (rpc.garbageCount > 0) {
      garbageReported = true;
      parts.push(`It wrote ${rpc.garbageCount} non-JSON line${rpc.garbageCount === 1 ? "" : "s"} to stdout, first: ${shortJson(rpc.garbage[0], 200)}.`);
    }
    const tail = rpc.connection?.stderrTail() ?? "";
    if (server.target.kind === "stdio") parts.push(tail ? `Last lines of its stderr:
${tail.replace(/^/gm, "    ")}` : "It wrote nothing to stderr.");
    return parts.join(" ");
  };
  try {
    try {
      await rpc.open(await openerFor(server, settings.cwd));
    } catch (error) {
      note2("error", error instanceof UserFacingError ? error.message : `Could not connect to the server: ${error.message}`, true);
      return { source };
    }
    const init = await rpc.request(
      "initialize",
      { protocolVersion: settings.spec, capabilities: {}, clientInfo: { name: "mcp-lint", version: CLIENT_VERSION } },
      Math.max(1, Math.min(timeouts.startup, remaining()))
    );
    if (init.kind !== "result" || !isObject(init.result)) {
      const what = init.kind === "timeout" ? explainTimeout("The server did not answer initialize", timeouts.startup, "--startup-timeout") : init.kind === "failed" ? server.target.kind === "http" ? `Could not initialize the server: ${init.detail}` : `The server stopped before answering initialize: ${rpc.closedReason ?? init.detail}` : init.kind === "error" ? `The server answered initialize with ${describeAnswer(init)}` : `The server answered initialize with ${shortJson(init.result)}, which is not an InitializeResult object`;
      const neverStarted = rpc.closedReason?.startsWith("could not start") ?? false;
      note2("error", neverStarted ? what : withServerOutput(what.replace(/\.?$/, ".")), true);
      return { source };
    }
    const result = init.result;
    const protocolVersion = typeof result.protocolVersion === "string" ? result.protocolVersion : void 0;
    const serverInfo = isObject(result.serverInfo) ? result.serverInfo : void 0;
    source.server = {
      ...typeof serverInfo?.name === "string" ? { name: serverInfo.name } : {},
      ...typeof serverInfo?.version === "string" ? { version: serverInfo.version } : {}
    };
    if (!protocolVersion) note2("error", `initialize result has no protocolVersion string (got ${shortJson(result.protocolVersion)}); clients cannot tell which protocol the server speaks.`);
    if (protocolVersion) rpc.connection?.setProtocolVersion?.(protocolVersion);
    await rpc.notify("notifications/initialized");
    const capture = {
      name: server.name,
      protocolVersion,
      serverInfo: result.serverInfo,
      capabilities: result.capabilities,
      tools: []
    };
    const declaresTools = isObject(result.capabilities) && result.capabilities.tools !== void 0;
    const listed = await listTools(rpc, requestTimeout);
    capture.tools = listed.tools;
    source.tools = listed.tools.map((definition, index) => ({ definition, documentPointer: `/tools/${index}`, locate: noPositions }));
    for (const listNote of listed.notes) {
      if (listNote.fatal && !declaresTools) {
        note2("info", `The server declares no "tools" capability and tools/list failed (${listNote.message.replace(/^tools\/list failed: /, "")}); there are no tools to lint.`);
      } else {
        const timedOut = /no answer within/.test(listNote.message) && remaining() <= 0;
        note2(listNote.severity, withServerOutput(timedOut ? `${listNote.message} (the total time-out of ${formatMs(timeouts.total)} ended; raise --timeout).` : listNote.message), listNote.fatal);
      }
    }
    if (!declaresTools && listed.pages > 0 && listed.tools.length > 0) {
      note2("warning", 'The server lists tools but its initialize result declares no "tools" capability; clients may never ask for them. Declare capabilities.tools.');
    }
    if (settings.probePlan && listed.pages > 0) {
      try {
        const { runProbes } = await import("./run-probes-5PSRUWKX.js");
        const probed = await runProbes({
          rpc,
          tools: listed.tools,
          plan: settings.probePlan,
          spec: settings.spec,
          protocolVersion,
          requestTimeout,
          remaining
        });
        source.probes = probed.probes;
        for (const probeNote of probed.notes) note2(probeNote.severity, probeNote.message);
      } catch (error) {
        note2("error", `mcp-lint failed while probing this server (${error.message}); its tool definitions were still linted.`);
      }
    }
    if (remaining() <= 0) note2("error", `Stopped: the server did not finish within the total time-out of ${formatMs(timeouts.total)} (--timeout); what was read before that is linted.`);
    if (rpc.garbageCount > 0 && !garbageReported) {
      note2("error", `The server wrote ${rpc.garbageCount} non-JSON line${rpc.garbageCount === 1 ? "" : "s"} to stdout, first: ${shortJson(rpc.garbage[0], 200)}. On stdio, stdout carries only JSON-RPC messages: send logs to stderr.`);
    }
    return { source, capture };
  } finally {
    await rpc.close();
  }
}
async function openerFor(server, cwd) {
  const target = server.target;
  if (target.kind === "stdio") {
    const { openStdioChannel } = await import("./stdio-channel-5WU3SCED.js");
    return (events) => openStdioChannel(target, cwd, events);
  }
  let url;
  try {
    url = new URL(target.url);
  } catch {
    throw new UserFacingError(`"${target.url}" is not a valid URL. Give the server's full address, e.g. http://127.0.0.1:3000/mcp.`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new UserFacingError(`"${target.url}" is not an http(s) URL.`);
  const { openHttpChannel } = await import("./http-channel-F7E6M326.js");
  return (events) => openHttpChannel(url, target.headers ?? {}, events);
}
var UserFacingError = class extends Error {
};

// src/lint/loaders/live/probes/plan.ts
import { readFile } from "node:fs/promises";
import { relative, resolve, isAbsolute } from "node:path";
async function buildProbePlan(live, cwd) {
  if (!live.probe && live.probeTools.length === 0) return { plan: void 0 };
  const argumentsByTool = /* @__PURE__ */ new Map();
  if (live.probeArgsFile) {
    const path = resolve(cwd, live.probeArgsFile);
    const rel = relative(cwd, path);
    const shown2 = rel && !rel.startsWith("..") && !isAbsolute(rel) ? rel : path;
    let text;
    try {
      text = await readFile(path, "utf8");
    } catch (error) {
      return { problem: { file: shown2, message: `Cannot read the --probe-args file ${shown2}: ${error.code === "ENOENT" ? "it does not exist" : error.message}. No tool was called.` } };
    }
    let value;
    try {
      value = JSON.parse(text);
    } catch (error) {
      return { problem: { file: shown2, message: `The --probe-args file ${shown2} is not valid JSON (${error.message}). No tool was called.` } };
    }
    if (!isObject(value)) {
      return { problem: { file: shown2, message: `The --probe-args file ${shown2} must be a JSON object mapping tool names to argument objects, e.g. {"search": {"query": "test"}}. No tool was called.` } };
    }
    for (const [name, args] of Object.entries(value)) {
      if (!isObject(args)) {
        return { problem: { file: shown2, message: `In the --probe-args file ${shown2}, the arguments for "${name}" must be an object, got ${JSON.stringify(args)}. No tool was called.` } };
      }
      argumentsByTool.set(name, args);
    }
  }
  return { plan: { readOnlyTools: true, namedTools: new Set(live.probeTools), argumentsByTool } };
}

// src/lint/loaders/live/index.ts
var CONCURRENCY = 4;
async function loadLiveServers(live, context) {
  const problems = [];
  const entries = live.targets.map((target) => ({ target }));
  if (live.clientConfigs) {
    const { readClientConfigs } = await import("./client-config-5RL2RTWK.js");
    const fromConfigs = await readClientConfigs(live.clientConfigs, context.cwd);
    problems.push(...fromConfigs.problems);
    entries.push(...fromConfigs.targets);
  }
  const servers = nameServers(entries);
  const planned = await buildProbePlan(live, context.cwd);
  if ("problem" in planned) problems.push(fatalSource(planned.problem.file, planned.problem.message));
  const probePlan = "plan" in planned ? planned.plan : void 0;
  const runs = await mapLimited(
    servers,
    CONCURRENCY,
    (server) => lintServer(server, { cwd: context.cwd, spec: context.spec, timeouts: live.timeouts, probePlan }).catch(
      (error) => ({ source: fatalSource(server.name, `mcp-lint failed while linting this server: ${error.message}`) })
    )
  );
  const sources = runs.map((run) => run.source);
  if (live.save) await save(live.save, runs, servers, context.cwd, sources);
  return [...problems, ...sources];
}
async function save(path, runs, servers, cwd, sources) {
  const { savePaths, writeSaved } = await import("./save-EA455WEG.js");
  const captures = runs.flatMap((run) => run.capture ? [run.capture] : []);
  runs.forEach((run, i) => {
    if (!run.capture) note(sources[i], "warning", `Nothing was saved for this server (--save): it could not be read.`);
  });
  if (captures.length === 0) return;
  for (const file of savePaths(path, captures, cwd)) {
    const index = servers.findIndex((server) => server.name === file.capture.name);
    try {
      await writeSaved(file);
    } catch (error) {
      note(sources[index], "error", `Could not write --save file ${shown(file.path, cwd)}: ${error.message}`);
    }
  }
}
function shown(path, cwd) {
  const rel = relative2(cwd, path);
  return rel && !rel.startsWith("..") && !isAbsolute2(rel) ? rel : path;
}
function note(source, severity, message) {
  source.diagnostics.push({ ruleId: null, severity, message, source: source.source, pointer: "" });
}
function fatalSource(name, message) {
  return { source: name, kind: "live", tools: [], diagnostics: [{ ruleId: null, severity: "error", message, source: name, pointer: "", fatal: true }] };
}
async function mapLimited(items, limit, worker) {
  const results = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await worker(items[index]);
    }
  });
  await Promise.all(lanes);
  return results;
}
export {
  loadLiveServers
};
