// A diff rule: reports the changes of its class that support/compare-tools.ts found (see docs/rules/output-field-removed.md).
import { changeReporter } from '../shared/change-rule.js';

export default changeReporter('output-field-removed', {
  description:
    'a field of the structured result was removed, renamed or made optional, or the outputSchema was dropped: consumers that read it break',
  defaultLevel: 'error',
  scope: 'diff',
  messages: {
    removed: 'Result field {{place}} was removed: consumers that read it break.',
    renamed: 'Result field {{place}} was renamed to {{to}}: consumers that read the old name break.',
    madeOptional: 'Result field {{place}} is no longer required: consumers that rely on it being present may break.',
    schemaRemoved: 'The outputSchema was removed: consumers lose the promise of structured content in that shape.',
  },
});
