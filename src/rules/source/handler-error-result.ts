import type { RaisedFailure } from '../../core/facts.js';
import { defineRule } from '../../core/types.js';
import { toolLabel } from '../shared/handler.js';

// How a failure reaches the model is the handler's facts (core/facts.ts HandlerFailures), as its framework says:
// McpServer turns a thrown error into an `isError` result the model can read; the low-level Servers do not: a throw
// in a tools/call handler becomes a JSON-RPC error, which clients rarely show the model. Deliberate protocol errors
// (`throw new McpError(…)`) are not in the facts.
// Python (measured on mcp 2.3.0 and fastmcp 4.0.10): MCPServer sends the model only "Error executing tool <name>" for
// any exception but ToolError, fastmcp does the same with mask_error_details=True (else, like FastMCP 1.x, it sends
// the exception's text, which the model can read: not reported).
// A dispatcher's answer to a name it does not serve is not a tool failure: the spec makes an unknown tool a protocol
// error (tools.mdx, "Unknown tools" → JSON-RPC error), so a throw there is right (next-devtools-mcp, seen in review).
const UNKNOWN_TOOL =
  /\b(?:unknown|unsupported|unrecogni[sz]ed|invalid|unexpected|unhandled)\s+tool\b|\btool\b[^.\n]{0,40}\b(?:not found|does not exist|doesn't exist|not (?:recogni[sz]ed|supported|registered|implemented))|\bno (?:such )?tool\b/i;

const rule = defineRule({
  id: 'handler-error-result',
  meta: {
    description:
      'tool failures should reach the model as results it can read (isError, ToolError), not as bare exceptions',
    defaultLevel: 'warning',
    scope: 'source',
    messages: {
      thrown:
        'Tool "{{tool}}": this {{statement}} in a low-level tools/call handler becomes {{shown}}, so the model cannot see what went wrong and correct itself. Return `{{instead}}` instead.',
      genericRaise:
        'Tool "{{tool}}" raises {{exception}}, and the SDK sends the model only {{shown}}: the message written here never reaches it, so it cannot correct the call. Raise ToolError (`{{instead}}`) with a message saying what was wrong and what to send instead.',
      genericLookup:
        'Tool "{{tool}}": `{{text}}` raises KeyError or IndexError when {{parameter}} matches nothing, and the SDK sends the model only {{shown}}, not what was wrong. Check first (`if … not in …`) and raise ToolError (`{{instead}}`) naming the accepted values.',
    },
  },
  checkTool(tool, context) {
    const failures = tool.handler?.failures;
    if (!failures || failures.escaped === 'message') return;
    const label = toolLabel(tool);
    const common = { tool: label, shown: failures.shown.replaceAll('{tool}', () => label), instead: failures.instead };
    const reported = failures.raised.filter((raised) => !answersUnknownTool(raised));
    if (failures.escaped === 'protocol-error') {
      // Here the tool error too is a JSON-RPC error: there is nothing to raise instead, only a result to return.
      for (const raised of reported)
        context.report({
          messageId: 'thrown',
          pointer: '',
          range: raised.range,
          data: { ...common, statement: failures.statement },
        });
      return;
    }
    for (const raised of reported.filter((failure) => !failure.toolError))
      context.report({
        messageId: 'genericRaise',
        pointer: '',
        range: raised.range,
        data: { ...common, exception: raised.exception ?? 'an exception' },
      });
    for (const lookup of failures.lookups)
      context.report({
        messageId: 'genericLookup',
        pointer: '',
        range: lookup.range,
        data: { ...common, text: lookup.text, parameter: lookup.parameter },
      });
  },
});

function answersUnknownTool(raised: RaisedFailure): boolean {
  return !!raised.dispatchFallback || UNKNOWN_TOOL.test(raised.messageText ?? '');
}

export default rule;
