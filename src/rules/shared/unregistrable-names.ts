// Tool names the official TypeScript SDK cannot register. McpServer (v1 and v2) keeps its tools in a plain object
// and refuses a name that object already answers (`if (this._registeredTools[name]) throw new Error("Tool <name> is
// already registered")`); a fresh `{}` answers exactly Object.prototype's own members. Written out, not read from
// this process's Object.prototype: the server's runtime, not mcp-lint's, decides, and these are the same in every
// Node version the SDK supports (test/rules/tool-name-registrable.test.ts checks both SDKs refuse exactly these).
export const UNREGISTRABLE_TOOL_NAMES: ReadonlySet<string> = new Set([
  '__proto__',
  'constructor',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  'toString',
  'valueOf',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
]);
