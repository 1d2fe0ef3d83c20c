import { defineRule } from '../../core/types.js';
import { isObject } from '../../core/json-value.js';
import { estimateTokens } from '../../tokens/estimate.js';
import { argumentsText, probesOf, toolLabel } from '../shared/probe-facts.js';

// Clients cap what one tool result may put into the context: Claude Code refuses results above 25,000 tokens
// (MAX_MCP_OUTPUT_TOKENS), the largest documented limit, and Kimi CLI cuts MCP output at 100,000 characters, the
// same size at 4 characters a token, so no profile needs its own threshold. A bigger result is lost to the model, so a tool that
// can return that much should paginate or truncate.
const rule = defineRule({
  id: 'tool-result-size',
  meta: {
    description: 'a probe call should not return more text than clients accept in one tool result',
    defaultLevel: 'warning',
    scope: 'live',
    messages: {
      tooLarge:
        'Calling "{{tool}}" with {{args}} returned about {{tokens}} tokens ({{characters}} characters of text, estimated at 4 characters a token), more than {{max}}. Clients refuse or cut results this large (Claude Code: 25,000 tokens; Kimi CLI: 100,000 characters). Paginate (a cursor or limit argument) or truncate the result and say that more is available.',
    },
    optionsSchema: {
      type: 'object',
      properties: {
        maxTokens: { type: 'integer', minimum: 1, description: 'largest acceptable result, in estimated tokens' },
      },
      additionalProperties: false,
    },
    defaultOptions: { maxTokens: 25_000 },
  },
  checkTool(tool, context) {
    const max = typeof context.options.maxTokens === 'number' ? context.options.maxTokens : 25_000;
    for (const probe of probesOf(tool, context, 'valid-arguments')) {
      if (probe.answer.kind !== 'result' || !isObject(probe.answer.result)) continue;
      const characters = resultTextLength(probe.answer.result);
      const tokens = estimateTokens(characters);
      if (tokens <= max) continue;
      context.report({
        messageId: 'tooLarge',
        pointer: '',
        data: {
          tool: toolLabel(tool),
          args: argumentsText(probe),
          tokens: tokens.toLocaleString('en-US'),
          characters: characters.toLocaleString('en-US'),
          max: max.toLocaleString('en-US'),
        },
      });
      return;
    }
  },
});

/**
 * The text a client hands the model: text blocks and embedded text resources, with other blocks as JSON minus
 * their base64 payloads (images and audio are not read as text). structuredContent counts only when no block
 * carries text, because clients that read it then send it instead of the text copy.
 */
export function resultTextLength(result: Record<string, unknown>): number {
  const content = Array.isArray(result.content) ? result.content : [];
  let length = 0;
  let textBlocks = 0;
  for (const block of content) {
    if (!isObject(block)) continue;
    if (block.type === 'text' && typeof block.text === 'string') {
      length += block.text.length;
      textBlocks++;
    } else if (block.type === 'resource' && isObject(block.resource) && typeof block.resource.text === 'string') {
      length += block.resource.text.length;
      textBlocks++;
    } else {
      const { data: _data, ...rest } = block;
      length += JSON.stringify(
        isObject(rest.resource) ? { ...rest, resource: { ...rest.resource, blob: undefined } } : rest,
      ).length;
    }
  }
  if (textBlocks === 0 && result.structuredContent !== undefined)
    length += JSON.stringify(result.structuredContent)?.length ?? 0;
  return length;
}

export default rule;
