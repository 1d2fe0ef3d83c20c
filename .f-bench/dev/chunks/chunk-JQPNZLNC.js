import { createRequire as __mcpLintCreateRequire } from 'node:module'; const require = __mcpLintCreateRequire(import.meta.url);

// src/lint/formatters/describe.ts
function serverLabel(result) {
  const name = result.server?.name;
  if (!name) return result.source;
  return `${result.source} (${result.server?.version ? `${name} ${result.server.version}` : name})`;
}
function toolPlace(diagnostic) {
  const tool = diagnostic.toolName !== void 0 ? `tool "${diagnostic.toolName}"` : "";
  const pointer = diagnostic.pointer ? `at ${diagnostic.pointer}` : "";
  return [tool, pointer].filter(Boolean).join(" ");
}
function isFileResult(result) {
  return result.kind !== "live" && !/^<.*>$/.test(result.source);
}

export {
  serverLabel,
  toolPlace,
  isFileResult
};
