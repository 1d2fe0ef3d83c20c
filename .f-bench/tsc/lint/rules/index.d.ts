import type { Rule } from '../types.js';
export declare const allRules: readonly Rule[];
export declare function findRule(id: string): Rule | undefined;
