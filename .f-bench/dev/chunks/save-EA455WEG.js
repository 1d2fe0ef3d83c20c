import { createRequire as __mcpLintCreateRequire } from 'node:module'; const require = __mcpLintCreateRequire(import.meta.url);
import "./chunk-7PSWHDII.js";

// src/lint/loaders/live/save.ts
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, extname, resolve } from "node:path";
function slug(name) {
  return name.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^[-.]+|-+$/g, "").slice(0, 80) || "server";
}
function savePaths(path, captures, cwd) {
  const absolute = resolve(cwd, path);
  if (absolute.includes("{name}")) return captures.map((capture) => ({ path: absolute.replaceAll("{name}", slug(capture.name)), capture }));
  if (captures.length === 1) return [{ path: absolute, capture: captures[0] }];
  const extension = extname(absolute) || ".json";
  const stem = extname(absolute) ? absolute.slice(0, -extension.length) : absolute;
  return captures.map((capture) => ({ path: `${stem}.${slug(capture.name)}${extension}`, capture }));
}
function savedDocument(capture) {
  return {
    // Extra keys next to "tools" are ignored by the JSON loader; they record where the tools came from.
    capturedFrom: capture.name,
    ...capture.serverInfo !== void 0 ? { serverInfo: capture.serverInfo } : {},
    ...capture.protocolVersion !== void 0 ? { protocolVersion: capture.protocolVersion } : {},
    tools: capture.tools
  };
}
async function writeSaved(file) {
  await mkdir(dirname(file.path), { recursive: true });
  await writeFile(file.path, JSON.stringify(savedDocument(file.capture), null, 2) + "\n", "utf8");
}
export {
  savePaths,
  savedDocument,
  writeSaved
};
