import { defineRule } from '../../core/types.js';
import { assessTool, describeSignals, POISONING_SCORE } from '../shared/instruction-signals.js';

// One sign of tool poisoning on its own (see tool-poisoning): an order to hide something from the user, to ignore
// earlier instructions, to read a secret file, to send data elsewhere, or to use a tool the server does not have.
// Honest descriptions rarely say any of these, but one can (a backup tool may well read ~/.ssh), so a warning that
// names the phrase, for a person to judge. Tools that reach tool-poisoning's score are left to it.
const rule = defineRule({
  id: 'suspicious-instructions',
  meta: {
    description: 'a tool definition with one sign of instructions aimed at the model rather than describing the tool',
    defaultLevel: 'warning',
    scope: 'definition',
    messages: {
      suspicious:
        "This tool's text {{signals}}. That is an instruction to the model rather than a description of the tool; check that it is meant, and reword it as a description if it is.",
    },
  },
  checkTool(tool, context) {
    const { score, signals } = assessTool(tool, context);
    if (score < 1 || score >= POISONING_SCORE) return;
    const pointer = signals[0]!.pointer;
    context.report({ messageId: 'suspicious', pointer, data: { signals: describeSignals(signals, pointer) } });
  },
});

export default rule;
