// An MCP SDK's own types published as a tool's input: a Python tool whose `ctx` parameter is typed as
// `CallToolResult` (or a `Context` the SDK did not recognise) makes pydantic write the SDK's model, and every model
// it uses, into "$defs". The model is then asked to invent a tool result as an argument. Found once per schema and
// shared by sdk-type-in-input (which reports it) and property-description (which leaves those fields alone).
import { isObject, type JsonObject } from '../../core/json-value.js';
import { escapeSegment } from '../../core/pointer.js';
import { reachableDefinitions, refsOf } from './definitions.js';

/** Type names of the MCP SDKs (TS and Python) that are never a tool's argument. */
export const SDK_TYPE_NAMES: ReadonlySet<string> = new Set([
  'Context', 'RequestContext', 'ServerRequestContext', 'RequestHandlerExtra', 'CallToolResult', 'CallToolRequest',
  'CallToolRequestParams', 'ServerSession', 'ClientSession', 'ListToolsResult', 'JSONRPCRequest', 'JSONRPCMessage',
  'InitializeResult', 'FastMCP', 'MCPServer', 'McpServer',
]);

export interface SdkTypeLeak {
  /** Root parameters typed as an SDK type: their name, pointer and the type's name. */
  parameters: Array<{ name: string; pointer: string; type: string }>;
  /** Pointers of the "$defs"/"definitions" entries only the leaked types use ("/inputSchema/$defs/TextContent"). */
  leakedDefinitions: ReadonlySet<string>;
}

const NONE: SdkTypeLeak = { parameters: [], leakedDefinitions: new Set() };
const cache = new WeakMap<JsonObject, SdkTypeLeak>();

export function sdkTypeLeak(inputSchema: JsonObject): SdkTypeLeak {
  let leak = cache.get(inputSchema);
  if (!leak) {
    leak = findLeak(inputSchema);
    cache.set(inputSchema, leak);
  }
  return leak;
}

/** Whether a parameter is a leaked SDK type, or a field inside a definition only such a type uses. */
export function isLeaked(leak: SdkTypeLeak, pointer: string): boolean {
  if (leak.parameters.length === 0) return false;
  if (leak.parameters.some((parameter) => parameter.pointer === pointer)) return true;
  const match = /^\/inputSchema\/(?:\$defs|definitions)\/[^/]+/.exec(pointer);
  return match !== null && leak.leakedDefinitions.has(match[0]);
}

function findLeak(root: JsonObject): SdkTypeLeak {
  const properties = root.properties;
  // Generators publish a type as a "$defs" entry of its name: without one, nothing leaked, and the walk is skipped.
  if (!isObject(properties) || !hasSdkDefinition(root)) return NONE;
  const leaked: SdkTypeLeak['parameters'] = [];
  const leakedRefs: string[] = [];
  const otherRefs: string[] = [];
  for (const [name, schema] of Object.entries(properties)) {
    if (!isObject(schema)) continue;
    const refs = refsOf(schema);
    const type = refs.map(definitionName).find((ref) => ref !== undefined && SDK_TYPE_NAMES.has(ref));
    if (type) {
      leaked.push({ name, pointer: `/inputSchema/properties/${escapeSegment(name)}`, type });
      leakedRefs.push(...refs);
    } else otherRefs.push(...refs);
  }
  if (leaked.length === 0) return NONE;
  const used = reachableDefinitions(root, '/inputSchema', otherRefs);
  const leakedDefinitions = new Set([...reachableDefinitions(root, '/inputSchema', leakedRefs)].filter((pointer) => !used.has(pointer)));
  return { parameters: leaked, leakedDefinitions };
}

function hasSdkDefinition(root: JsonObject): boolean {
  for (const keyword of ['$defs', 'definitions']) {
    const definitions = root[keyword];
    if (isObject(definitions)) for (const name in definitions) if (SDK_TYPE_NAMES.has(name)) return true;
  }
  return false;
}

/** "#/$defs/CallToolResult" → "CallToolResult"; undefined for a reference that is not to a definition. */
function definitionName(ref: string): string | undefined {
  const match = /^#\/(?:\$defs|definitions)\/([^/]+)$/.exec(ref);
  return match?.[1];
}
