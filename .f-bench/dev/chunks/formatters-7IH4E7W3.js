import { createRequire as __mcpLintCreateRequire } from 'node:module'; const require = __mcpLintCreateRequire(import.meta.url);
import {
  FORMAT_NAMES
} from "./chunk-PJNJPLMH.js";
import "./chunk-7PSWHDII.js";

// src/lint/formatters/index.ts
var loaders = {
  stylish: async () => (await import("./stylish-NVZBU564.js")).formatStylish,
  json: async () => (await import("./json-IBVMUT3Y.js")).formatJson,
  sarif: async () => (await import("./sarif-LY2EM56V.js")).formatSarif,
  github: async () => (await import("./github-HU6BZ3RA.js")).formatGithub
};
function isFormatName(name) {
  return FORMAT_NAMES.includes(name);
}
function getFormatter(name) {
  const load = loaders[name];
  if (!load) throw new Error(`Unknown format "${String(name)}". Use one of: ${FORMAT_NAMES.join(", ")}.`);
  return load();
}
export {
  FORMAT_NAMES,
  getFormatter,
  isFormatName
};
