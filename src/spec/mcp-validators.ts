// Validators of the MCP `Tool` and `CallToolResult` per spec version: Ajv standalone code generated at build time
// from the hand-written schemas in ./mcp-schemas.mjs (see the comment there; not the official schema.json).
import * as mcp20251125 from './generated/mcp-2025-11-25.js';
import * as mcp20260728 from './generated/mcp-2026-07-28.js';
import type { SpecVersion } from '../core/types.js';
import type { SchemaIssue } from '../core/facts.js';
import type { AjvError, AjvValidate } from './ajv-types.js';
import { describeAjvErrors } from './ajv-errors.js';

interface SpecValidators {
  tool: AjvValidate;
  callToolResult: AjvValidate;
}

const VALIDATORS: Record<SpecVersion, SpecValidators> = {
  '2025-11-25': mcp20251125 as unknown as SpecValidators,
  '2026-07-28': mcp20260728 as unknown as SpecValidators,
};

function run(validate: AjvValidate, value: unknown): AjvError[] {
  return validate(value) ? [] : [...(validate.errors ?? [])];
}

/**
 * Checks a tool definition against the spec's `Tool` schema. Returns Ajv errors (instancePath = JSON pointer
 * into the definition); empty when valid. Shallow: it never descends into user schemas, so depth is no concern.
 */
export function validateTool(spec: SpecVersion, value: unknown): AjvError[] {
  return run(VALIDATORS[spec].tool, value);
}

/**
 * Checks a `tools/call` result against the spec's `CallToolResult` schema (2026-07-28 also requires
 * `resultType` and lets `structuredContent` be any JSON value). Returns Ajv errors; empty when valid.
 */
export function validateCallToolResult(spec: SpecVersion, value: unknown): AjvError[] {
  return run(VALIDATORS[spec].callToolResult, value);
}

/** The same check as sentences ("content[0].text must be a string, got 42"), for live probes. */
export function callToolResultIssues(spec: SpecVersion, value: unknown): SchemaIssue[] {
  return describeAjvErrors(validateCallToolResult(spec, value), value, 'result').map(({ pointer, message }) => ({
    pointer,
    message,
  }));
}

export type { AjvError } from './ajv-types.js';
