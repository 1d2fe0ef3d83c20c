// A diff rule: reports the changes of its class that support/compare-tools.ts found (see docs/rules/tool-added.md).
import { changeReporter } from '../shared/change-rule.js';

export default changeReporter('tool-added', {
  description: 'a tool was added (compatible)',
  defaultLevel: 'info',
  scope: 'diff',
  messages: {
    added: 'Tool {{name}} was added.',
  },
});
