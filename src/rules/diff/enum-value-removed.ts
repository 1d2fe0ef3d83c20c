// A diff rule: reports the changes of its class that support/compare-tools.ts found (see docs/rules/enum-value-removed.md).
import { changeReporter } from '../shared/change-rule.js';

export default changeReporter('enum-value-removed', {
  description: 'an allowed value of a parameter was removed (enum value removed, enum or const added)',
  defaultLevel: 'error',
  scope: 'diff',
  messages: {
    removed: '{{place}} no longer accepts {{values}}: calls and prompts that use these values fail validation.',
    restricted: '{{place}} now accepts only {{values}}: calls that send any other value fail validation.',
  },
});
