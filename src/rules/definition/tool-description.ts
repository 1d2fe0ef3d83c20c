import { isObject } from '../../core/json-value.js';
import type { Rule } from '../../core/types.js';

// The description is all a model knows about when and how to call the tool. A description that is not a
// string is tool-definition-valid's finding.
const rule: Rule = {
  id: 'tool-description',
  meta: {
    description: 'every tool needs a non-empty description',
    defaultLevel: 'error',
    scope: 'definition',
    messages: {
      missing:
        'The tool has no description, and the description is all a model knows about it. Say what the tool does, when to use it and what it returns.',
      empty:
        'The tool\'s description is empty, and the description is all a model knows about it. Say what the tool does, when to use it and what it returns.',
    },
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    if (!isObject(definition)) return;
    if (!('description' in definition) || definition.description === undefined) {
      context.report({ messageId: 'missing', pointer: '/description' });
    } else if (typeof definition.description === 'string' && definition.description.trim() === '') {
      context.report({ messageId: 'empty', pointer: '/description' });
    }
  },
};

export default rule;
