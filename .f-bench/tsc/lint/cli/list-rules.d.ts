import type { Rule } from '../types.js';
export declare function listRulesJson(rules: readonly Rule[]): string;
export declare function listRulesTable(rules: readonly Rule[]): string;
