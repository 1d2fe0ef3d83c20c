import type { Rule } from '../../types.js';
export declare const DEFAULT_BROAD_PARAMETER_NAMES: string[];
declare const rule: Rule;
export default rule;
