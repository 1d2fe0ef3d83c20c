// Validators of the MCP `Tool` and `CallToolResult` per spec version: Ajv standalone code generated at build time
// from the hand-written schemas in ./mcp-schemas.mjs (see the comment there; not the official schema.json).
import * as mcp20251125 from './generated/mcp-2025-11-25.js';
import * as mcp20260728 from './generated/mcp-2026-07-28.js';
import { describeAjvErrors } from './ajv-errors.js';
const VALIDATORS = {
    '2025-11-25': mcp20251125,
    '2026-07-28': mcp20260728,
};
function run(validate, value) {
    return validate(value) ? [] : [...(validate.errors ?? [])];
}
/**
 * Checks a tool definition against the spec's `Tool` schema. Returns Ajv errors (instancePath = JSON pointer
 * into the definition); empty when valid. Shallow: it never descends into user schemas, so depth is no concern.
 */
export function validateTool(spec, value) {
    return run(VALIDATORS[spec].tool, value);
}
/**
 * Checks a `tools/call` result against the spec's `CallToolResult` schema (2026-07-28 also requires
 * `resultType` and lets `structuredContent` be any JSON value). Returns Ajv errors; empty when valid.
 */
export function validateCallToolResult(spec, value) {
    return run(VALIDATORS[spec].callToolResult, value);
}
/** The same check as sentences ("content[0].text must be a string, got 42"), for live probes. */
export function callToolResultIssues(spec, value) {
    return describeAjvErrors(validateCallToolResult(spec, value), value, 'result').map(({ pointer, message }) => ({ pointer, message }));
}
