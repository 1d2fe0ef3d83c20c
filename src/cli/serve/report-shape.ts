// A LintReport as a tool result: plain JSON an agent can act on (rule, where, what to do), the same data the
// `json` formatter gives, but with line/column flattened and each finding's docs link, so no second call is needed.
import { z } from 'zod';
import { ruleDocsUrl } from '../../core/docs-url.js';
import type { Diagnostic, LintReport, LintResult } from '../../core/types.js';

const findingShape = z.object({
  ruleId: z
    .string()
    .nullable()
    .describe('The rule that found it; null when the input could not be read (a JSON syntax error).'),
  severity: z.enum(['error', 'warning', 'info']),
  message: z.string(),
  toolName: z.string().optional().describe('The tool the finding is about.'),
  pointer: z.string().describe('RFC 6901 pointer into the tool definition ("" is the tool itself).'),
  line: z.number().int().optional().describe('1-based line in the input (absent for running servers).'),
  column: z.number().int().optional(),
  docs: z.string().optional().describe("URL of the rule's documentation page (explain_rule gives its text)."),
});

const resultShape = z.object({
  source: z
    .string()
    .describe('The file, "<definitions>" for JSON text, or "stdio:<command>" / the URL of a running server.'),
  kind: z.enum(['json', 'source', 'live', 'registry']),
  toolCount: z.number().int(),
  server: z
    .object({ name: z.string().optional(), version: z.string().optional() })
    .optional()
    .describe('What a running server said about itself in initialize.'),
  findings: z.array(findingShape),
});

/** outputSchema of every tool that returns findings. */
export const reportOutputShape = {
  ok: z.boolean().describe('True when nothing was found at error level.'),
  errorCount: z.number().int(),
  warningCount: z.number().int(),
  infoCount: z.number().int(),
  toolCount: z.number().int().describe('Tool definitions read, in all inputs.'),
  results: z.array(resultShape).describe('One entry per file or server.'),
  skipped: z
    .array(z.string())
    .optional()
    .describe('Files found in a folder but left out: links to places outside the folders this server may read.'),
};

export type ReportOutput = z.infer<z.ZodObject<typeof reportOutputShape>>;

function finding(diagnostic: Diagnostic): z.infer<typeof findingShape> {
  const out: z.infer<typeof findingShape> = {
    ruleId: diagnostic.ruleId,
    severity: diagnostic.severity,
    message: diagnostic.message,
    pointer: diagnostic.pointer,
  };
  if (diagnostic.toolName !== undefined) out.toolName = diagnostic.toolName;
  if (diagnostic.range) {
    out.line = diagnostic.range.start.line;
    out.column = diagnostic.range.start.column;
  }
  if (diagnostic.ruleId !== null) out.docs = ruleDocsUrl(diagnostic.ruleId);
  return out;
}

function result(lintResult: LintResult): z.infer<typeof resultShape> {
  const out: z.infer<typeof resultShape> = {
    source: lintResult.source,
    kind: lintResult.kind,
    toolCount: lintResult.toolCount,
    findings: lintResult.diagnostics.map(finding),
  };
  if (lintResult.server) out.server = lintResult.server;
  return out;
}

export function reportOutput(report: LintReport): ReportOutput {
  return {
    ok: report.errorCount === 0,
    errorCount: report.errorCount,
    warningCount: report.warningCount,
    infoCount: report.infoCount,
    toolCount: report.results.reduce((sum, r) => sum + r.toolCount, 0),
    results: report.results.map(result),
  };
}
