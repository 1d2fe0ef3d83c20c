import type { SchemaIssue, SpecVersion } from '../../../types.js';
export declare function callToolResultIssues(result: unknown, version: SpecVersion): Promise<SchemaIssue[]>;
