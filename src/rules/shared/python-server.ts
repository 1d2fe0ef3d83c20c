// Python servers (LoadedSource.language, set by the live loader): whose fixes a rule words in Python.
import { isPythonFramework, PYTHON_API } from '../../core/python-api.js';
import type { LoadedTool, RuleContext } from '../../core/types.js';

/** The server generates its input schemas from Python type hints (MCPServer, FastMCP, fastmcp): fixes go in the signature. */
export function schemasFromTypeHints(context: RuleContext): boolean {
  return context.source.language?.typeHintSchemas === true;
}

/** The type hint a JSON Schema type is written as in a Python signature, for fixes that quote one. */
export function pythonTypeOf(schema: Record<string, unknown>): string {
  const names: Record<string, string> = {
    string: 'str',
    integer: 'int',
    number: 'float',
    boolean: 'bool',
    array: 'list',
    object: 'dict',
  };
  // A Literal, an Enum or a model as pydantic writes them: {"enum": […]}, {"$ref": "#/$defs/Unit"}.
  if (
    Array.isArray(schema.enum) &&
    schema.enum.length > 0 &&
    schema.enum.every((value) => typeof value === 'string' || typeof value === 'number')
  ) {
    return `Literal[${schema.enum.map((value) => JSON.stringify(value)).join(', ')}]`;
  }
  if (typeof schema.$ref === 'string' && /^#\/(\$defs|definitions)\/[A-Za-z_]\w*$/.test(schema.$ref))
    return schema.$ref.slice(schema.$ref.lastIndexOf('/') + 1);
  // list[str] as pydantic writes it: {"type": "array", "items": {"type": "string"}}; a bare `list` only when items says nothing.
  if (
    schema.type === 'array' &&
    typeof schema.items === 'object' &&
    schema.items !== null &&
    !Array.isArray(schema.items)
  ) {
    const item = pythonTypeOf(schema.items as Record<string, unknown>);
    if (item !== 'T') return `list[${item}]`;
  }
  if (typeof schema.type === 'string') return names[schema.type] ?? 'T';
  // Optional[T] as pydantic writes it: {"anyOf": [T, {"type": "null"}]}.
  const branches = Array.isArray(schema.anyOf)
    ? schema.anyOf.filter((branch): branch is Record<string, unknown> => typeof branch === 'object' && branch !== null)
    : [];
  const other = branches.filter((branch) => branch.type !== 'null');
  if (branches.length === 2 && other.length === 1) return `Optional[${pythonTypeOf(other[0]!)}]`;
  return 'T';
}

/** The server is written in Python (its tool list or --source-root says so). */
export function isPythonServer(context: RuleContext): boolean {
  return context.source.language?.name === 'python';
}

/**
 * A tool the Python source loader rebuilt (by its registration or its SDK, as src/core/python-api.ts names them): the
 * rules about TypeScript handlers and APIs (bare-string returns, zod, server.tool) leave it alone, since a Python tool
 * returning `str` is correct and its schema comes from type hints.
 */
export function isPythonTool(tool: LoadedTool): boolean {
  return PYTHON_APIS.has(tool.api ?? '') || isPythonFramework(tool.handler?.framework);
}

const PYTHON_APIS: ReadonlySet<string> = new Set(Object.values(PYTHON_API));
