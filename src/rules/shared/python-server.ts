// Python servers (LoadedSource.language, set by the live loader): whose fixes a rule words in Python.
import type { RuleContext } from '../../core/types.js';

/** The server generates its input schemas from Python type hints (MCPServer, FastMCP, fastmcp): fixes go in the signature. */
export function schemasFromTypeHints(context: RuleContext): boolean {
  return context.source.language?.typeHintSchemas === true;
}

/** The type hint a JSON Schema type is written as in a Python signature, for fixes that quote one. */
export function pythonTypeOf(schema: Record<string, unknown>): string {
  const names: Record<string, string> = { string: 'str', integer: 'int', number: 'float', boolean: 'bool', array: 'list', object: 'dict' };
  return typeof schema.type === 'string' ? (names[schema.type] ?? 'T') : 'T';
}

/** The server is written in Python (its tool list or --source-root says so). */
export function isPythonServer(context: RuleContext): boolean {
  return context.source.language?.name === 'python';
}
