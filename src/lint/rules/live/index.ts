import type { Rule } from '../../types.js';

export const liveRules: Rule[] = [];
