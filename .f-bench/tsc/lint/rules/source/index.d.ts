import type { Rule } from '../../types.js';
export declare const sourceRules: Rule[];
