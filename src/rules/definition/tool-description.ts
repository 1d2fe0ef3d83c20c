import { isObject } from '../../core/json-value.js';
import type { Rule } from '../../core/types.js';
import { schemasFromTypeHints } from '../shared/python-server.js';

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
      // Python servers take the description from the function's docstring (MCPServer sends "", fastmcp nothing).
      noDocstring:
        'The tool has no description, and the description is all a model knows about it. Give the function a docstring (or pass description= to the tool decorator) whose first sentence says what the tool does, then when to use it and what it returns.',
    },
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    if (!isObject(definition)) return;
    const missing = !('description' in definition) || definition.description === undefined;
    const empty = !missing && typeof definition.description === 'string' && definition.description.trim() === '';
    if (!missing && !empty) return;
    const messageId = schemasFromTypeHints(context) ? 'noDocstring' : missing ? 'missing' : 'empty';
    context.report({ messageId, pointer: '/description' });
  },
};

export default rule;
