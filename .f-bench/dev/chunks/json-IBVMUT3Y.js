import { createRequire as __mcpLintCreateRequire } from 'node:module'; const require = __mcpLintCreateRequire(import.meta.url);
import {
  isFileResult
} from "./chunk-JQPNZLNC.js";
import "./chunk-7PSWHDII.js";

// src/lint/formatters/json.ts
import { isAbsolute, resolve } from "node:path";
function messageOf(diagnostic) {
  const message = {
    ruleId: diagnostic.ruleId,
    severity: diagnostic.severity === "error" ? 2 : 1,
    level: diagnostic.severity,
    message: diagnostic.message
  };
  if (diagnostic.range) {
    message.line = diagnostic.range.start.line;
    message.column = diagnostic.range.start.column;
    message.endLine = diagnostic.range.end.line;
    message.endColumn = diagnostic.range.end.column;
  }
  if (diagnostic.toolName !== void 0) message.toolName = diagnostic.toolName;
  message.pointer = diagnostic.pointer;
  if (diagnostic.fatal) message.fatal = true;
  if (diagnostic.suppressions) message.suppressions = diagnostic.suppressions.map((s) => ({ ...s }));
  return message;
}
function filePathOf(result, cwd) {
  if (!isFileResult(result) || isAbsolute(result.source)) return result.source;
  return resolve(cwd, result.source);
}
function resultOf(result, context) {
  const count = (severity) => result.diagnostics.filter((d) => d.severity === severity).length;
  const out = {
    filePath: filePathOf(result, context.cwd),
    messages: result.diagnostics.map(messageOf),
    suppressedMessages: result.suppressed.map((diagnostic) => ({
      ...messageOf(diagnostic),
      // ESLint always names at least one suppression for a suppressed message.
      suppressions: diagnostic.suppressions?.map((s) => ({ ...s })) ?? [{ kind: "directive", justification: "" }]
    })),
    errorCount: count("error"),
    fatalErrorCount: result.diagnostics.filter((d) => d.fatal).length,
    warningCount: count("warning"),
    infoCount: count("info"),
    fixableErrorCount: 0,
    fixableWarningCount: 0,
    usedDeprecatedRules: [],
    kind: result.kind,
    toolCount: result.toolCount
  };
  if (result.server) out.server = { ...result.server };
  return out;
}
var formatJson = (report, context) => JSON.stringify(report.results.map((result) => resultOf(result, context))) + "\n";
var json_default = formatJson;
export {
  json_default as default,
  formatJson
};
