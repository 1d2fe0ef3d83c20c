import { isObject, type JsonObject } from '../../core/json-value.js';
import { joinPointer } from '../../core/pointer.js';
import { defineRule } from '../../core/types.js';
import { describeValue, quote } from '../../spec/value-text.js';
import { INPUT_SCHEMA_POINTER, inputSchemaOf, readablePath, typesOf } from '../shared/parameters.js';
import { RULE_WALK_DEPTH, subschemasOf } from '../shared/subschemas.js';

const KEY = 'x-mcp-header';
/** RFC 9110 token characters (tchar). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const HEADER_TYPES = new Set(['string', 'integer', 'boolean']);

/** Pointers of property schemas reachable from the root through `properties` alone (what clients scan). */
function staticallyReachable(root: JsonObject): Set<JsonObject> {
  const reachable = new Set<JsonObject>();
  const stack: Array<{ schema: JsonObject; depth: number }> = [{ schema: root, depth: 0 }];
  while (stack.length > 0) {
    const { schema, depth } = stack.pop()!;
    if (reachable.has(schema) || depth > RULE_WALK_DEPTH) continue;
    reachable.add(schema);
    if (isObject(schema.properties)) {
      for (const sub of Object.values(schema.properties))
        if (isObject(sub)) stack.push({ schema: sub, depth: depth + 1 });
    }
  }
  return reachable;
}

// MCP 2026-07-28 (SEP-2243): `x-mcp-header` asks Streamable HTTP clients to mirror an argument into an
// `Mcp-Param-{Name}` header. Clients MUST drop a tool whose annotations break the rules, so one bad value makes
// the whole tool disappear for HTTP clients. Older clients ignore the keyword.
const rule = defineRule({
  id: 'x-mcp-header-valid',
  meta: {
    description: 'x-mcp-header annotations must follow MCP 2026-07-28, or HTTP clients drop the tool',
    defaultLevel: 'error',
    scope: 'definition',
    messages: {
      notToken:
        'Parameter "{{path}}" has "x-mcp-header": {{value}}, which is not a valid HTTP header name token (letters, digits and !#$%&\'*+-.^_`|~ only, not empty). HTTP clients drop the whole tool; use a name such as "Region".',
      duplicate:
        'Parameter "{{path}}" has "x-mcp-header": {{value}}, which parameter "{{other}}" already uses (header names ignore case). HTTP clients drop the whole tool; give each parameter its own header name.',
      badType:
        'Parameter "{{path}}" has "x-mcp-header" but its type is {{type}}; only string, integer and boolean parameters may be mirrored into a header (not number). HTTP clients drop the whole tool.',
      unreachable:
        '"x-mcp-header" at {{where}} is not on a property reachable from the root through "properties" alone (it sits under items, a composition or $defs), so clients cannot mirror it and drop the whole tool. Move it to a plain property.',
    },
  },
  checkTool(tool, context) {
    const schema = inputSchemaOf(tool.definition);
    if (!schema) return;
    // Only a schema that uses the keyword needs the reachable set (most have no x-mcp-header at all).
    let reachable: Set<JsonObject> | undefined;
    const seen = new Map<string, string>();
    subschemasOf(schema, INPUT_SCHEMA_POINTER).forEach((node) => {
      if (!(KEY in node.schema)) return;
      const value = node.schema[KEY];
      const pointer = joinPointer(node.pointer, KEY);
      const path = readablePath(node.pointer.slice(INPUT_SCHEMA_POINTER.length)) || 'inputSchema';
      reachable ??= staticallyReachable(schema);
      if (!reachable.has(node.schema) || node.propertyName === undefined) {
        context.report({ messageId: 'unreachable', pointer, data: { where: path } });
        return;
      }
      if (typeof value !== 'string' || !TOKEN.test(value)) {
        context.report({ messageId: 'notToken', pointer, data: { path, value: describeValue(value) } });
        return;
      }
      const types = typesOf(node.schema).filter((t) => t !== 'null');
      if (types.length !== 1 || !HEADER_TYPES.has(types[0]!)) {
        const type = types.length === 0 ? 'not given' : types.map((t) => quote(t)).join(' or ');
        context.report({ messageId: 'badType', pointer, data: { path, type } });
        return;
      }
      const other = seen.get(value.toLowerCase());
      if (other !== undefined)
        context.report({ messageId: 'duplicate', pointer, data: { path, value: quote(value), other } });
      else seen.set(value.toLowerCase(), path);
    });
  },
});

export default rule;
