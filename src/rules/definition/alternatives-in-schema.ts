import { isNonEmptyString, isObject } from '../../core/json-value.js';
import { escapeSegment } from '../../core/pointer.js';
import { defineRule } from '../../core/types.js';
import { quote } from '../../spec/value-text.js';
import { inputSchemaOf } from '../shared/parameters.js';
import { proseChoice } from '../shared/prose-alternatives.js';
import { messageIn, schemaLanguageOf } from '../shared/schema-language.js';

// "Pass either workspace or teamId" with both optional: the schema lets a model send neither or both, and it learns
// the rule only from the error. A root oneOf/anyOf of "required" sets would say it, but the Claude API refuses any
// combinator at the root of input_schema and OpenAI's strict mode refuses oneOf, so the advice is what every client
// accepts: one required parameter naming the choice (an enum), or one tool per alternative.
const COMBINATORS = ['oneOf', 'anyOf', 'allOf', 'if', 'not', 'dependentRequired', 'dependentSchemas'];

const rule = defineRule({
  id: 'alternatives-in-schema',
  meta: {
    description:
      'alternatives stated only in prose ("exactly one of", "either X or Y") among optional parameters, with nothing in the schema that asks for one',
    defaultLevel: 'off' /* strict (info): a hint about wording, not a defect a client trips on */,
    scope: 'definition',
    messages: {
      alternatives:
        'The {{field}} says {{kind}} {{names}} ({{sentence}}), but all are optional and the schema says nothing of it, so a model may send none or several and learn the rule from an error. Make the choice a required parameter every client accepts: add {{example}} and "{{choice}}" to "required"; or make one tool per alternative.',
      alternativesZod:
        'The {{field}} says {{kind}} {{names}} ({{sentence}}), but all are optional in the zod schema, so a model may send none or several and learn the rule from an error. Make the choice a required parameter every client accepts: add {{example}}; or register one tool per alternative.',
      alternativesPython:
        'The {{field}} says {{kind}} {{names}} ({{sentence}}), but all are optional in the signature, so a model may send none or several and learn the rule from an error. Make the choice a required parameter every client accepts: add {{example}} (no default) before them; or write one tool per alternative.',
    },
  },
  checkTool(tool, context) {
    const schema = inputSchemaOf(tool.definition);
    if (!schema || !isObject(schema.properties)) return;
    if (COMBINATORS.some((keyword) => keyword in schema)) return;
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    const optional = Object.keys(schema.properties).filter((name) => name.length >= 2 && !required.has(name));
    if (optional.length < 2) return;
    const places: Array<{ text: unknown; pointer: string; field: string; own?: string }> = [
      {
        text: (tool.definition as { description?: unknown }).description,
        pointer: '/description',
        field: 'tool description',
      },
    ];
    for (const name of optional) {
      const property = schema.properties[name];
      if (isObject(property))
        places.push({
          text: property.description,
          pointer: `/inputSchema/properties/${escapeSegment(name)}/description`,
          field: `description of "${name}"`,
          own: name,
        });
    }
    for (const place of places) {
      if (!isNonEmptyString(place.text)) continue;
      const choice = proseChoice(place.text, optional, place.own);
      if (!choice) continue;
      const names = choice.names.map((name) => `"${name}"`).join(', ');
      const choiceName = ['by', 'which', 'choice'].find((name) => !(name in (schema.properties as object))) ?? 'choice';
      const values = choice.names.map((name) => JSON.stringify(name)).join(', ');
      const language = schemaLanguageOf(tool, context);
      const example =
        language === 'zod'
          ? `\`${choiceName}: z.enum([${values}]).describe("which of ${choice.names.join(', ')} you pass")\``
          : language === 'python'
            ? `\`${choiceName}: Literal[${values}]\``
            : `"${choiceName}": {"type": "string", "enum": [${values}], "description": "which of ${choice.names.join(', ')} you pass"}`;
      const messageId = messageIn(language, {
        'json-schema': 'alternatives',
        zod: 'alternativesZod',
        python: 'alternativesPython',
      });
      const kind = choice.kind === 'exactlyOne' ? 'exactly one of' : 'at least one of';
      context.report({
        messageId,
        pointer: place.pointer,
        data: { field: place.field, kind, names, sentence: quote(choice.sentence, 120), example, choice: choiceName },
      });
      return; // one finding per tool: the same choice is often said in the tool and in each property
    }
  },
});

export default rule;
