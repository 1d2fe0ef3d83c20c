import { definitionRules } from './definition/index.js';
import { sourceRules } from './source/index.js';
import { liveRules } from './live/index.js';
export const allRules = [...definitionRules, ...sourceRules, ...liveRules];
export function findRule(id) {
    return allRules.find((rule) => rule.id === id);
}
