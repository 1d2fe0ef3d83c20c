// A diff rule: reports the changes of its class that support/compare-tools.ts found (see docs/rules/required-parameter-added.md).
import { changeReporter } from '../shared/change-rule.js';

export default changeReporter('required-parameter-added', {
  description: 'a required parameter was added, or an optional one became required: existing calls fail validation',
  defaultLevel: 'error',
  scope: 'diff',
  messages: {
    added:
      'New required parameter {{place}}: existing calls do not send it and fail validation. Make it optional with a default, or note the break.',
    madeRequired:
      'Parameter {{place}} became required: existing calls that leave it out fail validation. Keep it optional with a default, or note the break.',
  },
});
