// A pin rule: reports tools the lockfile has no entry for (found by pins/compare-pins.ts).
import { changeReporter } from '../shared/change-rule.js';

export default changeReporter('tool-not-pinned', {
  description: 'a tool is not in the lockfile: it appeared after the tools were approved',
  defaultLevel: 'warning',
  scope: 'pin',
  messages: {
    notPinned:
      'Tool {{name}} of {{server}} is not pinned: it appeared after {{lockfile}} was written. Review it; if you accept it, run {{update}} with the inputs of this run.',
    serverNotPinned:
      'Tool {{name}} is not pinned: {{lockfile}} has no entry for {{server}}. Review its tools; if you accept them, run {{update}} with the inputs of this run.',
  },
});
