// A diff rule: reports the changes of its class that support/compare-tools.ts found (see docs/rules/parameter-constraint-tightened.md).
import { changeReporter } from '../shared/change-rule.js';

export default changeReporter('parameter-constraint-tightened', {
  description:
    'a parameter constraint was added or tightened (maxLength lowered, minimum raised, pattern or format added…)',
  defaultLevel: 'warning',
  scope: 'diff',
  messages: {
    tightened: '{{keyword}} of {{place}} went from {{from}} to {{to}}: some values that were valid are now rejected.',
  },
});
