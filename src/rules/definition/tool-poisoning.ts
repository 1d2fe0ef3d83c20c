import { defineRule } from '../../core/types.js';
import { assessTool, describeSignals, POISONING_SCORE } from '../shared/instruction-signals.js';

// "Tool poisoning": orders hidden in a tool's description or parameter descriptions, which the model reads and
// obeys and the user rarely sees (hide this from the user, read ~/.ssh/id_rsa, pass it as "sidenote", call the
// other server's send_email with a different recipient). One sign alone can be innocent; two different kinds of
// sign together are not, so only then is this an error. One finding per tool, naming every sign that fired.
const rule = defineRule({
  id: 'tool-poisoning',
  meta: {
    description: 'no hidden orders to the model in a tool definition (several signs of tool poisoning together)',
    defaultLevel: 'error',
    scope: 'definition',
    messages: {
      poisoned:
        'This tool reads as tool poisoning: its text {{signals}}. A description should say what the tool does, not give the model orders that serve someone else. Remove these instructions.',
    },
  },
  checkTool(tool, context) {
    const { score, signals } = assessTool(tool, context);
    if (score < POISONING_SCORE) return;
    const pointer = signals[0]!.pointer;
    context.report({ messageId: 'poisoned', pointer, data: { signals: describeSignals(signals, pointer) } });
  },
});

export default rule;
