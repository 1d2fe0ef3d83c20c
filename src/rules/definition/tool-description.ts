import { isObject } from '../../core/json-value.js';
import { defineRule } from '../../core/types.js';
import { schemasFromTypeHints } from '../shared/python-server.js';

// The description is all a model knows about when and how to call the tool. A description that is not a
// string is tool-definition-valid's finding. A placeholder written for the author (create-mcp-tool add's, a TODO)
// passes every length and wording check, so it is recognised by what it says to its author.

/** Words addressed to the author, not the model: `add`'s TS and Python placeholders, and TODO-style markers. */
const PLACEHOLDERS = [
  /\bDescribe what \S+ does\b/,
  /\bReplace this with what the tool does\b/,
  /^\s*(?:TODO|TBD|FIXME)\b/i,
];
const rule = defineRule({
  id: 'tool-description',
  meta: {
    description: 'every tool needs a non-empty description',
    defaultLevel: 'error',
    scope: 'definition',
    messages: {
      missing:
        'The tool has no description, and the description is all a model knows about it. Say what the tool does, when to use it and what it returns.',
      empty:
        "The tool's description is empty, and the description is all a model knows about it. Say what the tool does, when to use it and what it returns.",
      // Python servers take the description from the function's docstring (MCPServer sends "", fastmcp nothing).
      noDocstring:
        'The tool has no description, and the description is all a model knows about it. Give the function a docstring (or pass description= to the tool decorator) whose first sentence says what the tool does, then when to use it and what it returns.',
      placeholder:
        'The tool\'s description is still a placeholder ("{{text}}"), and the description is all a model knows about it. Replace it with what the tool does, when to use it and what it returns.',
    },
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    if (!isObject(definition)) return;
    const missing = !('description' in definition) || definition.description === undefined;
    const empty = !missing && typeof definition.description === 'string' && definition.description.trim() === '';
    if (!missing && !empty) {
      const placeholder =
        typeof definition.description === 'string'
          ? PLACEHOLDERS.map((p) => p.exec(definition.description as string)).find(Boolean)
          : undefined;
      if (placeholder)
        context.report({
          messageId: 'placeholder',
          pointer: '/description',
          data: { text: placeholderSentence(definition.description as string, placeholder.index) },
        });
      return;
    }
    const messageId = schemasFromTypeHints(context) ? 'noDocstring' : missing ? 'missing' : 'empty';
    context.report({ messageId, pointer: '/description' });
  },
});

/** The placeholder's own words, from the start of its sentence, at most 80 characters. */
function placeholderSentence(description: string, at: number): string {
  const stop = description.lastIndexOf('. ', at);
  const start = Math.max(stop < 0 ? 0 : stop + 2, description.lastIndexOf('\n', at) + 1);
  const sentence = /^[^\n]*?\.(?= |$)|^[^\n]*/.exec(description.slice(start))![0].trim();
  return sentence.length > 80 ? `${sentence.slice(0, 79)}…` : sentence;
}

export default rule;
