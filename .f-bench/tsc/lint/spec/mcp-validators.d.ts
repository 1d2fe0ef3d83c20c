import type { SpecVersion, SchemaIssue } from '../types.js';
import type { AjvError } from './ajv-types.js';
/**
 * Checks a tool definition against the spec's `Tool` schema. Returns Ajv errors (instancePath = JSON pointer
 * into the definition); empty when valid. Shallow: it never descends into user schemas, so depth is no concern.
 */
export declare function validateTool(spec: SpecVersion, value: unknown): AjvError[];
/**
 * Checks a `tools/call` result against the spec's `CallToolResult` schema (2026-07-28 also requires
 * `resultType` and lets `structuredContent` be any JSON value). Returns Ajv errors; empty when valid.
 */
export declare function validateCallToolResult(spec: SpecVersion, value: unknown): AjvError[];
/** The same check as sentences ("content[0].text must be a string, got 42"), for live probes. */
export declare function callToolResultIssues(spec: SpecVersion, value: unknown): SchemaIssue[];
export type { AjvError } from './ajv-types.js';
