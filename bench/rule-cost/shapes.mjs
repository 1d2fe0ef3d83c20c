// Generated adversarial tool lists for the rule-cost guard, each at a size `scale` times its base: what makes a rule
// that grows faster than its input show. Deterministic (no randomness), so two runs lint the same text.
import { toolWithFindings } from '../scaling.mjs';

const words = [
  'the',
  'records',
  'of',
  'a',
  'project',
  'returns',
  'matching',
  'rows',
  'newest',
  'first',
  'with',
  'their',
  'owner',
  'and',
  'state',
];
const prose = (length) => {
  let text = '';
  for (let i = 0; text.length < length; i++) text += `${words[i % words.length]}${i % 11 === 10 ? '. ' : ' '}`;
  return text.slice(0, length);
};

/**
 * Large enums whose descriptions, and the tool's, list every value among long prose: the shape that hid a rule
 * scanning every description once per value.
 */
function largeEnums(scale) {
  const count = 200 * scale;
  const properties = {};
  const args = [];
  for (const [name, value] of [
    ['region', (i) => `us-east-${i}`],
    ['mode', (i) => `mode_${i}`],
    ['format', (i) => `text/x-${i}`],
  ]) {
    const values = Array.from({ length: count }, (_, i) => value(i));
    properties[name] = {
      type: 'string',
      enum: values,
      description: `${prose(20 * count)} One of ${values.join(', ')}.`,
    };
    args.push(`    ${name}: ${values.map((v) => `'${v}'`).join(' | ')}`);
  }
  return [
    {
      name: 'large_enums',
      description: `${prose(20 * count)}\n\nArgs:\n${args.join('\n')}\n`,
      inputSchema: { type: 'object', properties, required: ['region'] },
    },
  ];
}

/** Many small enum parameters, all listed in one long tool description. */
function manyEnumParameters(scale) {
  const count = 80 * scale;
  const properties = {};
  const args = [];
  for (let i = 0; i < count; i++) {
    properties[`choice_${i}`] = { type: 'string', enum: [`left_${i}`, `right_${i}`, `both_${i}`] };
    args.push(`    choice_${i}: left_${i}, right_${i} or both_${i}`);
  }
  return [
    {
      name: 'many_enums',
      description: `Chooses.\n\nArgs:\n${args.join('\n')}\n`,
      inputSchema: { type: 'object', properties },
    },
  ];
}

/** Long descriptions: the tool's and each parameter's. */
function longDescriptions(scale) {
  const properties = {};
  for (let i = 0; i < 10; i++) properties[`field_${i}`] = { type: 'string', description: prose(4000 * scale) };
  return [
    { name: 'long_descriptions', description: prose(40000 * scale), inputSchema: { type: 'object', properties } },
  ];
}

/** A schema nested deep (objects in arrays in objects), and one wide tool beside it. */
function deepSchema(scale) {
  const depth = 20 * scale;
  let schema = { type: 'string', description: 'The leaf.' };
  for (let i = 0; i < depth; i++) {
    schema =
      i % 2
        ? { type: 'array', items: schema, description: `Level ${i}.` }
        : {
            type: 'object',
            properties: { [`level_${i}`]: schema, note: { type: 'string' } },
            required: [`level_${i}`],
          };
  }
  return [
    {
      name: 'deep_schema',
      description: 'Takes a deeply nested value.',
      inputSchema: { type: 'object', properties: { root: schema } },
    },
  ];
}

function wideSchema(scale) {
  const properties = {};
  for (let i = 0; i < 400 * scale; i++) {
    properties[`p_${i}`] =
      i % 3 === 0
        ? {
            type: 'object',
            properties: { x: { type: 'integer', minimum: 0 }, y: { type: 'strin' } },
            required: ['x', 'z'],
          }
        : { type: 'string', description: `Parameter ${i} of the query.`, default: i % 2 ? `v${i}` : null };
  }
  return [
    {
      name: 'wide_schema',
      description: 'Takes very many parameters.',
      inputSchema: { type: 'object', properties, required: Object.keys(properties).filter((_, i) => i % 5 === 0) },
    },
  ];
}

/** Many `$defs`, each referring to the next, and parameters referring to them. */
function manyRefs(scale) {
  const count = 150 * scale;
  const $defs = {};
  for (let i = 0; i < count; i++) {
    $defs[`Def${i}`] = {
      type: 'object',
      properties: {
        next: i + 1 < count ? { $ref: `#/$defs/Def${i + 1}` } : { type: 'string' },
        kind: { type: 'string', enum: ['a1', 'b1'] },
      },
    };
  }
  const properties = {};
  for (let i = 0; i < count; i++) properties[`ref_${i}`] = { $ref: `#/$defs/Def${i}` };
  return [
    { name: 'many_refs', description: 'Takes linked records.', inputSchema: { type: 'object', properties, $defs } },
  ];
}

/** Many `pattern`s, with defaults and examples the patterns must be checked against. */
function manyPatterns(scale) {
  const properties = {};
  for (let i = 0; i < 300 * scale; i++) {
    properties[`code_${i}`] = {
      type: 'string',
      pattern: `^[A-Z]{2}-[0-9]{${(i % 5) + 1}}(\\.[a-z]+)*$`,
      default: `AB-${'1'.repeat((i % 5) + 1)}.x`,
      examples: [`CD-${'2'.repeat((i % 5) + 1)}`],
    };
  }
  return [{ name: 'many_patterns', description: 'Takes coded values.', inputSchema: { type: 'object', properties } }];
}

/** Many tools with similar names and descriptions (the cross-tool rules compare them), three findings each. */
function manyTools(scale) {
  return Array.from({ length: 250 * scale }, (_, i) => toolWithFindings(i));
}

export const SHAPES = [
  { name: 'large enums named in descriptions', tools: largeEnums },
  { name: 'many enum parameters in one description', tools: manyEnumParameters },
  { name: 'long descriptions', tools: longDescriptions },
  { name: 'deep schema', tools: deepSchema },
  { name: 'wide schema', tools: wideSchema },
  { name: 'many $defs and $refs', tools: manyRefs },
  { name: 'many patterns', tools: manyPatterns },
  { name: 'many tools', tools: manyTools },
];

/** The shape's tool list as the JSON text of a tools/list result. */
export function shapeText(shape, scale) {
  return JSON.stringify({ tools: shape.tools(scale) }, null, 1);
}
