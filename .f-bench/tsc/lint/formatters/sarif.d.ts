import type { Formatter } from './types.js';
export declare const SARIF_SCHEMA_URI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";
export declare const FATAL_RULE_ID = "mcp-lint/fatal";
export declare const OTHER_RULE_ID = "mcp-lint/other";
export declare const FINGERPRINT_KEY = "mcpLintFinding/v1";
export declare const formatSarif: Formatter;
export default formatSarif;
