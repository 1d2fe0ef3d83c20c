// fastmcp 2–4 (the fastmcp package, not the official SDK's mcp.server.fastmcp).
import { PYTHON_FRAMEWORK } from '../../../core/python-api.js';
import type { DuplicateNameBehaviour } from '../../../core/facts.js';
import { staticValue } from '../literals.js';
import { masksErrorDetails } from '../sdk-evidence.js';
import { textOf } from '../syntax.js';
import type { PythonFramework, ToolStyle } from './framework.js';
import { serverOption } from './server-options.js';

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

/** `FastMCP(on_duplicate=None)` and no option at all: a warning, then the later tool replaces the first (2–4). */
const REPLACED_WITH_A_WARNING: DuplicateNameBehaviour = { kept: 'last', warns: true, by: 'fastmcp' };

/**
 * The values of `on_duplicate` (fastmcp 3–4; `on_duplicate_tools` in 2.x, which 3–4 refuse with a TypeError) and what
 * a second `@mcp.tool` of one name then does, run on fastmcp 4.0.10 and read in 2.14's ToolManager.add_tool:
 * "error" raises ValueError("Component already exists: tool:<name>@") at the decorator, so the module does not load.
 */
const ON_DUPLICATE: ReadonlyMap<string, Omit<DuplicateNameBehaviour, 'by'>> = new Map([
  ['warn', { kept: 'last', warns: true }],
  ['replace', { kept: 'last', warns: false }],
  ['ignore', { kept: 'first', warns: false }],
  ['error', { kept: 'neither', warns: false }],
]);

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
    duplicateName: REPLACED_WITH_A_WARNING,
    duplicateOption(file, call) {
      const option = serverOption(file, call, ['on_duplicate', 'on_duplicate_tools']);
      if (option === undefined) return undefined;
      const value = option.kind === 'given' ? staticValue(file, option.value) : undefined;
      if (value === null) return undefined;
      const chosen = typeof value === 'string' ? ON_DUPLICATE.get(value) : undefined;
      return chosen
        ? { ...chosen, by: `fastmcp (\`${option.written}\`)` }
        : { ...REPLACED_WITH_A_WARNING, unless: `\`${option.written}\`` };
    },
  },
  stdioByDefault: true,
  /**
   * fastmcp inlines every `$ref` unless `FastMCP(dereference_schemas=False)`: an argument that is not literally True
   * (or `**options`, which may hold it) as the reason its schemas are not rebuilt.
   */
  schemasAsIs(file, call) {
    const option = serverOption(file, call, ['dereference_schemas']);
    if (option?.kind === 'given')
      return option.value.name === 'Boolean' && textOf(file, option.value) === 'True'
        ? undefined
        : `\`${option.written}\` on the server (fastmcp then keeps \`$defs\`, which mcp-lint does not rebuild)`;
    return option && `\`${option.written}\` passed to the server (it may set dereference_schemas)`;
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
