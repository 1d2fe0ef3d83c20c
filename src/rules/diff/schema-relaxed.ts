// A diff rule: reports the changes of its class that support/compare-tools.ts found (see docs/rules/schema-relaxed.md).
import { changeReporter } from '../shared/change-rule.js';

export default changeReporter('schema-relaxed', {
  description:
    'a change that accepts everything the old definition accepted (arguments) or promises at least as much (results): compatible',
  defaultLevel: 'info',
  scope: 'diff',
  messages: {
    typeWidened: '{{place}} now accepts {{to}}.',
    enumDropped: '{{place}} is no longer limited to a set of values.',
    enumWidened: '{{place}} now also accepts {{values}}.',
    constraintLoosened: '{{keyword}} of {{place}} went from {{from}} to {{to}} (looser).',
    madeOptional: 'Parameter {{place}} is now optional.',
    opened: '{{place}} now accepts extra properties.',
    variantAdded: '{{count}} {{keyword}} branch(es) were added to {{place}}.',
    outputNarrowed: 'Result field {{place}} promises more than before ({{what}}).',
    outputFieldAdded: 'Result field {{place}} was added.',
    outputSchemaAdded: 'An outputSchema was added.',
    hintSafer: 'Behaviour hints changed towards safe ({{what}}).',
  },
});
