import { defineRule } from '../../core/types.js';
import { isObject } from '../../core/json-value.js';
import { jsonEqual } from '../../compare/canonical.js';
import { isPythonServer } from '../shared/python-server.js';
import { argumentsText, probesOf, successResult, toolLabel } from '../shared/probe-facts.js';

// The spec: a tool that returns structuredContent SHOULD also return the serialized JSON in a text block, for
// clients that do not read structuredContent (many still do not). The copy must say the same thing.
const rule = defineRule({
  id: 'structured-content-mirrored',
  meta: {
    description: 'structuredContent should also be returned as JSON text in a text content block',
    defaultLevel: 'warning',
    scope: 'live',
    messages: {
      missing:
        'Calling "{{tool}}" with {{args}} returned structuredContent but no text block holding the same JSON. Clients that ignore structuredContent show nothing. Add {"type": "text", "text": JSON.stringify(structuredContent)} to content.',
      // The Python SDKs write the text from the return value; they leave none for an empty list or a hand-built result.
      missingPython:
        'Calling "{{tool}}" with {{args}} returned structuredContent but no text block holding the same value. Clients that ignore structuredContent show nothing. The Python SDK writes that text from the return value (none for an empty list): return a model or dict, or if the tool builds its CallToolResult itself, add TextContent(type="text", text=json.dumps(structured_content)) to its content.',
    },
  },
  checkTool(tool, context) {
    for (const probe of probesOf(tool, context, 'valid-arguments')) {
      const result = successResult(probe.answer);
      if (!result || result.structuredContent === undefined) continue;
      const content = Array.isArray(result.content) ? result.content : [];
      const texts = content.flatMap((block) =>
        isObject(block) && block.type === 'text' && typeof block.text === 'string' ? [block.text] : [],
      );
      const mirrored =
        texts.some((text) => sameJson(text, result.structuredContent)) ||
        mirrorsWrappedResult(texts, result.structuredContent);
      if (!mirrored)
        context.report({
          messageId: isPythonServer(context) ? 'missingPython' : 'missing',
          pointer: '',
          data: { tool: toolLabel(tool), args: argumentsText(probe) },
        });
      return;
    }
  },
});

/**
 * The Python SDKs (MCPServer, FastMCP, fastmcp) send a `str`, number or list return as `{"result": value}` and the
 * value itself as text: a string raw, a number as its digits, a list as one block per item (MCPServer) or as one
 * JSON array (fastmcp). A client that ignores structuredContent shows that text, so the value is mirrored.
 */
function mirrorsWrappedResult(texts: string[], structured: unknown): boolean {
  if (!isObject(structured) || Object.keys(structured).length !== 1 || !('result' in structured)) return false;
  const value = structured.result;
  const shows = (text: string, item: unknown) => (typeof item === 'string' ? text === item : sameJson(text, item));
  if (texts.some((text) => shows(text, value))) return true;
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    texts.length === value.length &&
    value.every((item, i) => shows(texts[i]!, item))
  );
}

function sameJson(text: string, value: unknown): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return false;
  }
  try {
    return jsonEqual(parsed, value);
  } catch {
    return false; // nesting deeper than canonical JSON follows: no client would show that text either
  }
}

export default rule;
