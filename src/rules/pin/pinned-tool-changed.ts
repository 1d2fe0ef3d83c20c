// A pin rule: reports tools whose definition no longer matches the lockfile (found by pins/compare-pins.ts).
import { changeReporter } from '../shared/change-rule.js';

export default changeReporter('pinned-tool-changed', {
  description:
    "a tool's definition no longer matches the one approved in the lockfile (name, description, schemas or annotations changed)",
  defaultLevel: 'error',
  scope: 'pin',
  messages: {
    changed:
      'Tool {{name}} of {{server}} changed since it was pinned ({{count}}): {{summary}}. Review the change; if you accept it, run {{update}} with the inputs of this run.',
  },
});
