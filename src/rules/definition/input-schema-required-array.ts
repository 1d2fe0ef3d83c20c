import { isObject } from '../../core/json-value.js';
import { defineRule, type LoadedTool, type Suggestion } from '../../core/types.js';
import { quoteList } from '../../spec/value-text.js';
import { INPUT_SCHEMA_POINTER, inputSchemaOf, readablePath } from '../shared/parameters.js';
import { schemasFromTypeHints } from '../shared/python-server.js';
import { schemaLanguageOf } from '../shared/schema-language.js';
import { subschemasOf } from '../shared/subschemas.js';

// Without "required" every field is optional, and models leave out arguments the handler needs.
// An object whose every property declares a "default" is exempt: the author has said each one may be left out
// (zod `.default()` and pydantic defaults generate exactly this, with no way to emit "required": []).
// A schema pydantic generates from a Python signature is exempt too: it lists every parameter without a default in
// "required" and leaves the key out only when none is required, so absence means "required": [] (plain JSON Schema
// meaning, which the spec keeps), even where a `Field(default_factory=…)` writes no "default". No author can add the key.
// A root whose every property is optional by design (a default, `null` allowed, a boolean flag, a query option such
// as `limit` or `filter`, or a description that says it is optional, a filter, or what happens when it is left out) is not a forgotten "required": it is advice, at most info, to say so with
// "required": [] (reviewers rejected the warning on 23 of 30 such tools). A property described as required turns it
// back into a warning naming that property, and so does any property with none of those marks.
// Measured with the review harness on the published servers (bench/review, 2026-12-06), the root finding was a
// forgotten "required" on 2 of 45 sampled tools (query's sql, firecrawl_scrape's url): nearly every schema without
// "required" on a real server is a list or search tool whose parameters are all optional, or one whose needs depend on
// a mode or on alternatives a single array cannot state. Under the 90% bar, the rule is in `strict`, not the default.
// Nested objects are checked only with { nested: true } (the strict set): on real servers most nested objects
// without "required" are optional by design (API bodies whose every field is nullable), so reviewers rejected
// most nested findings (precision table in docs/rules/README.md) while the root finding stays a real defect.
const rule = defineRule({
  id: 'input-schema-required-array',
  meta: {
    description: 'object schemas with properties must say which are required ("required": [] when none are)',
    defaultLevel: 'off',
    scope: 'definition',
    optionsSchema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        nested: {
          type: 'boolean',
          description: 'also check object schemas below the root (properties, items, $defs…)',
        },
      },
    },
    defaultOptions: { nested: false },
    messages: {
      missingAtRoot:
        'inputSchema has properties ({{names}}) but no "required" array, so a model may leave out any of them. List the parameters the handler needs, or write "required": [] if all are optional.',
      describedRequired:
        'inputSchema has no "required" array, yet {{described}} {{verb}} described as required, so a model may leave {{pronoun}} out. List {{pronoun}} in "required".',
      allOptional:
        'inputSchema has properties ({{names}}), each optional by its default, type, name or description, but no "required" array. Write "required": [] so that clients and models see that none is needed.',
      missingNested:
        'The object schema at "{{path}}" has properties ({{names}}) but no "required" array, so a model may leave out any of them. List the ones that must be sent, or write "required": [] if all are optional.',
      // zod publishes "required" from the fields without .optional(), and writes none when all are optional: only
      // zod 4's .meta({ required: [] }) on the object puts the empty array in (zod 3 has no way to).
      missingAtRootZod:
        'Every parameter ({{names}}) is .optional() in the zod schema, so the published inputSchema has no "required" array and a model may leave out any of them. Drop .optional() from those the handler needs; if none is needed, add .meta({ required: [] }) to the z.object (zod 4; zod writes no empty "required" by itself), or give each a .default(…).',
      describedRequiredZod:
        '{{described}} {{verb}} described as required, yet .optional() in the zod schema, so a model may leave {{pronoun}} out. Drop .optional() from {{pronoun}}.',
      allOptionalZod:
        'Every parameter ({{names}}) is .optional() in the zod schema, each optional by its type, name or description, so the published inputSchema has no "required" array (zod writes no empty one by itself). To say that none is needed, add .meta({ required: [] }) to the z.object (zod 4), or give each a .default(…), which zod publishes.',
      missingNestedZod:
        'Every field of the zod object at "{{path}}" ({{names}}) is .optional(), so a model may leave out any of them. Drop .optional() from those that must be sent; if none must, add .meta({ required: [] }) to that z.object (zod 4), or give each a .default(…).',
    },
  },
  checkTool(tool, context) {
    const schema = inputSchemaOf(tool.definition);
    if (!schema || schemasFromTypeHints(context)) return;
    const zod = schemaLanguageOf(tool, context) === 'zod';
    const nodes =
      context.options.nested === true
        ? subschemasOf(schema, INPUT_SCHEMA_POINTER)
        : [{ schema, pointer: INPUT_SCHEMA_POINTER }];
    nodes.forEach(({ schema: node, pointer }) => {
      if (!isObject(node.properties) || 'required' in node) return;
      const entries = Object.entries(node.properties);
      if (entries.length === 0) return;
      if (entries.every(([, property]) => isObject(property) && 'default' in property)) return;
      const names = quoteList(
        entries.map(([name]) => name),
        5,
      );
      const suggestions = requiredSuggestions(
        tool,
        pointer,
        entries.map(([name]) => name),
      );
      if (pointer === INPUT_SCHEMA_POINTER) {
        const described = entries.filter(([, property]) => describedAsRequired(property)).map(([name]) => name);
        if (described.length > 0) {
          const data = {
            described: quoteList(described, 5),
            verb: described.length === 1 ? 'is' : 'are',
            pronoun: described.length === 1 ? 'it' : 'them',
          };
          context.report({
            messageId: zod ? 'describedRequiredZod' : 'describedRequired',
            pointer,
            data,
            ...suggestions,
          });
        } else if (entries.every(([name, property]) => optionalByDesign(name, property))) {
          context.report({
            messageId: zod ? 'allOptionalZod' : 'allOptional',
            pointer,
            data: { names },
            atMost: 'info',
            ...suggestions,
          });
        } else
          context.report({
            messageId: zod ? 'missingAtRootZod' : 'missingAtRoot',
            pointer,
            data: { names },
            ...suggestions,
          });
      } else {
        const path = readablePath(pointer.slice(INPUT_SCHEMA_POINTER.length)) || pointer;
        context.report({
          messageId: zod ? 'missingNestedZod' : 'missingNested',
          pointer,
          data: { names, path },
          ...suggestions,
        });
      }
    });
  },
});

const OPTIONAL_WORDING =
  /^\W*(optional|filter)\b|\(optional\b|\boptional\)|\bif (omitted|defined|not (provided|specified|given|set))\b|\bdefaults? (to|is)\b|\(default[:s ]|\bomit (it )?(for|to)\b|\bfilter (\w+ )?by\b/i;
const REQUIRED_WORDING =
  /^\W*required\b|\(required\b|\brequired\)|\b(is|are) required\b|\bmandatory\b|\bmust be (provided|specified|given|passed)\b/i;

// Query options and paging (OData's $top/$skip/$filter, REST's page/per_page/limit/cursor): APIs treat these as
// optional, and tools that mirror them mean the same.
const QUERY_OPTION =
  /^(\$?(top|skip|search|filter|select|expand|orderby|count|format)|order_?by|sort(_?by)?|order|page(_?size)?|per_?page|limit|offset|cursor|after|before|since|until|max_?results|fields|verbose)$/i;

/**
 * A default, `null` among its types, a boolean flag (left out, it is false), a query option, or a description that
 * says optional: leaving it out is meant.
 */
function optionalByDesign(name: string, property: unknown): boolean {
  if (!isObject(property)) return false;
  if ('default' in property || property.type === 'boolean' || QUERY_OPTION.test(name)) return true;
  const type = property.type;
  if (type === 'null' || (Array.isArray(type) && type.includes('null'))) return true;
  const branches = Array.isArray(property.anyOf) ? property.anyOf : Array.isArray(property.oneOf) ? property.oneOf : [];
  if (branches.some((branch) => isObject(branch) && branch.type === 'null')) return true;
  return (
    typeof property.description === 'string' &&
    OPTIONAL_WORDING.test(property.description) &&
    !REQUIRED_WORDING.test(property.description)
  );
}

function describedAsRequired(property: unknown): boolean {
  if (!isObject(property) || typeof property.description !== 'string') return false;
  return (
    REQUIRED_WORDING.test(property.description) &&
    !/not (required|mandatory)|required (only )?(if|when|for)/i.test(property.description)
  );
}

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
      {
        desc: `Require every property: add "required": [${all}], then remove those the handler can do without.`,
        fix: { range: at, text: `, ${key}: [${all}]` },
      },
      { desc: 'Make every property optional: add "required": [].', fix: { range: at, text: `, ${key}: []` } },
    ],
  };
}

export default rule;
