import type { Rule } from '../core/types.js';
import { definitionRules } from './definition/index.js';
import { sourceRules } from './source/index.js';
import { liveRules } from './live/index.js';
import { diffRules } from './diff/index.js';
import { pinRules } from './pin/index.js';
import { registryRules } from './registry/index.js';

export const allRules: readonly Rule[] = [
  ...definitionRules,
  ...sourceRules,
  ...liveRules,
  ...diffRules,
  ...pinRules,
  ...registryRules,
];

export function findRule(id: string): Rule | undefined {
  return allRules.find((rule) => rule.id === id);
}
