import { isObject } from '../../core/json-value.js';
import { defineRule } from '../../core/types.js';
import { quoteList } from '../../spec/value-text.js';
import { schemaLanguageOf } from '../shared/schema-language.js';
import { BEHAVIOUR_HINTS, type BehaviourHint } from '../../spec/tool-annotations.js';

/** What ChatGPT apps require; options without `hints` ask for these. */
const DEFAULT_HINTS: BehaviourHint[] = ['readOnlyHint', 'destructiveHint', 'openWorldHint'];

// Directories ask for hints to be stated, not left to the spec's defaults: ChatGPT apps want readOnlyHint,
// destructiveHint and openWorldHint on every tool; Anthropic's connectors directory wants readOnlyHint or
// destructiveHint (sources on docs/presets.md). annotations-present asks for some hint; this rule asks for the ones
// named in its options. Off by default: the openai-apps and anthropic-directory presets turn it on.
const rule = defineRule({
  id: 'annotation-hints-declared',
  meta: {
    description: 'every tool states the behaviour hints a directory requires (all of them, or one of them)',
    defaultLevel: 'off',
    scope: 'definition',
    optionsSchema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        hints: {
          type: 'array',
          minItems: 1,
          uniqueItems: true,
          items: { enum: [...BEHAVIOUR_HINTS] },
          description: 'the hints to look for',
        },
        mode: { enum: ['all', 'any'], description: '"all": every hint must be set; "any": at least one of them' },
      },
    },
    defaultOptions: { hints: DEFAULT_HINTS, mode: 'all' },
    messages: {
      missingAll:
        'The tool does not state {{missing}} in "annotations"; a directory that requires {{hints}} on every tool rejects the submission, and clients fall back to the worst case. Set each to true or false.',
      missingAny:
        'The tool states neither {{hints}} in "annotations"; a directory that requires one of them on every tool rejects the submission. Set readOnlyHint: true for a tool that only reads, else destructiveHint.',
      // camelCase keywords, which mcp 1.x and 2.x both take (annotations-present says why).
      missingAllPython:
        'The tool does not state {{missing}} in its ToolAnnotations; a directory that requires {{hints}} on every tool rejects the submission, and clients fall back to the worst case. Set each to True or False: annotations=ToolAnnotations({{keywords}}) in the tool decorator.',
      missingAnyPython:
        'The tool states neither {{hints}} in its ToolAnnotations; a directory that requires one of them on every tool rejects the submission. Pass annotations=ToolAnnotations(readOnlyHint=True) to the tool decorator for a tool that only reads, else destructiveHint=True or False.',
    },
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    if (!isObject(definition)) return;
    const hints = Array.isArray(context.options.hints) ? (context.options.hints as string[]) : DEFAULT_HINTS;
    const annotations = isObject(definition.annotations) ? definition.annotations : {};
    // A hint that is not a boolean is tool-definition-valid's finding; here it counts as not stated.
    const missing = hints.filter((hint) => typeof annotations[hint] !== 'boolean');
    const pointer = isObject(definition.annotations) ? '/annotations' : '';
    const python = schemaLanguageOf(tool, context) === 'python';
    if (context.options.mode === 'any') {
      if (missing.length === hints.length)
        context.report({
          messageId: python ? 'missingAnyPython' : 'missingAny',
          pointer,
          data: { hints: hints.map((hint) => `"${hint}"`).join(' nor ') },
        });
    } else if (missing.length > 0) {
      context.report({
        messageId: python ? 'missingAllPython' : 'missingAll',
        pointer,
        data: {
          missing: quoteList(missing),
          hints: quoteList(hints),
          keywords: missing.map((hint) => `${hint}=…`).join(', '),
        },
      });
    }
  },
});

export default rule;
