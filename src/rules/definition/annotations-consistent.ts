import { isObject } from '../../core/json-value.js';
import { defineRule } from '../../core/types.js';

// readOnlyHint: true with destructiveHint: true is a contradiction a client cannot resolve safely. Redundant but
// consistent hints (readOnlyHint: true with destructiveHint: false, as hundreds of real tools write) are fine.
const rule = defineRule({
  id: 'annotations-consistent',
  meta: {
    description: 'annotation hints must not contradict each other (readOnlyHint: true with destructiveHint: true)',
    defaultLevel: 'error',
    scope: 'definition',
    messages: {
      readOnlyAndDestructive:
        'annotations say readOnlyHint: true and destructiveHint: true; a read-only tool cannot destroy anything. If the tool changes nothing, drop destructiveHint (or set it to false); if it does, set readOnlyHint: false.',
    },
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    if (!isObject(definition) || !isObject(definition.annotations)) return;
    const { readOnlyHint, destructiveHint } = definition.annotations;
    if (readOnlyHint === true && destructiveHint === true) {
      context.report({ messageId: 'readOnlyAndDestructive', pointer: '/annotations/destructiveHint' });
    }
  },
});

export default rule;
