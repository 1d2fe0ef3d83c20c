// A diff rule: reports the changes of its class that support/compare-tools.ts found (see docs/rules/description-reworded.md).
import { changeReporter } from '../shared/change-rule.js';

export default changeReporter('description-reworded', {
  description:
    'a description or title was reworded without changing meaning-bearing text, or one was added (compatible)',
  defaultLevel: 'info',
  scope: 'diff',
  messages: {
    reworded: 'The {{where}} was reworded.',
    added: 'The {{where}} was added.',
    note: '{{keyword}} of {{place}} changed.',
    hintSpelling: 'Behaviour hints ({{what}}) were spelled differently with the same meaning.',
  },
});
