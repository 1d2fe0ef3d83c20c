// A diff rule: reports the changes of its class that support/compare-tools.ts found (see docs/rules/tool-hint-riskier.md).
import { changeReporter } from '../shared/change-rule.js';

export default changeReporter('tool-hint-riskier', {
  description: 'a behaviour hint flipped towards risk: no longer read-only, now open-world, no longer idempotent',
  defaultLevel: 'warning',
  scope: 'diff',
  messages: {
    notReadOnly:
      'The tool is no longer read-only ({{hint}}: {{from}} → {{to}}): clients that ran it without confirmation will now ask, or should.',
    openWorld:
      'The tool now reaches an open world ({{hint}}: {{from}} → {{to}}): it may talk to external systems it did not before.',
    notIdempotent:
      'The tool is no longer idempotent ({{hint}}: {{from}} → {{to}}): clients that retried it safely must not any more.',
  },
});
