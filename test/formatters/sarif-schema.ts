// Validates SARIF logs against the official SARIF 2.1.0 JSON Schema, as shipped in Microsoft's SARIF SDK
// (@microsoft/sarif-multitool), plus the structure GitHub code scanning needs to turn a result into an alert.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';

const require = createRequire(import.meta.url);

function loadSchema(): Record<string, unknown> {
  // The package's main export is the path of its platform binary; the schema sits beside it.
  const binary = require('@microsoft/sarif-multitool') as string;
  return JSON.parse(readFileSync(join(dirname(binary), 'sarif-2.1.0.json'), 'utf8')) as Record<string, unknown>;
}

let validator: ReturnType<Ajv2020['compile']> | undefined;

/** Schema errors as readable lines; empty when the log is valid SARIF 2.1.0. */
export function sarifSchemaErrors(log: unknown): string[] {
  if (!validator) {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    formats.default(ajv);
    validator = ajv.compile(loadSchema());
  }
  if (validator(log)) return [];
  return (validator.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
}

interface Log {
  runs: Array<{
    tool: { driver: { rules?: Array<{ id: string }> } };
    results?: Array<{
      ruleId?: string;
      ruleIndex?: number;
      message: { text?: string };
      locations?: Array<{
        physicalLocation?: { artifactLocation?: { uri?: string }; region?: { startLine?: number } };
      }>;
      partialFingerprints?: Record<string, string>;
    }>;
  }>;
}

/** What GitHub's SARIF ingestion needs beyond the schema (its "SARIF support for code scanning" page). */
export function githubIngestionProblems(log: Log): string[] {
  const problems: string[] = [];
  if (log.runs.length !== 1) problems.push(`expected one run, got ${log.runs.length}`);
  for (const run of log.runs) {
    const rules = run.tool.driver.rules ?? [];
    const ids = rules.map((r) => r.id);
    if (new Set(ids).size !== ids.length) problems.push('duplicate rule ids in tool.driver.rules');
    for (const [i, result] of (run.results ?? []).entries()) {
      const at = `results[${i}]`;
      if (!result.ruleId) problems.push(`${at} has no ruleId`);
      if (result.ruleIndex === undefined || rules[result.ruleIndex]?.id !== result.ruleId)
        problems.push(`${at} ruleIndex does not point at its rule`);
      if (!result.message.text) problems.push(`${at} has no message text`);
      const physical = result.locations?.[0]?.physicalLocation;
      const uri = physical?.artifactLocation?.uri;
      if (!uri) problems.push(`${at} has no artifactLocation.uri`);
      else if (uri.includes('\\') || /^[a-z]+:/i.test(uri))
        problems.push(`${at} uri "${uri}" is not a relative path with / separators`);
      if (!physical?.region?.startLine) problems.push(`${at} has no region.startLine`);
      if (!result.partialFingerprints || Object.keys(result.partialFingerprints).length === 0)
        problems.push(`${at} has no partialFingerprints`);
    }
  }
  return problems;
}
