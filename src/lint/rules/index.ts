import type { Rule } from '../types.js';
import { definitionRules } from './definition/index.js';
import { sourceRules } from './source/index.js';
import { liveRules } from './live/index.js';

export const allRules: readonly Rule[] = [...definitionRules, ...sourceRules, ...liveRules];

export function findRule(id: string): Rule | undefined {
  return allRules.find((rule) => rule.id === id);
}
