import type { PythonHandlerFacts } from '../../core/facts.js';
import { PYTHON_FRAMEWORK } from '../../core/python-api.js';
import { defineRule, type LoadedTool, type RuleContext } from '../../core/types.js';
import { toolLabel } from '../shared/handler.js';

// McpServer turns a thrown error into an `isError` result the model can read; the low-level Server does not:
// a throw in a tools/call handler becomes JSON-RPC error -32603, which clients rarely show the model.
// Deliberate protocol errors (`throw new McpError(…)`) are not counted.
// Python (measured on mcp 2.3.0 and fastmcp 4.0.10): MCPServer sends the model only "Error executing tool <name>" for
// any exception but ToolError, fastmcp does the same with mask_error_details=True (else, like FastMCP 1.x, it sends
// the exception's text, which the model can read: not reported), and the low-level Server answers every exception
// with a JSON-RPC error.
const rule = defineRule({
  id: 'handler-error-result',
  meta: {
    description:
      'tool failures should reach the model as results it can read (isError, ToolError), not as bare exceptions',
    defaultLevel: 'warning',
    scope: 'source',
    messages: {
      thrown:
        'Tool "{{tool}}": this throw in a low-level tools/call handler becomes JSON-RPC error -32603, so the model cannot see what went wrong and correct itself. Return `{ content: [{ type: "text", text: message }], isError: true }` instead.',
      pythonRaise:
        'Tool "{{tool}}" raises {{exception}}, and the SDK sends the model only {{shown}}: the message written here never reaches it, so it cannot correct the call. Raise ToolError (`{{import}}`) with a message saying what was wrong and what to send instead.',
      pythonLookup:
        'Tool "{{tool}}": `{{text}}` raises KeyError or IndexError when {{parameter}} matches nothing, and the SDK sends the model only {{shown}}, not what was wrong. Check first (`if … not in …`) and raise ToolError (`{{import}}`) naming the accepted values.',
      pythonLowlevel:
        'Tool "{{tool}}": this raise in the low-level call_tool handler becomes a JSON-RPC error, so the model gets no result to read and correct itself. Return `CallToolResult(content=[TextContent(type="text", text=message)], isError=True)` instead.',
    },
  },
  checkTool(tool, context) {
    const handler = tool.handler;
    if (handler?.python) return reportPython(tool, handler.python, context);
    if (!handler || handler.framework !== 'sdk-lowlevel') return;
    for (const range of handler.throws ?? [])
      context.report({ messageId: 'thrown', pointer: '', range, data: { tool: toolLabel(tool) } });
  },
});

function reportPython(tool: LoadedTool, facts: PythonHandlerFacts, context: RuleContext): void {
  const label = toolLabel(tool);
  if (facts.escapedError === 'protocol-error') {
    for (const raise of facts.raises)
      context.report({ messageId: 'pythonLowlevel', pointer: '', range: raise.range, data: { tool: label } });
    return;
  }
  if (facts.escapedError !== 'generic') return;
  // What each SDK puts in the error result (MCPServer's Tool.run; fastmcp's FastMCP.call_tool when masking).
  const shown =
    tool.handler?.framework === PYTHON_FRAMEWORK.fastmcp
      ? `"Error calling tool '${label}'"`
      : `"Error executing tool ${label}"`;
  const common = { tool: label, shown, import: facts.toolErrorImport };
  for (const raise of facts.raises) {
    if (raise.toolError) continue;
    context.report({
      messageId: 'pythonRaise',
      pointer: '',
      range: raise.range,
      data: { ...common, exception: raise.exception },
    });
  }
  for (const lookup of facts.lookups) {
    context.report({
      messageId: 'pythonLookup',
      pointer: '',
      range: lookup.range,
      data: { ...common, text: lookup.text, parameter: lookup.parameter },
    });
  }
}

export default rule;
