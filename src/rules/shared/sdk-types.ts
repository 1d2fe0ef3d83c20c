// An MCP SDK's own types published as a tool's input: a Python tool whose `ctx` parameter is typed as
// `CallToolResult` (or a `Context` the SDK did not recognise) makes pydantic write the SDK's model, and every model
// it uses, into "$defs". The model is then asked to invent a tool result as an argument. Found once per schema and
// shared by sdk-type-in-input (which reports it) and property-description (which leaves those fields alone).
import { isObject, type JsonObject } from '../../core/json-value.js';
import { joinPointer } from '../../core/pointer.js';
import { reachableDefinitions, referenceGraph, refsOutsideDefinitions } from './definitions.js';

const BASE = '/inputSchema';

/** Type names of the MCP SDKs (TS and Python) that are never a tool's argument. */
const SDK_TYPE_NAMES: ReadonlySet<string> = new Set([
  'Context',
  'RequestContext',
  'ServerRequestContext',
  'RequestHandlerExtra',
  'CallToolResult',
  'CallToolRequest',
  'CallToolRequestParams',
  'ServerSession',
  'ClientSession',
  'ListToolsResult',
  'JSONRPCRequest',
  'JSONRPCMessage',
  'InitializeResult',
  'FastMCP',
  'MCPServer',
  'McpServer',
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
  // Generators publish a type as a "$defs" entry of its name: without one, nothing leaked, and nothing more is read.
  if (!isObject(properties) || !hasSdkDefinition(root)) return NONE;
  const graph = referenceGraph(root, BASE);
  const leaked: SdkTypeLeak['parameters'] = [];
  for (const name of Object.keys(properties)) {
    const pointer = joinPointer(BASE, 'properties', name);
    const type = (graph.refsByPart.get(pointer) ?? [])
      .map(definitionName)
      .find((ref) => ref !== undefined && SDK_TYPE_NAMES.has(ref));
    if (type) leaked.push({ name, pointer, type });
  }
  if (leaked.length === 0) return NONE;
  const leakedParts = new Set(leaked.map((parameter) => parameter.pointer));
  const used = reachableDefinitions(
    graph,
    BASE,
    refsOutsideDefinitions(graph, BASE, (part) => !leakedParts.has(part)),
  );
  const reached = reachableDefinitions(
    graph,
    BASE,
    refsOutsideDefinitions(graph, BASE, (part) => leakedParts.has(part)),
  );
  return { parameters: leaked, leakedDefinitions: new Set([...reached].filter((pointer) => !used.has(pointer))) };
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
