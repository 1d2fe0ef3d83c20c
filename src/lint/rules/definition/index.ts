import type { Rule } from '../../types.js';

export const definitionRules: Rule[] = [];
