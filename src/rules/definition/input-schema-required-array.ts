import { isObject } from '../../core/json-value.js';
import type { LoadedTool, Rule, Suggestion } from '../../core/types.js';
import { quoteList } from '../../spec/value-text.js';
import { INPUT_SCHEMA_POINTER, inputSchemaOf, readablePath } from '../shared/parameters.js';
import { schemasFromTypeHints } from '../shared/python-server.js';
import { subschemasOf } from '../shared/subschemas.js';

// Without "required" every field is optional, and models leave out arguments the handler needs.
// An object whose every property declares a "default" is exempt: the author has said each one may be left out
// (zod `.default()` and pydantic defaults generate exactly this, with no way to emit "required": []).
// A schema pydantic generates from a Python signature is exempt too: it lists every parameter without a default in
// "required" and leaves the key out only when none is required, so absence means "required": [] (plain JSON Schema
// meaning, which the spec keeps), even where a `Field(default_factory=…)` writes no "default". No author can add the key.
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
    if (!schema || schemasFromTypeHints(context)) return;
    const nodes = context.options.nested === true ? subschemasOf(schema, INPUT_SCHEMA_POINTER) : [{ schema, pointer: INPUT_SCHEMA_POINTER }];
    nodes.forEach(({ schema: node, pointer }) => {
      if (!isObject(node.properties) || 'required' in node) return;
      const entries = Object.entries(node.properties);
      if (entries.length === 0) return;
      if (entries.every(([, property]) => isObject(property) && 'default' in property)) return;
      const names = quoteList(entries.map(([name]) => name), 5);
      const suggestions = requiredSuggestions(tool, pointer, entries.map(([name]) => name));
      if (pointer === INPUT_SCHEMA_POINTER) context.report({ messageId: 'missingAtRoot', pointer, data: { names }, ...suggestions });
      else {
        const path = readablePath(pointer.slice(INPUT_SCHEMA_POINTER.length)) || pointer;
        context.report({ messageId: 'missingNested', pointer, data: { names, path }, ...suggestions });
      }
    });
  },
};

/**
 * In source where the schema is a literal object: the two ends of the choice, as suggestions (never applied, since
 * which parameters the handler needs is the author's call). JSON captures get none: they are generated files.
 */
function requiredSuggestions(tool: LoadedTool, pointer: string, names: string[]): { suggestions?: Suggestion[] } {
  const literal = tool.schemaLiteralAt?.(pointer);
  if (!literal) return {};
  const at: [number, number] = [literal.insertAt, literal.insertAt];
  const all = names.map((name) => JSON.stringify(name)).join(', ');
  const key = literal.quotedKeys ? '"required"' : 'required';
  return {
    suggestions: [
      { desc: `Require every property: add "required": [${all}], then remove those the handler can do without.`, fix: { range: at, text: `, ${key}: [${all}]` } },
      { desc: 'Make every property optional: add "required": [].', fix: { range: at, text: `, ${key}: []` } },
    ],
  };
}

export default rule;
