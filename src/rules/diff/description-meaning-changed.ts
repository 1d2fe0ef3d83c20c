// A diff rule: reports the changes of its class that support/compare-tools.ts found (see docs/rules/description-meaning-changed.md).
import { changeReporter } from '../shared/change-rule.js';

export default changeReporter('description-meaning-changed', {
  description:
    'a description or title changed meaning-bearing text (numbers, negations, units, paths, URLs, names) or was removed',
  defaultLevel: 'warning',
  scope: 'diff',
  messages: {
    changed:
      'The {{where}} changed meaning-bearing text (removed: {{removed}}; added: {{added}}): prompts and models that relied on it may behave differently.',
    removed: 'The {{where}} was removed: models lose what it told them.',
  },
});
