import { isObject } from '../../json-value.js';
import type { Rule } from '../../types.js';
import { quoteList } from '../../spec/value-text.js';
import { INPUT_SCHEMA_POINTER, inputSchemaOf, readablePath } from './support/parameters.js';
import { subschemasOf } from './support/subschemas.js';

// Without "required" every field is optional, and models leave out arguments the handler needs.
// An object whose every property declares a "default" is exempt: the author has said each one may be left out
// (zod `.default()` and pydantic defaults generate exactly this, with no way to emit "required": []).
// Nested objects are checked only with { nested: true } (the strict set): on real servers most nested objects
// without "required" are optional by design (API bodies whose every field is nullable), so reviewers rejected
// most nested findings (precision table in docs/rules/README.md) while the root finding stays a real defect.
const rule: Rule = {
  id: 'input-schema-required-array',
  meta: {
    description: 'object schemas with properties must say which are required ("required": [] when none are)',
    defaultLevel: 'warning',
    scope: 'definition',
    optionsSchema: {
      type: 'object',
      additionalProperties: false,
      properties: { nested: { type: 'boolean', description: 'also check object schemas below the root (properties, items, $defs…)' } },
    },
    defaultOptions: { nested: false },
    messages: {
      missingAtRoot:
        'inputSchema has properties ({{names}}) but no "required" array, so a model may leave out any of them. List the parameters the handler needs, or write "required": [] if all are optional.',
      missingNested:
        'The object schema at "{{path}}" has properties ({{names}}) but no "required" array, so a model may leave out any of them. List the ones that must be sent, or write "required": [] if all are optional.',
    },
  },
  checkTool(tool, context) {
    const schema = inputSchemaOf(tool.definition);
    if (!schema) return;
    const nodes = context.options.nested === true ? subschemasOf(schema, INPUT_SCHEMA_POINTER) : [{ schema, pointer: INPUT_SCHEMA_POINTER }];
    nodes.forEach(({ schema: node, pointer }) => {
      if (!isObject(node.properties) || 'required' in node) return;
      const entries = Object.entries(node.properties);
      if (entries.length === 0) return;
      if (entries.every(([, property]) => isObject(property) && 'default' in property)) return;
      const names = quoteList(entries.map(([name]) => name), 5);
      if (pointer === INPUT_SCHEMA_POINTER) context.report({ messageId: 'missingAtRoot', pointer, data: { names } });
      else {
        const path = readablePath(pointer.slice(INPUT_SCHEMA_POINTER.length)) || pointer;
        context.report({ messageId: 'missingNested', pointer, data: { names, path } });
      }
    });
  },
};

export default rule;
