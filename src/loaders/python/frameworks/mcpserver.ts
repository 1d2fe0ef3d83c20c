// The official SDK's high-level server: MCPServer (mcp 2.x) and FastMCP of mcp 1.x, which name, describe and build
// schemas the same way (shared/docs/python-sdk.md) and differ only in what a raised exception shows the model.
import type { DuplicateNameBehaviour } from '../../../core/facts.js';
import { PYTHON_FRAMEWORK } from '../../../core/python-api.js';
import { staticValue } from '../literals.js';
import { importsMcpV1 } from '../sdk-evidence.js';
import type { PythonFramework, ToolStyle } from './framework.js';
import { serverOption } from './server-options.js';

/** ToolManager.add_tool in 1.x and 2.x: "Tool already exists" as a warning, and the first tool is kept. */
const KEPT_FIRST_WITH_A_WARNING: DuplicateNameBehaviour = { kept: 'first', warns: true, by: 'the MCP Python SDK' };

const POSITIONAL = ['name', 'title', 'description', 'annotations', 'icons', 'meta', 'structured_output'];

/** pydantic models of the parameters and of the return, as the SDK's func_metadata builds them. */
export const MCPSERVER_TOOLS: ToolStyle = {
  defaultTitle: 'none',
  docstring: 'raw',
  emptyDescriptionKept: false,
  outputOption: 'structured_output',
  meta: 'as-written',
  returnedValues: 'validated',
  schemas: {
    annotatedTextDescribes: false,
    unannotatedParameter: 'titled-string',
    inputRoot: (functionName, properties, required) => ({
      properties,
      ...(required.length ? { required } : {}),
      title: `${functionName}Arguments`,
      type: 'object',
    }),
    refusesPrivateParameters: true,
    injectsDependencies: false,
    inlinesDefs: false,
    output: {
      mode: 'validation',
      wrapped: (functionName, result) => ({
        properties: { result },
        required: ['result'],
        title: `${functionName}Output`,
        type: 'object',
      }),
      none: 'wrapped',
      unpublished: 'content',
      strDictAsIs: true,
      anySequenceUnpublished: false,
      enum: 'no-schema',
      dataclassAsModel: true,
      objectsAsIs: false,
      packageClasses: 'model-fields',
    },
  },
};

export const mcpserver: PythonFramework = {
  id: 'mcpserver',
  serverClasses: [
    'mcp.server.mcpserver.MCPServer',
    'mcp.server.mcpserver.server.MCPServer',
    'mcp.server.MCPServer',
    'mcp.server.fastmcp.FastMCP',
    'mcp.server.fastmcp.server.FastMCP',
    'mcp.server.FastMCP',
  ],
  handlerFramework: PYTHON_FRAMEWORK.mcpserver,
  tools: 'registrations',
  registration: {
    positional: POSITIONAL,
    options: new Set(POSITIONAL),
    bareDecorator: (label) =>
      `The tool \`${label}\` registers: without parentheses MCPServer raises TypeError at import ("Did you forget to call it? Use @tool() instead of @tool") and the server does not start`,
    toolOfFunction: (label, fixed) =>
      `The tool \`${label}\` registers: given the function, MCPServer raises TypeError at import ("Did you forget to call it?") and the server does not start; write \`${fixed}\``,
    addTool: { positional: POSITIONAL, toolObjects: false },
    toolObjects: {
      factories: [
        'mcp.server.fastmcp.Tool',
        'mcp.server.fastmcp.tools.Tool',
        'mcp.server.fastmcp.tools.base.Tool',
        'mcp.server.mcpserver.tools.Tool',
        'mcp.server.mcpserver.tools.base.Tool',
      ].map((cls) => `${cls}.from_function`),
      positional: [
        'fn',
        'name',
        'title',
        'description',
        'context_kwarg',
        'annotations',
        'icons',
        'meta',
        'structured_output',
      ],
    },
    published: MCPSERVER_TOOLS,
    duplicateName: KEPT_FIRST_WITH_A_WARNING,
    // `warn_on_duplicate_tools=False` only silences the warning (mcp 2.3, run): the first tool is kept either way.
    duplicateOption(file, call) {
      const option = serverOption(file, call, ['warn_on_duplicate_tools']);
      if (option === undefined) return undefined;
      const value = option.kind === 'given' ? staticValue(file, option.value) : undefined;
      if (value === true) return undefined;
      const { warns: _, ...kept } = KEPT_FIRST_WITH_A_WARNING;
      return value === false ? { ...kept, warns: false, by: `${kept.by} (\`${option.written}\`)` } : kept;
    },
  },
  stdioByDefault: true,
  errorBehaviour(project, file) {
    // FastMCP 1.x wraps every exception as "Error executing tool <name>: <text>"; MCPServer (mcp 2.x) drops the text.
    if (importsMcpV1(project, file))
      return {
        escaped: 'message',
        shown: '"Error executing tool {tool}: <the message>"',
        statement: 'raise',
        instead: 'from mcp.server.fastmcp.exceptions import ToolError',
      };
    return {
      escaped: 'generic',
      shown: '"Error executing tool {tool}"',
      statement: 'raise',
      instead: 'from mcp.server.mcpserver.exceptions import ToolError',
    };
  },
};
