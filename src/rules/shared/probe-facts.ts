// Reading probe outcomes for live rules: which probes concern a tool, and what known SDK answers mean.
// Patterns are matched against what the SDKs really send (see docs/live-mode.md).
import { isObject } from '../../core/json-value.js';
import type { LoadedTool, RuleContext } from '../../core/types.js';
import type { LiveProbe, LiveProbeAnswer } from '../../core/facts.js';

export function probesOf(tool: LoadedTool, context: RuleContext, purpose?: LiveProbe['purpose']): LiveProbe[] {
  const index = context.source.tools.indexOf(tool);
  return (context.source.probes ?? []).filter(
    (p) => p.toolIndex === index && (purpose === undefined || p.purpose === purpose),
  );
}

export { toolLabel } from '../../core/tool-label.js';

/** Arguments as shown in messages: short, one line. */
export function argumentsText(probe: LiveProbe): string {
  const text = JSON.stringify(probe.arguments);
  return text.length > 120 ? text.slice(0, 120) + '…' : text;
}

export function shortText(text: string, max = 200): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > max ? oneLine.slice(0, max) + '…' : oneLine;
}

/** The text of an isError result's first text block ('' when there is none). */
export function errorResultText(answer: LiveProbeAnswer): string {
  if (answer.kind !== 'result' || !isObject(answer.result) || answer.result.isError !== true) return '';
  const content = answer.result.content;
  if (!Array.isArray(content)) return '';
  const block = content.find((b) => isObject(b) && b.type === 'text' && typeof b.text === 'string') as
    | { text: string }
    | undefined;
  return block?.text ?? '';
}

/** The official TypeScript SDKs reject a handler's return value that is not a CallToolResult with -32602 "Invalid tools/call result". */
export function sdkRejectedResult(answer: LiveProbeAnswer): boolean {
  return answer.kind === 'error' && answer.code === -32602 && /Invalid tools\/call result/i.test(answer.message);
}

/**
 * A bare-string handler, seen on the wire: a server that sends the string itself as the result, or an official
 * TypeScript SDK that refused it (zod: "expected object, received string").
 */
export function bareStringEvidence(answer: LiveProbeAnswer): string | undefined {
  if (answer.kind === 'result' && typeof answer.result === 'string')
    return `the result was the string ${JSON.stringify(shortText(answer.result, 80))}`;
  if (
    sdkRejectedResult(answer) &&
    answer.kind === 'error' &&
    /expected object, received string/i.test(answer.message)
  ) {
    return 'the SDK refused the return value with JSON-RPC error -32602 "Invalid tools/call result: expected object, received string"';
  }
  return undefined;
}

/**
 * McpServer (SDK v1 and v2) answers arguments its zod schema refuses with an isError result whose text starts so
 * (v1 prefixes "MCP error -32602: "); other servers refuse them with JSON-RPC error -32602 (invalid params).
 * Undefined when the answer is not such a refusal; else what the server said.
 */
export function argumentsRefusal(answer: LiveProbeAnswer): string | undefined {
  const text = errorResultText(answer);
  if (/^(?:MCP error -32602: )?Input validation error: Invalid arguments for tool/.test(text)) return text;
  if (answer.kind === 'error' && answer.code === -32602 && !sdkRejectedResult(answer))
    return `JSON-RPC error -32602: ${answer.message}`;
  return undefined;
}

/** SDK v1 McpServer turns its own output checks into isError results whose text starts this way. */
export const SDK_OUTPUT_VALIDATION = /Output validation error:/;
export const SDK_NO_STRUCTURED_CONTENT = /has an output schema but no structured content/i;

/** A successful (not isError) result object, or undefined. */
export function successResult(answer: LiveProbeAnswer): Record<string, unknown> | undefined {
  return answer.kind === 'result' && isObject(answer.result) && answer.result.isError !== true
    ? answer.result
    : undefined;
}
