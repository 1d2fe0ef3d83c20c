import { isNonEmptyString, isObject } from '../../core/json-value.js';
import { defineRule } from '../../core/types.js';
import { CONSEQUENCE_WORDS, destructiveEvidence } from '../shared/words.js';

// Models read descriptions, not annotations: a destructive tool should say in prose what it changes or loses.
// A tool counts as destructive when it says destructiveHint: true, or when its name says delete/drop/… and it is
// not marked read-only or non-destructive. Tools without any annotations are annotations-present's concern.
const rule = defineRule({
  id: 'dangerous-tool-described',
  meta: {
    description: 'destructive tools should say in their description what they delete or overwrite',
    defaultLevel: 'off' /* strict set: precision under 90% on real servers, docs/rules/README.md */,
    scope: 'definition',
    messages: {
      notSaid:
        'The tool is destructive ({{why}}), but its description does not say what it deletes, overwrites or changes. Models read the description, not the annotations: say what is lost and whether it can be undone.',
    },
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    if (!isObject(definition) || !isNonEmptyString(definition.description)) return;
    const annotations = isObject(definition.annotations) ? definition.annotations : {};
    if (annotations.readOnlyHint === true || annotations.destructiveHint === false) return;
    let why: string | undefined;
    if (annotations.destructiveHint === true) why = 'destructiveHint: true';
    else {
      const evidence = destructiveEvidence(definition.name, undefined);
      if (evidence) why = `its name says "${evidence.word}"`;
    }
    if (why && !CONSEQUENCE_WORDS.test(definition.description)) {
      context.report({ messageId: 'notSaid', pointer: '/description', data: { why } });
    }
  },
});

export default rule;
