// A diff rule: reports the changes of its class that support/compare-tools.ts found (see docs/rules/definition-changed.md).
import { changeReporter } from '../shared/change-rule.js';

export default changeReporter('definition-changed', {
  description:
    'a part of the definition mcp-lint does not classify changed (allOf, $ref, not, if/then/else, patternProperties, unknown keywords, icons, _meta…): review it',
  defaultLevel: 'warning',
  scope: 'diff',
  messages: {
    keyword:
      '{{keyword}} of {{place}} changed in a way mcp-lint does not classify: review whether callers are affected.',
    field: 'Tool field {{field}} changed: review whether clients are affected.',
  },
});
