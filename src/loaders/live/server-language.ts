// Whether a live server is a Python one, from marks its generated tool list carries: pydantic's root title
// "<function>Arguments" (the official SDK's MCPServer and FastMCP 1.x) and fastmcp's `_meta.fastmcp` (2.x:
// `_meta._fastmcp`) or `x-fastmcp-wrap-result`. Both generate every input schema from the function's type hints, so
// rules then give the Python fix and skip advice no Python author can apply (see ../../../shared/docs/python-sdk.md).
import { isObject } from '../../core/json-value.js';
import type { ServerLanguage } from '../../core/types.js';

export function languageOfTools(tools: readonly unknown[]): ServerLanguage | undefined {
  return tools.some(hasPythonSdkMarks) ? { name: 'python', typeHintSchemas: true } : undefined;
}

function hasPythonSdkMarks(tool: unknown): boolean {
  if (!isObject(tool)) return false;
  const input = tool.inputSchema;
  if (isObject(input) && !('$schema' in input) && typeof input.title === 'string' && /^\w+Arguments$/.test(input.title))
    return true;
  const meta = tool._meta;
  if (isObject(meta) && (isObject(meta.fastmcp) || isObject(meta._fastmcp))) return true;
  return isObject(tool.outputSchema) && tool.outputSchema['x-fastmcp-wrap-result'] === true;
}

/** --source-root found some of the server's tools in .py files: a Python server, its schemas as the tool list says. */
export function withPythonSource(language: ServerLanguage | undefined): ServerLanguage {
  return language ?? { name: 'python', typeHintSchemas: false };
}
