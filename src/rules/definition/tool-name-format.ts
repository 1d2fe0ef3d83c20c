import { isObject } from '../../core/json-value.js';
import { defineRule } from '../../core/types.js';
import { quote } from '../../spec/value-text.js';

const ALLOWED = /^[A-Za-z0-9_.-]$/;
const MAX_LENGTH = 128;

// The spec (SHOULD) and both SDKs' validators: 1–128 characters of A-Z a-z 0-9 _ - . ; the SDKs only warn and
// register the tool anyway, but clients that build function names from it (and some model APIs) reject others.
const rule = defineRule({
  id: 'tool-name-format',
  meta: {
    description: 'tool names should be 1–128 characters of A-Z a-z 0-9 _ - .',
    defaultLevel: 'warning',
    scope: 'definition',
    messages: {
      empty: 'The tool name is empty. Give it a name of 1–128 characters from A-Z a-z 0-9 _ - . (e.g. "search_docs").',
      tooLong: 'The tool name is {{length}} characters long; the spec allows at most 128. Shorten it.',
      badCharacters:
        'Tool name {{name}} contains {{characters}}; use only A-Z a-z 0-9 _ - . (e.g. {{suggestion}}). Some clients and model APIs reject other characters.',
    },
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    if (!isObject(definition) || typeof definition.name !== 'string') return;
    const name = definition.name;
    if (name.length === 0) {
      context.report({ messageId: 'empty', pointer: '/name' });
      return;
    }
    const bad = [...new Set([...name].filter((ch) => !ALLOWED.test(ch)))];
    if (bad.length > 0) {
      const characters = bad.map((ch) => (ch === ' ' ? 'a space' : JSON.stringify(ch))).join(', ');
      const suggestion = quote(
        name
          .replace(/[^A-Za-z0-9_.-]+/g, '_')
          .replace(/^_+|_+$/g, '')
          .slice(0, MAX_LENGTH) || 'tool_name',
      );
      context.report({
        messageId: 'badCharacters',
        pointer: '/name',
        data: { name: quote(name), characters, suggestion },
      });
    }
    if (name.length > MAX_LENGTH)
      context.report({ messageId: 'tooLong', pointer: '/name', data: { length: name.length } });
  },
});

export default rule;
