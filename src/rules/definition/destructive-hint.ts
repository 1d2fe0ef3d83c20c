import { isObject } from '../../core/json-value.js';
import type { Rule } from '../../core/types.js';
import { quote } from '../../spec/value-text.js';
import { destructiveEvidence } from '../shared/words.js';

// A tool called delete_* that says readOnlyHint: true (or destructiveHint: false) invites clients to run it
// without asking. Evidence comes from a word of the name or the verb that opens the description.
const rule: Rule = {
  id: 'destructive-hint',
  meta: {
    description: 'tools whose name or description says they delete or overwrite must not be marked read-only or non-destructive',
    defaultLevel: 'off' /* strict set: precision under 90% on real servers, docs/rules/README.md */,
    scope: 'definition',
    messages: {
      markedReadOnly:
        'The tool\'s {{where}} says {{word}}, but annotations mark it readOnlyHint: true, so clients may run it without asking. Set readOnlyHint: false and destructiveHint: true, or rename the tool if it really changes nothing.',
      markedNotDestructive:
        'The tool\'s {{where}} says {{word}}, but annotations mark it destructiveHint: false (only additive changes). Set destructiveHint: true so clients ask before running it.',
    },
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    if (!isObject(definition) || !isObject(definition.annotations)) return;
    const { readOnlyHint, destructiveHint } = definition.annotations;
    if (readOnlyHint !== true && destructiveHint !== false) return;
    const evidence = destructiveEvidence(definition.name, definition.description);
    if (!evidence) return;
    const data = { where: evidence.where, word: quote(evidence.word) };
    if (readOnlyHint === true) context.report({ messageId: 'markedReadOnly', pointer: '/annotations/readOnlyHint', data });
    else context.report({ messageId: 'markedNotDestructive', pointer: '/annotations/destructiveHint', data });
  },
};

export default rule;
