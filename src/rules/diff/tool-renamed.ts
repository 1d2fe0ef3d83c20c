// A diff rule: reports the changes of its class that support/compare-tools.ts found (see docs/rules/tool-renamed.md).
import { changeReporter } from '../shared/change-rule.js';

export default changeReporter('tool-renamed', {
  description: 'a tool was renamed (same definition under a new name): callers of the old name break',
  defaultLevel: 'error',
  scope: 'diff',
  messages: {
    renamed:
      'Tool {{from}} was renamed to {{to}}: callers of the old name get "unknown tool". Keep the old name as an alias for a release, or note the break.',
  },
});
