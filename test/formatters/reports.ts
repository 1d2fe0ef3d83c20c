// Hand-made lint reports covering every shape a formatter must render: file findings with ranges, a live
// server (no ranges), an info, a fatal syntax error, a rule-less finding, and a suppressed finding.
import type { Diagnostic, LintReport, LintResult, Rule } from '../../src/core/types.js';
import type { FormatterContext } from '../../src/formatters/types.js';
import { summarize } from '../../src/core/engine.js';

export const CWD = '/home/dev/project';

function rule(
  id: string,
  scope: Rule['meta']['scope'],
  defaultLevel: Rule['meta']['defaultLevel'],
  description: string,
): Rule {
  return { id, meta: { description, defaultLevel, scope, messages: {} } };
}

export const RULES: readonly Rule[] = [
  rule(
    'input-schema-root-object',
    'definition',
    'error',
    'inputSchema must be a JSON Schema object whose root type is "object".',
  ),
  rule('property-description', 'definition', 'warning', 'Every parameter needs a description.'),
  rule('tool-name-unique', 'definition', 'error', 'Tool names must be unique within a server.'),
  rule('no-parameters-closed', 'definition', 'info', 'A tool without parameters should not accept any object.'),
  rule('string-bounds', 'definition', 'off', 'Free string parameters should be bounded.'),
  rule('handler-returns-bare-string', 'source', 'error', 'Tool handlers must return a CallToolResult.'),
];

export function context(overrides: Partial<FormatterContext> = {}): FormatterContext {
  // A terminal 80 columns wide: the layout a test wants outside one is asked for with { width: undefined }.
  return { cwd: CWD, color: false, rules: RULES, toolVersion: '1.2.3', width: 80, ...overrides };
}

const range = (line: number, column: number, endLine: number, endColumn: number) => ({
  start: { line, column },
  end: { line: endLine, column: endColumn },
});

export const fileResult: LintResult = {
  source: 'tools/search.json',
  kind: 'json',
  toolCount: 3,
  diagnostics: [
    {
      ruleId: 'input-schema-root-object',
      severity: 'error',
      message: 'Tool "search" has inputSchema type "array". Use "type": "object".',
      source: 'tools/search.json',
      toolName: 'search',
      pointer: '/inputSchema/type',
      range: range(4, 15, 4, 22),
    },
    {
      ruleId: 'property-description',
      severity: 'warning',
      message: 'Parameter "q" of tool "search" has no description.',
      source: 'tools/search.json',
      toolName: 'search',
      pointer: '/inputSchema/properties/q',
      range: range(7, 9, 9, 10),
    },
    {
      ruleId: 'tool-name-unique',
      severity: 'error',
      message: 'Tool name "dup" is used by 2 tools.',
      source: 'tools/search.json',
      toolName: 'dup',
      pointer: '/name',
      range: range(12, 15, 12, 20),
    },
    {
      ruleId: 'tool-name-unique',
      severity: 'error',
      message: 'Tool name "dup" is used by 2 tools.',
      source: 'tools/search.json',
      toolName: 'dup',
      pointer: '/name',
      range: range(18, 15, 18, 20),
    },
    {
      ruleId: 'no-parameters-closed',
      severity: 'info',
      message: 'Tool "ping" takes no parameters but accepts any object. Add "additionalProperties": false.',
      source: 'tools/search.json',
      toolName: 'ping',
      pointer: '/inputSchema',
      range: range(20, 22, 20, 42),
    },
  ],
  suppressed: [],
};

export const fatalResult: LintResult = {
  source: 'broken.json',
  kind: 'json',
  toolCount: 0,
  diagnostics: [
    {
      ruleId: null,
      severity: 'error',
      message: 'broken.json is not valid JSON: expected "," or "}" at 3:5.',
      source: 'broken.json',
      pointer: '',
      range: range(3, 5, 3, 6),
      fatal: true,
    },
  ],
  suppressed: [],
};

const suppressedDiagnostic: Diagnostic = {
  ruleId: 'handler-returns-bare-string',
  severity: 'error',
  message: 'Handler of tool "echo" returns a string.',
  source: 'src/server.ts',
  toolName: 'echo',
  pointer: '',
  range: range(10, 5, 10, 20),
  suppressions: [{ kind: 'directive', justification: 'wrapped by our framework' }],
};

export const sourceResult: LintResult = {
  source: 'src/server.ts',
  kind: 'source',
  toolCount: 1,
  diagnostics: [
    {
      ruleId: null,
      severity: 'warning',
      message: 'Unused mcp-lint-disable directive (no problems were reported from "string-bounds"). Remove it.',
      source: 'src/server.ts',
      pointer: '',
      range: range(2, 1, 2, 40),
    },
  ],
  suppressed: [suppressedDiagnostic],
};

export const liveResult: LintResult = {
  source: 'stdio:node dist/index.js',
  kind: 'live',
  toolCount: 2,
  server: { name: 'weather', version: '0.4.0' },
  diagnostics: [
    {
      ruleId: 'property-description',
      severity: 'warning',
      message: 'Parameter "city" of tool "forecast" has no description.',
      source: 'stdio:node dist/index.js',
      toolName: 'forecast',
      pointer: '/inputSchema/properties/city',
    },
  ],
  suppressed: [],
};

export function report(results: LintResult[]): LintReport {
  return summarize(results);
}

export const cleanResult: LintResult = {
  source: 'clean.json',
  kind: 'json',
  toolCount: 4,
  diagnostics: [],
  suppressed: [],
};

export const fullReport = report([fileResult, fatalResult, sourceResult, liveResult, cleanResult]);
