import rule from '../../../src/rules/definition/description-repeats-enum.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (description: string, properties: Record<string, unknown>) => ({
  name: 'convert',
  description,
  inputSchema: { type: 'object', properties },
});
const unit = (description?: string) => ({
  type: 'string',
  enum: ['celsius', 'fahrenheit', 'kelvin'],
  ...(description ? { description } : {}),
});
const python = { language: { name: 'python' as const, typeHintSchemas: true } };

testRule(rule, {
  valid: [
    {
      name: 'says what the values mean',
      tool: tool('Converts a temperature.', {
        unit: unit('The scale: celsius for metric, fahrenheit for the US, kelvin for science.'),
      }),
    },
    {
      name: 'names some values, not all',
      tool: tool('Converts a temperature.', { unit: unit('Usually celsius or fahrenheit.') }),
    },
    {
      name: 'two values in a sentence are prose',
      tool: tool('Handles a dialog.', {
        action: { type: 'string', enum: ['accept', 'dismiss'], description: 'Whether to dismiss or accept the dialog' },
      }),
    },
    {
      name: 'a list split by a full stop explains its values',
      tool: tool('Draws.', {
        texture: {
          type: 'string',
          enum: ['default', 'rough'],
          description: "Optional, default is 'default'. 'rough' means hand-drawn.",
        },
      }),
    },
    {
      name: 'the values in the tool description, not after the parameter name',
      tool: tool('Runs code as bash, python or node.', {
        language: { type: 'string', enum: ['bash', 'python', 'node'] },
      }),
    },
    {
      name: 'one-letter values and connectives are not judged',
      tool: tool('Joins.', {
        op: { type: 'string', enum: ['and', 'or'], description: 'and, or' },
        s: { type: 'string', enum: ['a', 'b'], description: '(a or b)' },
      }),
    },
    {
      name: 'a value inside a longer word is not the value',
      tool: tool('Paints.', { color: { type: 'string', enum: ['red', 'blue'], description: 'reddish, bluest' } }),
    },
  ],
  invalid: [
    {
      name: 'a parameter description listing its enum',
      tool: tool('Converts a temperature.', { unit: unit('Temperature unit (celsius, fahrenheit, kelvin)') }),
      errors: [
        {
          messageId: 'repeats',
          pointer: '/inputSchema/properties/unit/description',
          message:
            'The description of this parameter lists the values of "unit" ("celsius", "fahrenheit", "kelvin"), which its schema already gives as an enum: the model reads them twice, and the lists drift apart when one changes. Say what each value means or when to pick it instead.',
        },
      ],
    },
    {
      name: 'two values marked as a list: quoted, with a slash, in parentheses',
      tool: tool('Sorts.', {
        a: { type: 'string', enum: ['asc', 'desc'], description: "Either 'asc' or 'desc'." },
        b: { type: 'string', enum: ['close', 'reopen'], description: 'New state: close/reopen' },
        c: { type: 'string', enum: ['NOTE', 'TASK'], description: 'The type (note or task)' },
      }),
      errors: [
        { messageId: 'repeats', pointer: '/inputSchema/properties/a/description' },
        { messageId: 'repeats', pointer: '/inputSchema/properties/b/description' },
        { messageId: 'repeats', pointer: '/inputSchema/properties/c/description' },
      ],
    },
    {
      name: 'Python: a docstring Args line listing a Literal (MCPServer puts the docstring in the tool description), and Optional[Enum]',
      tool: {
        name: 'convert',
        description:
          'Convert a temperature.\n\nArgs:\n    unit: one of "celsius", "fahrenheit" or "kelvin".\n    mode: fast | deep\n',
        inputSchema: {
          type: 'object',
          properties: { unit: unit(), mode: { anyOf: [{ $ref: '#/$defs/Mode' }, { type: 'null' }], default: null } },
          $defs: { Mode: { type: 'string', enum: ['fast', 'deep'], title: 'Mode' } },
        },
      },
      source: python,
      errors: [
        { messageId: 'repeatsPython', pointer: '/description', data: { where: 'tool description', path: 'unit' } },
        { messageId: 'repeatsPython', pointer: '/description', data: { path: 'mode', values: '"fast", "deep"' } },
      ],
    },
    {
      name: 'a Python low-level server writes its schema by hand: the enum is JSON Schema, not a Literal',
      tool: tool('Converts a temperature. unit: one of celsius, fahrenheit or kelvin.', {
        unit: { type: 'string', enum: ['celsius', 'fahrenheit', 'kelvin'] },
      }),
      source: { language: { name: 'python' as const, typeHintSchemas: false } },
      errors: [{ messageId: 'repeats', pointer: '/description', message: /which its schema already gives as an enum/ }],
    },
  ],
});
