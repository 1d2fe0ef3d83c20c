// The official SDK's low-level Server: tools come from its tools/list handler, and an exception a tool raises is a
// protocol error, not a tool result, so there is no ToolError to raise instead.
import { PYTHON_FRAMEWORK } from '../../../core/python-api.js';
import type { PythonFramework } from './framework.js';

export const lowlevel: PythonFramework = {
  id: 'lowlevel',
  serverClasses: ['mcp.server.lowlevel.Server', 'mcp.server.lowlevel.server.Server', 'mcp.server.Server'],
  handlerFramework: PYTHON_FRAMEWORK.lowlevel,
  tools: 'list-handler',
  // Its run() takes the streams it serves; starting stdio is the file's own code, not a default.
  stdioByDefault: false,
  errorBehaviour: () => ({
    escaped: 'protocol-error',
    shown: 'a JSON-RPC error',
    statement: 'raise',
    instead: 'CallToolResult(content=[TextContent(type="text", text=message)], isError=True)',
  }),
};
