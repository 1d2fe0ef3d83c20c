// The names the Python source loader gives a tool's registration (LoadedTool.api) and its SDK (handler.framework),
// kept here so that rules can tell a Python tool from a TypeScript one without importing a loader. Prefixed so that
// none equals a TypeScript framework's id: fastmcp (Python) and fastmcp (TypeScript) are different libraries.

/** How a Python tool was registered: `@mcp.tool…`, `mcp.tool(…)(fn)` / `mcp.tool(fn)`, `mcp.add_tool(…)`, a low-level tools/list handler. */
export const PYTHON_API = {
  decorator: 'python:decorator',
  call: 'python:call',
  addTool: 'python:add_tool',
  lowlevel: 'python:lowlevel',
} as const;

/**
 * The Python SDK that builds the tool: the official SDK's MCPServer (and FastMCP 1.x), fastmcp 2–4, the low-level
 * Server. Every Python framework's id starts with `python-` (src/loaders/python/frameworks/).
 */
export const PYTHON_FRAMEWORK = {
  mcpserver: 'python-mcpserver',
  fastmcp: 'python-fastmcp',
  lowlevel: 'python-lowlevel',
} as const;

/** Whether a handler's framework is a Python one (rules written for TypeScript handlers skip those). */
export function isPythonFramework(framework: string | undefined): boolean {
  return framework?.startsWith('python-') ?? false;
}
