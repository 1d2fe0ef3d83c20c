import type { Rule } from '../../types.js';

export const sourceRules: Rule[] = [];
