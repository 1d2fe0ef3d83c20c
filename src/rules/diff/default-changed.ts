// A diff rule: reports the changes of its class that support/compare-tools.ts found (see docs/rules/default-changed.md).
import { changeReporter } from '../shared/change-rule.js';

export default changeReporter('default-changed', {
  description: 'the default of a parameter changed: calls that leave it out now behave differently',
  defaultLevel: 'warning',
  scope: 'diff',
  messages: {
    changed:
      'The default of {{place}} changed from {{from}} to {{to}}: calls that leave it out now behave differently.',
  },
});
