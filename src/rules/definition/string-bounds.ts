import { defineRule } from '../../core/types.js';
import { forEachParameter, inputSchemaOf, typesOf } from '../shared/parameters.js';

const BOUNDS = ['maxLength', 'enum', 'const', 'pattern', 'format'];

// Off by default: most real tools leave strings unbounded. Turned on, it asks for a limit on every free-text
// parameter, which keeps a model (or a prompt injection) from sending arbitrary text of any size.
const rule = defineRule({
  id: 'string-bounds',
  meta: {
    description: 'string parameters should be bounded by maxLength, enum, pattern or format',
    defaultLevel: 'off',
    scope: 'definition',
    messages: {
      unbounded:
        'Parameter "{{path}}" is a free string with no maxLength, enum, pattern or format. Bound it (e.g. "maxLength": 200, or an enum of the accepted values).',
    },
    optionsSchema: {
      type: 'object',
      properties: {
        ignore: {
          type: 'array',
          items: { type: 'string' },
          description: 'parameter names or dotted paths not to check',
        },
      },
      additionalProperties: false,
    },
    defaultOptions: { ignore: [] },
  },
  checkTool(tool, context) {
    const schema = inputSchemaOf(tool.definition);
    if (!schema) return;
    const ignore = (context.options.ignore as string[] | undefined) ?? [];
    forEachParameter(schema, (parameter) => {
      if (ignore.length > 0 && (ignore.includes(parameter.name) || ignore.includes(parameter.path))) return;
      if (!typesOf(parameter.schema).includes('string')) return;
      if (BOUNDS.some((key) => key in parameter.schema)) return;
      context.report({ messageId: 'unbounded', pointer: parameter.pointer, data: { path: parameter.path } });
    });
  },
});

export default rule;
