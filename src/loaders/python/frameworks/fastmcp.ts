// fastmcp 2–4 (the fastmcp package, not the official SDK's mcp.server.fastmcp).
import { PYTHON_FRAMEWORK } from '../../../core/python-api.js';
import { masksErrorDetails } from '../sdk-evidence.js';
import { argumentsOf, childOf, snippet, textOf } from '../syntax.js';
import type { PythonFramework, ToolStyle } from './framework.js';

/** A pydantic schema of the function, titles pruned and `$defs` inlined; its docstring parsed; its own `_meta`. */
const FASTMCP_TOOLS: ToolStyle = {
  defaultTitle: 'annotations-or-name',
  docstring: 'parsed',
  emptyDescriptionKept: true,
  outputOption: 'output_schema',
  meta: 'fastmcp-namespace',
  returnedValues: 'sent-as-is',
  schemas: {
    annotatedTextDescribes: true,
    unannotatedParameter: 'any',
    inputRoot: (_functionName, properties, required) => ({
      additionalProperties: false,
      properties,
      ...(required.length ? { required } : {}),
      type: 'object',
    }),
    refusesPrivateParameters: false,
    injectsDependencies: true,
    inlinesDefs: true,
    output: {
      mode: 'serialization',
      wrapped: (_functionName, result) => ({
        properties: { result },
        required: ['result'],
        type: 'object',
        'x-fastmcp-wrap-result': true,
      }),
      none: 'no-schema',
      unpublished: 'sdk-types',
      strDictAsIs: false,
      anySequenceUnpublished: true,
      enum: 'wrapped',
      dataclassAsModel: false,
      objectsAsIs: true,
      packageClasses: 'serializer',
    },
  },
};

export const fastmcp: PythonFramework = {
  id: 'fastmcp',
  serverClasses: ['fastmcp.FastMCP', 'fastmcp.server.FastMCP', 'fastmcp.server.server.FastMCP'],
  handlerFramework: PYTHON_FRAMEWORK.fastmcp,
  tools: 'registrations',
  // `@mcp.tool` and `mcp.tool(fn)` register the function as it is.
  registration: {
    positional: ['name'],
    // timeout, run_in_thread and serializer do not change what tools/list shows.
    options: new Set([
      'name',
      'version',
      'title',
      'description',
      'icons',
      'tags',
      'output_schema',
      'annotations',
      'meta',
      'app',
      'task',
      'auth',
      'exclude_args',
      'enabled',
      'timeout',
      'run_in_thread',
      'serializer',
    ]),
    addTool: { positional: [], moreArguments: "fastmcp's add_tool takes one argument", toolObjects: true },
    // Keyword-only after fn.
    toolObjects: {
      factories: [
        'fastmcp.tools.Tool',
        'fastmcp.tools.tool.Tool',
        'fastmcp.tools.base.Tool',
        'fastmcp.tools.FunctionTool',
        'fastmcp.tools.function_tool.FunctionTool',
        'fastmcp.tools.tool.FunctionTool',
      ].map((cls) => `${cls}.from_function`),
      positional: ['fn'],
    },
    published: FASTMCP_TOOLS,
    // FastMCP(on_duplicate="warn"), the default in 2–4: a warning, then the later tool replaces the first.
    duplicateName: { kept: 'last', by: 'fastmcp' },
  },
  stdioByDefault: true,
  /**
   * fastmcp inlines every `$ref` unless `FastMCP(dereference_schemas=False)`: an argument that is not literally True
   * (or `**options`, which may hold it) as the reason its schemas are not rebuilt.
   */
  schemasAsIs(file, call) {
    const args = argumentsOf(childOf(call, 'ArgList')!, file);
    const given = args.find((arg) => arg.name === 'dereference_schemas');
    if (given)
      return given.value.name === 'Boolean' && textOf(file, given.value) === 'True'
        ? undefined
        : `\`dereference_schemas=${snippet(file, given.value, 58)}\` on the server (fastmcp then keeps \`$defs\`, which mcp-lint does not rebuild)`;
    const spread = args.find((arg) => arg.spread === '**');
    return spread
      ? `\`**${snippet(file, spread.value, 58)}\` passed to the server (it may set dereference_schemas)`
      : undefined;
  },
  errorBehaviour(project, file) {
    // FastMCP.call_tool when masking: only this text; else the exception's own.
    return {
      escaped: masksErrorDetails(project, file) ? 'generic' : 'message',
      shown: `"Error calling tool '{tool}'"`,
      statement: 'raise',
      instead: 'from fastmcp.exceptions import ToolError',
    };
  },
};
