import { isObject } from '../../core/json-value.js';
import { defineRule } from '../../core/types.js';
import { chooseDialect, DIALECT_NAMES } from '../../spec/dialects.js';
import { describeValue, quote } from '../../spec/value-text.js';
import { checkPortableName, toolNameOf } from '../shared/client-checks.js';

const MAX_NAME = 64;
const COMBINATORS = ['anyOf', 'oneOf', 'allOf'] as const;

// Claude's constraints (sources and dates on docs/rules/client-claude.md): tool names must match
// ^[a-zA-Z0-9_-]{1,64}$ (claude.ai and Claude Desktop reject the whole tool list otherwise) and input_schema must
// be a JSON Schema of type "object" with no anyOf, oneOf or allOf at its root (the API answers 400 to the whole
// request). Claude Desktop and Claude Code (since 2026-08) validate structuredContent with a validator that knows
// JSON Schema 2020-12 only, so a tool whose outputSchema declares another dialect (SDK v1 stamps draft-07) fails on
// every call; an inputSchema in draft-07 is accepted. Off unless `--client claude`.
const rule = defineRule({
  id: 'client-claude',
  meta: {
    description:
      'with --client claude: tool names matching ^[a-zA-Z0-9_-]{1,64}$, inputSchema of type "object" without anyOf/oneOf/allOf at its root, outputSchema in JSON Schema 2020-12',
    defaultLevel: 'off',
    scope: 'definition',
    messages: {
      nameCharacters:
        'Claude: tool name {{name}} contains {{characters}}; Claude requires ^[a-zA-Z0-9_-]{1,64}$ and claude.ai and Claude Desktop refuse the tool list ("String should match pattern"). Use {{suggestion}}.',
      nameTooLong:
        'Claude: tool name {{name}} is {{length}} characters; claude.ai and Claude Desktop require at most {{max}} (^[a-zA-Z0-9_-]{1,64}$). Shorten it.',
      inputSchemaNotObject:
        'Claude: input_schema must be a JSON Schema of "type": "object", and this inputSchema\'s type is {{value}}, so the Claude API rejects the tool. Wrap the parameters in an object.',
      topLevelCombinator:
        'Claude: inputSchema has {{keyword}} at its root; the Claude API rejects the whole request ("input_schema does not support oneOf, allOf, or anyOf at the top level"), so no tool of any server works. Move the alternatives into a property, or check them in the handler and describe them in "description".',
      outputSchemaDialect:
        'Claude: outputSchema declares {{dialect}} ("$schema": {{declared}}); Claude Desktop and Claude Code validate results with a JSON Schema 2020-12 validator only and fail every call of this tool ("Tool has an invalid outputSchema: JSON Schema declares an unsupported dialect", typescript-sdk #2721). Remove "$schema" or declare https://json-schema.org/draft/2020-12/schema (SDK v1: post-process the listed schema; SDK v2 emits 2020-12).',
    },
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    const name = toolNameOf(definition);
    if (name !== undefined) {
      checkPortableName(name, MAX_NAME, context);
    }
    if (isObject(definition) && isObject(definition.inputSchema) && definition.inputSchema.type !== 'object') {
      const type = definition.inputSchema.type;
      context.report({
        messageId: 'inputSchemaNotObject',
        pointer: '/inputSchema/type',
        data: {
          value:
            type === undefined
              ? 'absent'
              : Array.isArray(type)
                ? JSON.stringify(type).slice(0, 60)
                : describeValue(type),
        },
      });
    }
    if (isObject(definition) && isObject(definition.inputSchema)) {
      const schema = definition.inputSchema;
      for (const keyword of COMBINATORS) {
        if (keyword in schema)
          context.report({
            messageId: 'topLevelCombinator',
            pointer: `/inputSchema/${keyword}`,
            data: { keyword: `"${keyword}"` },
          });
      }
    }
    if (
      isObject(definition) &&
      isObject(definition.outputSchema) &&
      typeof definition.outputSchema.$schema === 'string'
    ) {
      const choice = chooseDialect(definition.outputSchema);
      if ('unsupported' in choice || choice.dialect !== '2020-12') {
        const dialect = 'unsupported' in choice ? 'a dialect other than 2020-12' : DIALECT_NAMES[choice.dialect];
        context.report({
          messageId: 'outputSchemaDialect',
          pointer: '/outputSchema/$schema',
          data: { dialect, declared: quote(definition.outputSchema.$schema, 80) },
        });
      }
    }
  },
});

export default rule;
