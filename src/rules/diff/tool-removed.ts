// A diff rule: reports the changes of its class that support/compare-tools.ts found (see docs/rules/tool-removed.md).
import { changeReporter } from '../shared/change-rule.js';

export default changeReporter('tool-removed', {
  description: 'a tool of the old version is gone (clients and prompts that call it break)',
  defaultLevel: 'error',
  scope: 'diff',
  messages: {
    removed:
      'Tool {{name}} was removed: clients, prompts and agents that call it get "unknown tool". Keep it (deprecated in its description) for a release, or note the break in the changelog.',
  },
});
