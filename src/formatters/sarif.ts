// SARIF 2.1.0 for GitHub code scanning and other SARIF viewers.
// Choices GitHub's ingestion depends on:
// - every known rule is listed, always in the same order, so `ruleIndex` is stable and a fixed alert can close;
// - findings no rule owns get synthetic rules (`mcp-lint/fatal`, `mcp-lint/other`): GitHub needs a rule id to show one;
// - fingerprints hash rule, file, tool and pointer — never line numbers — so an alert survives edits above it;
// - suppressed findings are left out: GitHub does not honour SARIF `suppressions` and would open alerts for them.
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { REPOSITORY_URL, ruleDocsUrl } from '../core/docs-url.js';
import type { Diagnostic, LintReport, LintResult, Rule, RuleLevel, Severity } from '../core/types.js';
import type { Formatter, FormatterContext } from './types.js';
import { placeOf, type ArtifactLocation, type Region } from './sarif-location.js';
import { liveSuffix, serverLabel, toolPlace } from './describe.js';
import { escapeLines, escapeText } from '../core/escape.js';
import { sarifFixesOf, type SarifFix } from './sarif-fixes.js';

export const SARIF_SCHEMA_URI =
  'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';
export const FATAL_RULE_ID = 'mcp-lint/fatal';
export const OTHER_RULE_ID = 'mcp-lint/other';
export const FINGERPRINT_KEY = 'mcpLintFinding/v1';

type SarifLevel = 'error' | 'warning' | 'note' | 'none';

interface SarifRule {
  id: string;
  name: string;
  shortDescription: { text: string };
  fullDescription: { text: string };
  helpUri: string;
  help: { text: string; markdown: string };
  defaultConfiguration: { level: SarifLevel; enabled?: boolean };
  properties: { tags: string[] };
}

const LEVEL_BY_SEVERITY: Record<Severity, SarifLevel> = { error: 'error', warning: 'warning', info: 'note' };

function pascalCase(id: string): string {
  return id
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}

function scopeSentence(scope: Rule['meta']['scope']): string {
  if (scope === 'definition')
    return 'Checks tool definitions from every input: JSON files, TS/JS source and running servers.';
  if (scope === 'source') return 'Checks TS/JS server source code.';
  if (scope === 'diff') return 'Compares two versions of tool definitions (mcp-lint diff).';
  if (scope === 'pin') return 'Compares tool definitions with a lockfile of approved definitions (mcp-lint --pins).';
  return 'Checks running servers.';
}

function describeRule(
  id: string,
  description: string,
  detail: string,
  helpUri: string,
  level: RuleLevel,
  tags: string[],
): SarifRule {
  const configuration: SarifRule['defaultConfiguration'] =
    level === 'off' ? { level: 'warning', enabled: false } : { level: LEVEL_BY_SEVERITY[level] };
  return {
    id,
    name: pascalCase(id),
    shortDescription: { text: description },
    fullDescription: { text: `${description} ${detail}` },
    helpUri,
    help: {
      text: `${description}\n\n${detail}\n\nDocumentation: ${helpUri}`,
      markdown: `${description}\n\n${detail}\n\n[Documentation](${helpUri})`,
    },
    defaultConfiguration: configuration,
    properties: { tags },
  };
}

function driverRules(rules: readonly Rule[]): SarifRule[] {
  const described = rules.map((rule) =>
    describeRule(
      rule.id,
      rule.meta.description,
      scopeSentence(rule.meta.scope),
      ruleDocsUrl(rule.id),
      rule.meta.defaultLevel,
      ['mcp', rule.meta.scope],
    ),
  );
  const readme = `${REPOSITORY_URL}#readme`;
  described.push(
    describeRule(
      FATAL_RULE_ID,
      'An input could not be linted.',
      'The file is unreadable or not valid JSON/TS/JS, or the server did not start or answer. Fix the input; nothing in it was checked.',
      readme,
      'error',
      ['mcp', 'fatal'],
    ),
    describeRule(
      OTHER_RULE_ID,
      'A finding that no rule owns.',
      'For example an inline disable directive that suppresses nothing, or a part of the input that could not be analysed.',
      readme,
      'warning',
      ['mcp'],
    ),
  );
  return described;
}

function ruleIdOf(diagnostic: Diagnostic): string {
  return diagnostic.ruleId ?? (diagnostic.fatal ? FATAL_RULE_ID : OTHER_RULE_ID);
}

/** Viewers show message text to people, so control and bidi characters from the input are escaped in it. */
function messageText(diagnostic: Diagnostic, result: LintResult): string {
  const message = escapeLines(diagnostic.message + liveSuffix(diagnostic));
  if (result.kind !== 'live') return message;
  const place = escapeText(toolPlace(diagnostic));
  return `${message} (server: ${escapeText(serverLabel(result))}${place ? `; ${place}` : ''})`;
}

interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: SarifLevel;
  message: { text: string };
  locations: Array<{
    physicalLocation: { artifactLocation: ArtifactLocation; region: Region };
    logicalLocations?: Array<{ name: string; fullyQualifiedName: string; kind: string }>;
  }>;
  partialFingerprints: Record<string, string>;
  properties: { source: string; toolName?: string; pointer: string; liveServer?: string };
  fixes?: SarifFix[];
}

function fingerprint(parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 32);
}

export const formatSarif: Formatter = (report: LintReport, context: FormatterContext) => {
  const rules = driverRules(context.rules);
  const indexById = new Map<string, number>();
  rules.forEach((rule, index) => indexById.set(rule.id, index));
  const results: SarifResult[] = [];
  const notifications: unknown[] = [];
  // Identical findings (two tools named alike) get distinct fingerprints by order of appearance.
  const seen = new Map<string, number>();

  for (const result of report.results) {
    for (const diagnostic of result.diagnostics) {
      const ruleId = ruleIdOf(diagnostic);
      let ruleIndex = indexById.get(ruleId);
      if (ruleIndex === undefined) {
        // A rule the context did not list (a plugin, a stale id): describe it minimally rather than drop the finding.
        ruleIndex = rules.push(describeRule(ruleId, ruleId, '', ruleDocsUrl(ruleId), diagnostic.severity, ['mcp'])) - 1;
        indexById.set(ruleId, ruleIndex);
      }
      const place = placeOf(diagnostic, result, context.cwd);
      const base = fingerprint([
        ruleId,
        result.source,
        diagnostic.toolName ?? '',
        diagnostic.pointer,
        diagnostic.ruleId === null ? diagnostic.message : '',
      ]);
      const occurrence = (seen.get(base) ?? 0) + 1;
      seen.set(base, occurrence);
      const location: SarifResult['locations'][number] = { physicalLocation: place };
      if (diagnostic.toolName !== undefined) {
        location.logicalLocations = [
          {
            name: diagnostic.toolName,
            fullyQualifiedName: diagnostic.pointer
              ? `${diagnostic.toolName}:${diagnostic.pointer}`
              : diagnostic.toolName,
            kind: 'function',
          },
        ];
      }
      const level = diagnostic.fatal ? 'error' : LEVEL_BY_SEVERITY[diagnostic.severity];
      const text = messageText(diagnostic, result);
      const properties: SarifResult['properties'] = { source: result.source, pointer: diagnostic.pointer };
      if (diagnostic.toolName !== undefined) properties.toolName = diagnostic.toolName;
      if (diagnostic.liveServer !== undefined) properties.liveServer = diagnostic.liveServer;
      const sarifResult: SarifResult = {
        ruleId,
        ruleIndex,
        level,
        message: { text },
        locations: [location],
        partialFingerprints: { [FINGERPRINT_KEY]: `${base}:${occurrence}` },
        properties,
      };
      const fixes = sarifFixesOf(diagnostic, result, place.artifactLocation);
      if (fixes) sarifResult.fixes = fixes;
      results.push(sarifResult);
      if (diagnostic.fatal) {
        notifications.push({
          level: 'error',
          message: { text },
          locations: [{ physicalLocation: place }],
          descriptor: { id: FATAL_RULE_ID, index: indexById.get(FATAL_RULE_ID) },
        });
      }
    }
  }

  const log = {
    $schema: SARIF_SCHEMA_URI,
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'mcp-lint', informationUri: REPOSITORY_URL, version: context.toolVersion, rules } },
        invocations: [{ executionSuccessful: true, toolExecutionNotifications: notifications }],
        originalUriBaseIds: { '%SRCROOT%': { uri: pathToFileURL(context.cwd).href.replace(/\/?$/, '/') } },
        columnKind: 'utf16CodeUnits',
        results,
      },
    ],
  };
  return JSON.stringify(log, null, 2) + '\n';
};

export default formatSarif;
