// A diff rule: reports the changes of its class that support/compare-tools.ts found (see docs/rules/parameter-type-narrowed.md).
import { changeReporter } from '../shared/change-rule.js';

export default changeReporter('parameter-type-narrowed', {
  description:
    'a parameter accepts fewer types or shapes than before (type narrowed, object closed, anyOf/oneOf branch removed)',
  defaultLevel: 'error',
  scope: 'diff',
  messages: {
    typeNarrowed:
      'The type of {{place}} narrowed from {{from}} to {{to}}: calls that send values the new type rejects fail validation.',
    closed:
      '{{place}} no longer accepts extra properties (additionalProperties: false): calls that send other keys fail validation.',
    variantRemoved:
      '{{count}} {{keyword}} branch(es) of {{place}} were removed: values that matched only those branches are now rejected.',
  },
});
