import { isObject } from '../../core/json-value.js';
import { defineRule } from '../../core/types.js';
import { quoteList } from '../../spec/value-text.js';
import { inputSchemaOf } from '../shared/parameters.js';
import { messageIn, schemaLanguageOf } from '../shared/schema-language.js';

// An "Args:" / "Parameters:" section names the parameters a handler reads; a published inputSchema with no
// properties beside it means the schema lost them on the way out (a zod schema passed where the SDK wanted a raw
// shape, a decorator that dropped the signature, a hand-written {"type": "object"}). Strict clients then send {}.
const SECTION = /^[ \t]{0,12}(?:#{1,4}[ \t]*)?(?:args|arguments|parameters|params|inputs?)[ \t]*:?[ \t]*$/im;
/** One documented parameter: "- name: …", "name (str): …", "`name` — …", "* name - …". */
const ENTRY =
  /^[ \t]{0,16}(?:[-*•][ \t]{0,4})?`?([A-Za-z_][A-Za-z0-9_]{0,63})`?[ \t]{0,4}(?:\([^)\n]{0,60}\))?[ \t]{0,4}(?::|—|–|-[ \t])/;
const MAX_LINES = 40;
const NEXT_SECTION = /^[ \t]{0,12}(?:returns?|raises|yields|examples?|notes?|usage)[ \t]*:/i;

/** The parameter names a description's "Args:"/"Parameters:" section lists (up to the first blank line after it). */
function documentedParameters(description: string): string[] {
  const section = SECTION.exec(description);
  if (!section) return [];
  const lines = description
    .slice(section.index + section[0].length)
    .split('\n', MAX_LINES + 1)
    .slice(1, MAX_LINES + 1);
  const names: string[] = [];
  for (const line of lines) {
    if (line.trim() === '') {
      if (names.length > 0) break;
      continue;
    }
    if (NEXT_SECTION.test(line)) break;
    const entry = ENTRY.exec(line);
    if (entry && !names.includes(entry[1]!)) names.push(entry[1]!);
  }
  return names;
}

const rule = defineRule({
  id: 'parameters-published',
  meta: {
    description:
      'an inputSchema with no parameters while the description documents several: the published schema lost them',
    defaultLevel: 'off' /* strict set until its findings on real servers are reviewed (none on the corpora yet) */,
    scope: 'definition',
    messages: {
      lost: 'The description documents {{count}} parameters ({{names}}), but the published inputSchema has none, so a model can only call the tool with {}. The schema lost them on the way out: publish them under "properties" (in zod, pass the shape or z.object({...}) the SDK expects; in Python, keep them in the function\'s signature).',
      lostZod:
        "The description documents {{count}} parameters ({{names}}), but the published inputSchema has none, so a model can only call the tool with {}. The schema lost them on the way out: give the registration's inputSchema the zod shape ({ {{first}}: z.string(), … }) or the z.object({ … }) the SDK expects.",
      lostPython:
        'The description documents {{count}} parameters ({{names}}), but the published inputSchema has none, so a model can only call the tool with {}. The schema lost them on the way out: declare each as a parameter of the function, with its type hint (`{{first}}: str`), which is what the SDK publishes.',
    },
  },
  checkTool(tool, context) {
    const schema = inputSchemaOf(tool.definition);
    if (!schema || !isObject(tool.definition)) return;
    if (isObject(schema.properties) && Object.keys(schema.properties).length > 0) return;
    // Composition or a $ref at the root may carry the parameters: those schemas are not judged here.
    if (
      '$ref' in schema ||
      'anyOf' in schema ||
      'oneOf' in schema ||
      'allOf' in schema ||
      'patternProperties' in schema
    )
      return;
    const description = tool.definition.description;
    if (typeof description !== 'string') return;
    const names = documentedParameters(description);
    if (names.length < 2) return;
    context.report({
      messageId: messageIn(schemaLanguageOf(tool, context), {
        'json-schema': 'lost',
        zod: 'lostZod',
        python: 'lostPython',
      }),
      pointer: '/inputSchema',
      data: { count: names.length, names: quoteList(names, 6), first: names[0]! },
    });
  },
});

export default rule;
