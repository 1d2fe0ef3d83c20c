// ESLint's `--format json` shape, so tools that read ESLint results (reviewdog, editors, dashboards) read ours.
// ESLint has two severities; an info finding is written as 1 with `level: "info"` and is not counted as a warning.
import { isAbsolute, resolve } from 'node:path';
import type { Diagnostic, LintReport, LintResult } from '../core/types.js';
import type { Formatter, FormatterContext } from './types.js';
import { isFileResult } from './describe.js';

export interface JsonMessage {
  ruleId: string | null;
  /** As in ESLint: which of the rule's messages this is; absent for findings no rule owns. */
  messageId?: string;
  severity: 1 | 2;
  level: Diagnostic['severity'];
  message: string;
  line?: number;
  column?: number;
  endLine?: number;
  endColumn?: number;
  toolName?: string;
  pointer: string;
  /** Hybrid mode (--source-root): the live server this finding was seen on; filePath and line are in its source. */
  liveServer?: string;
  fatal?: true;
  suppressions?: Array<{ kind: 'directive' | 'file'; justification: string }>;
  /** ESLint's shape: replace the UTF-16 offsets `range` of the file's text with `text`. */
  fix?: { range: [number, number]; text: string };
  suggestions?: Array<{ desc: string; fix: { range: [number, number]; text: string } }>;
}

export interface JsonResult {
  filePath: string;
  messages: JsonMessage[];
  suppressedMessages: JsonMessage[];
  errorCount: number;
  fatalErrorCount: number;
  warningCount: number;
  infoCount: number;
  fixableErrorCount: number;
  fixableWarningCount: number;
  usedDeprecatedRules: [];
  kind: LintResult['kind'];
  toolCount: number;
  server?: { name?: string; version?: string };
  contextTokens?: LintResult['contextTokens'];
  /** --fix / --fix-dry-run: the file's text with the fixes applied, when any was. */
  output?: string;
}

function messageOf(diagnostic: Diagnostic): JsonMessage {
  const message: JsonMessage = {
    ruleId: diagnostic.ruleId,
    ...(diagnostic.messageId !== undefined ? { messageId: diagnostic.messageId } : {}),
    severity: diagnostic.severity === 'error' ? 2 : 1,
    level: diagnostic.severity,
    message: diagnostic.message,
  } as JsonMessage;
  if (diagnostic.range) {
    message.line = diagnostic.range.start.line;
    message.column = diagnostic.range.start.column;
    message.endLine = diagnostic.range.end.line;
    message.endColumn = diagnostic.range.end.column;
  }
  if (diagnostic.toolName !== undefined) message.toolName = diagnostic.toolName;
  message.pointer = diagnostic.pointer;
  if (diagnostic.liveServer !== undefined) message.liveServer = diagnostic.liveServer;
  if (diagnostic.fatal) message.fatal = true;
  if (diagnostic.suppressions) message.suppressions = diagnostic.suppressions.map((s) => ({ ...s }));
  if (diagnostic.fix) message.fix = { range: [...diagnostic.fix.range], text: diagnostic.fix.text };
  if (diagnostic.suggestions)
    message.suggestions = diagnostic.suggestions.map((s) => ({
      desc: s.desc,
      fix: { range: [...s.fix.range], text: s.fix.text },
    }));
  return message;
}

function filePathOf(result: LintResult, cwd: string): string {
  if (!isFileResult(result) || isAbsolute(result.source)) return result.source;
  return resolve(cwd, result.source);
}

function resultOf(result: LintResult, context: FormatterContext): JsonResult {
  const count = (severity: Diagnostic['severity']) => result.diagnostics.filter((d) => d.severity === severity).length;
  const out: JsonResult = {
    filePath: filePathOf(result, context.cwd),
    messages: result.diagnostics.map(messageOf),
    suppressedMessages: result.suppressed.map((diagnostic) => ({
      ...messageOf(diagnostic),
      // ESLint always names at least one suppression for a suppressed message.
      suppressions: diagnostic.suppressions?.map((s) => ({ ...s })) ?? [{ kind: 'directive', justification: '' }],
    })),
    errorCount: count('error'),
    fatalErrorCount: result.diagnostics.filter((d) => d.fatal).length,
    warningCount: count('warning'),
    infoCount: count('info'),
    fixableErrorCount: result.diagnostics.filter((d) => d.fix && d.severity === 'error').length,
    fixableWarningCount: result.diagnostics.filter((d) => d.fix && d.severity === 'warning').length,
    usedDeprecatedRules: [],
    kind: result.kind,
    toolCount: result.toolCount,
  };
  if (result.server) out.server = { ...result.server };
  if (result.contextTokens) out.contextTokens = result.contextTokens;
  if (result.output !== undefined) out.output = result.output;
  return out;
}

export const formatJson: Formatter = (report: LintReport, context) =>
  JSON.stringify(report.results.map((result) => resultOf(result, context))) + '\n';

export default formatJson;
