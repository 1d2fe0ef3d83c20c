import { createRequire as __mcpLintCreateRequire } from 'node:module'; const require = __mcpLintCreateRequire(import.meta.url);
import {
  isFileResult,
  serverLabel,
  toolPlace
} from "./chunk-JQPNZLNC.js";
import "./chunk-7PSWHDII.js";

// src/lint/formatters/github.ts
var COMMAND_BY_SEVERITY = { error: "error", warning: "warning", info: "notice" };
function escapeData(text) {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(text) {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
function annotation(diagnostic, result) {
  const properties = [];
  let message = diagnostic.message;
  if (isFileResult(result)) {
    properties.push(`file=${escapeProperty(result.source.replace(/\\/g, "/"))}`);
    if (diagnostic.range) {
      const { start, end } = diagnostic.range;
      properties.push(`line=${start.line}`, `col=${start.column}`, `endLine=${end.line}`, `endColumn=${end.column}`);
    }
  } else {
    const place = toolPlace(diagnostic);
    message = `${serverLabel(result)}${place ? `, ${place}` : ""}: ${message}`;
  }
  const title = diagnostic.ruleId ?? (diagnostic.fatal ? "mcp-lint: fatal" : "mcp-lint");
  properties.push(`title=${escapeProperty(title)}`);
  const command = diagnostic.fatal ? "error" : COMMAND_BY_SEVERITY[diagnostic.severity];
  return `::${command} ${properties.join(",")}::${escapeData(message)}`;
}
var formatGithub = (report) => {
  const lines = [];
  for (const result of report.results) for (const diagnostic of result.diagnostics) lines.push(annotation(diagnostic, result));
  return lines.length > 0 ? lines.join("\n") + "\n" : "";
};
var github_default = formatGithub;
export {
  github_default as default,
  escapeData,
  escapeProperty,
  formatGithub
};
