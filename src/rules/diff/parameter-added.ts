// A diff rule: reports the changes of its class that support/compare-tools.ts found (see docs/rules/parameter-added.md).
import { changeReporter } from '../shared/change-rule.js';

export default changeReporter('parameter-added', {
  description: 'an optional parameter was added (compatible)',
  defaultLevel: 'info',
  scope: 'diff',
  messages: {
    added: 'Optional parameter {{place}} was added.',
  },
});
