import type { Rule } from '../../types.js';
declare const rule: Rule;
export default rule;
