import { isObject } from '../../core/json-value.js';
import { defineRule } from '../../core/types.js';
import { quote } from '../../spec/value-text.js';
import { schemaLanguageOf } from '../shared/schema-language.js';
import { destructiveEvidence, runsCodeEvidence } from '../shared/words.js';

// A tool called delete_* that says readOnlyHint: true (or destructiveHint: false) invites clients to run it
// without asking. Evidence comes from a word of the name or the verb that opens the description, or from a description
// saying the tool runs code, shell or SQL (which can change anything the server reaches) without saying it only reads.
// readOnlyHint: true beside destructiveHint: true is annotations-consistent's finding, not repeated here.
const rule = defineRule({
  id: 'destructive-hint',
  meta: {
    description:
      'tools whose name or description says they delete, overwrite or run code, shell or SQL must not be marked read-only or non-destructive',
    defaultLevel: 'off' /* strict set: precision under 90% on real servers, docs/rules/README.md */,
    scope: 'definition',
    messages: {
      markedReadOnly:
        "The tool's {{where}} says {{word}}, but annotations mark it readOnlyHint: true, so clients may run it without asking. Set readOnlyHint: false and destructiveHint: true, or rename the tool if it really changes nothing.",
      markedNotDestructive:
        "The tool's {{where}} says {{word}}, but annotations mark it destructiveHint: false (only additive changes). Set destructiveHint: true so clients ask before running it.",
      runsCodeMarkedSafe:
        "The tool's description says it runs code, shell or SQL ({{words}}), but annotations mark it {{hint}}, so clients may run it without asking. What it runs can change or delete anything the server reaches: set destructiveHint: true{{readOnly}}, or say in the description that it only reads if it enforces that.",
      // camelCase keywords, which mcp 1.x and 2.x both take (annotations-present says why).
      markedReadOnlyPython:
        "The tool's {{where}} says {{word}}, but annotations mark it readOnlyHint: true, so clients may run it without asking. Write annotations=ToolAnnotations(readOnlyHint=False, destructiveHint=True) in its decorator, or rename the tool if it really changes nothing.",
      markedNotDestructivePython:
        "The tool's {{where}} says {{word}}, but annotations mark it destructiveHint: false (only additive changes). Write destructiveHint=True in its ToolAnnotations so clients ask before running it.",
      runsCodeMarkedSafePython:
        "The tool's description says it runs code, shell or SQL ({{words}}), but annotations mark it {{hint}}, so clients may run it without asking. What it runs can change or delete anything the server reaches: write destructiveHint=True{{readOnly}} in its ToolAnnotations, or say in the docstring that it only reads if it enforces that.",
    },
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    if (!isObject(definition) || !isObject(definition.annotations)) return;
    const { readOnlyHint, destructiveHint } = definition.annotations;
    if ((readOnlyHint !== true && destructiveHint !== false) || destructiveHint === true) return;
    const python = schemaLanguageOf(tool, context) === 'python';
    const evidence = destructiveEvidence(definition.name, definition.description);
    if (!evidence) {
      const words = runsCodeEvidence(definition.description);
      if (words === undefined) return;
      const hint = readOnlyHint === true ? 'readOnlyHint: true' : 'destructiveHint: false';
      const pointer = readOnlyHint === true ? '/annotations/readOnlyHint' : '/annotations/destructiveHint';
      const readOnly = readOnlyHint !== true ? '' : python ? ', readOnlyHint=False' : ' and readOnlyHint: false';
      context.report({
        messageId: python ? 'runsCodeMarkedSafePython' : 'runsCodeMarkedSafe',
        pointer,
        data: { words: quote(words), hint, readOnly },
      });
      return;
    }
    const data = { where: evidence.where, word: quote(evidence.word) };
    if (readOnlyHint === true)
      context.report({
        messageId: python ? 'markedReadOnlyPython' : 'markedReadOnly',
        pointer: '/annotations/readOnlyHint',
        data,
      });
    else
      context.report({
        messageId: python ? 'markedNotDestructivePython' : 'markedNotDestructive',
        pointer: '/annotations/destructiveHint',
        data,
      });
  },
});

export default rule;
