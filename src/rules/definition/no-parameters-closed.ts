import { isObject } from '../../core/json-value.js';
import { defineRule } from '../../core/types.js';
import { inputSchemaOf } from '../shared/parameters.js';
import { schemasFromTypeHints } from '../shared/python-server.js';
import { schemaLanguageOf } from '../shared/schema-language.js';
import { hasUnresolvedWithin } from '../../core/unresolved.js';

/** Keywords through which a schema may still describe or restrict arguments. */
const SHAPING = [
  'patternProperties',
  'additionalProperties',
  'unevaluatedProperties',
  'propertyNames',
  'maxProperties',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  '$ref',
  '$dynamicRef',
  'dependentSchemas',
  'dependentRequired',
  'required',
];

// The spec recommends {"type": "object", "additionalProperties": false} for tools without parameters: it accepts
// only {}, so a model that invents arguments learns at once instead of having them silently ignored. Ignored
// arguments break no client and no call, so it is in the `strict` preset (info), not the default set.
const rule = defineRule({
  id: 'no-parameters-closed',
  meta: {
    description: 'tools without parameters should close their inputSchema with "additionalProperties": false',
    defaultLevel: 'off',
    scope: 'definition',
    messages: {
      open: 'The tool takes no parameters, but its inputSchema accepts any object. Add "additionalProperties": false so only {} is accepted, as the spec recommends.',
      // The SDK publishes a registration without inputSchema (or with a bare {}) open; a strict zod object closes it.
      openZod:
        'The tool takes no parameters, but its inputSchema accepts any object. Pass inputSchema: z.strictObject({}) (zod 4; z.object({}).strict() in zod 3), which publishes "additionalProperties": false, so only {} is accepted, as the spec recommends.',
      openLive:
        'The server publishes no parameters for this tool: its inputSchema accepts any object, so a model calls it with {} or with arguments it makes up. That is right for a tool that needs no arguments. If this one needs some, the schema the server checks is not the one it publishes: the MCP SDK v1 publishes this empty object for a zod inputSchema whose root is not z.object (z.array(…), z.string()) and then refuses every call. Lint the source (mcp-lint src, or --source-root src here) or call it with --probe to tell which.',
    },
  },
  checkTool(tool, context) {
    const schema = inputSchemaOf(tool.definition);
    if (!schema || schema.type !== 'object') return;
    if (isObject(schema.properties) && Object.keys(schema.properties).length > 0) return;
    if ('properties' in schema && !isObject(schema.properties)) return;
    if (SHAPING.some((key) => key in schema) || hasUnresolvedWithin(tool, '/inputSchema')) return;
    // A zod root that is no object: the empty object is the SDK's stand-in, and input-schema-root-object says so.
    if (tool.sourceFacts?.zodInputRoot) return;
    // MCPServer and FastMCP 1.x write this schema for a function without parameters and offer no way to close it
    // (fastmcp closes it itself): a finding no Python author can act on.
    if (schemasFromTypeHints(context)) return;
    // Live without the source: whether the tool really takes nothing, or the server hides a schema it cannot
    // publish, is not known here, and closing the published schema is not a fix for the second case.
    const liveOnly = context.source.kind === 'live' && tool.sourceFile === undefined;
    const messageId = liveOnly ? 'openLive' : schemaLanguageOf(tool, context) === 'zod' ? 'openZod' : 'open';
    context.report({ messageId, pointer: '/inputSchema' });
  },
});

export default rule;
