// A diff rule: reports the changes of its class that support/compare-tools.ts found (see docs/rules/parameter-removed.md).
import { changeReporter } from '../shared/change-rule.js';

export default changeReporter('parameter-removed', {
  description: 'a parameter was removed: calls that send it are rejected or silently lose its effect',
  defaultLevel: 'error',
  scope: 'diff',
  messages: {
    removed:
      'Parameter {{place}} was removed: calls that send it are rejected (closed schemas) or silently lose its effect. Keep it (deprecated) for a release, or note the break.',
  },
});
