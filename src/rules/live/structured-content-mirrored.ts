import type { Rule } from '../../core/types.js';
import { isObject } from '../../core/json-value.js';
import { argumentsText, probesOf, successResult, toolLabel } from '../shared/probe-facts.js';

// The spec: a tool that returns structuredContent SHOULD also return the serialized JSON in a text block, for
// clients that do not read structuredContent (many still do not). The copy must say the same thing.
const rule: Rule = {
  id: 'structured-content-mirrored',
  meta: {
    description: 'structuredContent should also be returned as JSON text in a text content block',
    defaultLevel: 'warning',
    scope: 'live',
    messages: {
      missing: 'Calling "{{tool}}" with {{args}} returned structuredContent but no text block holding the same JSON. Clients that ignore structuredContent show nothing. Add {"type": "text", "text": JSON.stringify(structuredContent)} to content.',
    },
  },
  checkTool(tool, context) {
    for (const probe of probesOf(tool, context, 'valid-arguments')) {
      const result = successResult(probe.answer);
      if (!result || result.structuredContent === undefined) continue;
      const content = Array.isArray(result.content) ? result.content : [];
      const mirrored = content.some((block) => isObject(block) && block.type === 'text' && typeof block.text === 'string' && sameJson(block.text, result.structuredContent));
      if (!mirrored) context.report({ messageId: 'missing', pointer: '', data: { tool: toolLabel(tool), args: argumentsText(probe) } });
      return;
    }
  },
};

function sameJson(text: string, value: unknown): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return false;
  }
  try {
    return deepEqual(parsed, value);
  } catch {
    return false; // nesting deeper than the stack: no client would show that text either
  }
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  }
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && deepEqual(a[key], b[key]));
  }
  return false;
}

export default rule;
