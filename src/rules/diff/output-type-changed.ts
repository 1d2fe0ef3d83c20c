// A diff rule: reports the changes of its class that support/compare-tools.ts found (see docs/rules/output-type-changed.md).
import { changeReporter } from '../shared/change-rule.js';

export default changeReporter('output-type-changed', {
  description:
    'a field of the structured result may now hold values it could not before (type widened, new enum value, constraint loosened, new variant)',
  defaultLevel: 'error',
  scope: 'diff',
  messages: {
    typeChanged:
      'The type of result field {{place}} changed from {{from}} to {{to}}: consumers that expect the old type break.',
    enumDropped:
      'Result field {{place}} is no longer limited to a set of values: consumers that switch over the old values may break.',
    enumValueAdded:
      'Result field {{place}} may now be {{values}}: consumers that switch over the old values may break.',
    constraintLoosened:
      '{{keyword}} of result field {{place}} went from {{from}} to {{to}}: consumers may receive values they did not expect.',
    variantAdded:
      '{{count}} {{keyword}} branch(es) were added to result field {{place}}: consumers may receive shapes they do not handle.',
  },
});
