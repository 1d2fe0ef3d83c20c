import { isObject } from '../../core/json-value.js';
import { defineRule } from '../../core/types.js';
import { quote } from '../../spec/value-text.js';
import { messageIn, schemaLanguageOf } from '../shared/schema-language.js';
import { nameWords } from '../shared/words.js';

// Descriptions are the model's whole manual: one that only repeats the name, or a few words, leaves it guessing;
// a very long one is paid for in tokens on every request that lists the tools. Empty ones are tool-description's.
// Only the repeated name is checked by default. Length limits are the strict and style presets' (minLength 20,
// maxLength 2000): reviewers rejected short but clear descriptions, and a long description's real cost is
// context-budget's finding, which said the same thing on the same tools (23 of 38 long ones on the published servers).
const rule = defineRule({
  id: 'description-quality',
  meta: {
    description:
      'descriptions should say more than the name, and not be so long that they cost tokens on every request',
    defaultLevel: 'warning',
    scope: 'definition',
    messages: {
      repeatsName:
        'The description {{description}} only repeats the tool name. Say what the tool does, when to use it, and what it returns.',
      tooShort:
        'The description {{description}} is {{length}} characters long (minimum {{min}}). Say what the tool does, when to use it, and what it returns.',
      tooLong:
        'The description is {{length}} characters long (about {{tokens}} tokens, maximum {{max}} characters), paid for on every request that lists tools. Move parameter details into parameter descriptions and trim the rest.',
      tooLongZod:
        'The description is {{length}} characters long (about {{tokens}} tokens, maximum {{max}} characters), paid for on every request that lists tools. Move parameter details into each parameter\'s .describe("…") and trim the rest.',
      // A Python tool's description is its function's docstring; MCPServer sends an "Args:" section with it.
      repeatsNamePython:
        "The description {{description}} only repeats the tool name. Write in the function's docstring what the tool does, when to use it, and what it returns.",
      tooShortPython:
        "The description {{description}} is {{length}} characters long (minimum {{min}}). Write in the function's docstring what the tool does, when to use it, and what it returns.",
      tooLongPython:
        'The description is {{length}} characters long (about {{tokens}} tokens, maximum {{max}} characters), paid for on every request that lists tools. It is the function\'s docstring: move parameter details into each parameter as Annotated[T, Field(description="…")] and trim the rest.',
    },
    optionsSchema: {
      type: 'object',
      properties: {
        minLength: { type: 'integer', minimum: 0, description: 'shortest acceptable description, in characters' },
        maxLength: { type: 'integer', minimum: 1, description: 'longest acceptable description, in characters' },
      },
      additionalProperties: false,
    },
    defaultOptions: { minLength: 0 },
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    if (!isObject(definition) || typeof definition.description !== 'string') return;
    const text = definition.description.trim();
    if (text === '') return;
    const min = Number(context.options.minLength ?? 0);
    const max = context.options.maxLength === undefined ? Infinity : Number(context.options.maxLength);
    const name = typeof definition.name === 'string' ? definition.name : '';
    // Only a description about as long as the name can repeat it; skip splitting long texts into words.
    const repeats =
      name !== '' && text.length <= name.length * 2 + 8 && nameWords(text).join(' ') === nameWords(name).join(' ');
    const language = schemaLanguageOf(tool, context);
    if (repeats)
      context.report({
        messageId: messageIn(language, { 'json-schema': 'repeatsName', python: 'repeatsNamePython' }),
        pointer: '/description',
        data: { description: quote(text) },
      });
    else if (text.length < min) {
      context.report({
        messageId: messageIn(language, { 'json-schema': 'tooShort', python: 'tooShortPython' }),
        pointer: '/description',
        data: { description: quote(text), length: text.length, min },
      });
    } else if (text.length > max) {
      context.report({
        messageId: messageIn(language, { 'json-schema': 'tooLong', zod: 'tooLongZod', python: 'tooLongPython' }),
        pointer: '/description',
        data: { length: text.length, tokens: Math.round(text.length / 4), max },
      });
    }
  },
});

export default rule;
