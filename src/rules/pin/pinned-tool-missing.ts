// A pin rule: reports pinned tools the server no longer lists (found by pins/compare-pins.ts).
import { changeReporter } from '../shared/change-rule.js';

export default changeReporter('pinned-tool-missing', {
  description: 'a tool pinned in the lockfile is no longer listed by its server',
  defaultLevel: 'warning',
  scope: 'pin',
  messages: {
    missing:
      'Pinned tool {{name}} is gone from {{server}}. If that is expected, run {{update}} with the inputs of this run to drop its pin from {{lockfile}}.',
  },
});
