// A diff rule: reports the changes of its class that support/compare-tools.ts found (see docs/rules/tool-became-destructive.md).
import { changeReporter } from '../shared/change-rule.js';

export default changeReporter('tool-became-destructive', {
  description:
    'a tool that was read-only or non-destructive is now (by its hints) destructive: clients that ran it without asking are no longer safe to',
  defaultLevel: 'error',
  scope: 'diff',
  messages: {
    becameDestructive:
      'The tool became destructive ({{hint}}: {{from}} → {{to}}): clients and users who approved it as harmless must review it again.',
  },
});
