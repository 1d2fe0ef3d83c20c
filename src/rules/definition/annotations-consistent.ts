import { isObject } from '../../core/json-value.js';
import { defineRule } from '../../core/types.js';
import { messageIn, schemaLanguageOf } from '../shared/schema-language.js';

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
      // camelCase keywords, which mcp 1.x and 2.x both take (annotations-present says why).
      readOnlyAndDestructivePython:
        'annotations say readOnlyHint: true and destructiveHint: true; a read-only tool cannot destroy anything. If the tool changes nothing, drop destructiveHint=True from its ToolAnnotations (or make it False); if it does, write readOnlyHint=False.',
    },
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    if (!isObject(definition) || !isObject(definition.annotations)) return;
    const { readOnlyHint, destructiveHint } = definition.annotations;
    if (readOnlyHint === true && destructiveHint === true) {
      const messageId = messageIn(schemaLanguageOf(tool, context), {
        'json-schema': 'readOnlyAndDestructive',
        python: 'readOnlyAndDestructivePython',
      });
      context.report({ messageId, pointer: '/annotations/destructiveHint' });
    }
  },
});

export default rule;
