// A diff rule: reports the changes of its class that support/compare-tools.ts found (see docs/rules/parameter-renamed.md).
import { changeReporter } from '../shared/change-rule.js';

export default changeReporter('parameter-renamed', {
  description: 'a parameter was renamed (same schema under a new name): calls with the old name break',
  defaultLevel: 'error',
  scope: 'diff',
  messages: {
    renamed:
      'Parameter {{place}} was renamed to {{to}}: calls that use the old name are rejected or lose its effect. Accept both names for a release, or note the break.',
  },
});
