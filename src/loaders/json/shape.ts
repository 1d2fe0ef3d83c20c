// Which of the accepted document shapes a parsed JSON value is, and where its tools are.
import { isObject, type JsonObject } from '../../core/json-value.js';

export type DocumentShape = 'tools/list result' | 'JSON-RPC response' | 'array of tools' | 'single tool';

export interface ToolShaped {
  shape: DocumentShape;
  /** Pointer segments from the document root to the tools array ([] for a single tool). */
  toolsPath: string[];
  tools: unknown[];
  server?: { name?: string; version?: string };
  /** The server's `instructions`, when the capture carries them (as `--save` writes them). */
  instructions?: string;
}

/**
 * An object that can only be a tool definition. `name` + `description` alone is not enough:
 * package.json has both, and a directory walk must not lint it.
 */
export function isToolLike(value: unknown): value is JsonObject {
  if (!isObject(value)) return false;
  if ('inputSchema' in value) return true;
  return typeof value.name === 'string' && ('annotations' in value || 'outputSchema' in value);
}

function looksLikeToolList(value: unknown): value is unknown[] {
  return Array.isArray(value) && (value.length === 0 || value.some(isObject));
}

function serverOf(root: JsonObject): ToolShaped['server'] {
  const info = isObject(root.serverInfo) ? root.serverInfo : isObject(root.server) ? root.server : undefined;
  if (!info) return undefined;
  const server: { name?: string; version?: string } = {};
  if (typeof info.name === 'string') server.name = info.name;
  if (typeof info.version === 'string') server.version = info.version;
  return server.name !== undefined || server.version !== undefined ? server : undefined;
}

export function detectShape(root: unknown): ToolShaped | undefined {
  if (isObject(root)) {
    if (looksLikeToolList(root.tools)) {
      const instructions = typeof root.instructions === 'string' ? { instructions: root.instructions } : {};
      return {
        shape: 'tools/list result',
        toolsPath: ['tools'],
        tools: root.tools,
        server: serverOf(root),
        ...instructions,
      };
    }
    if ('jsonrpc' in root && isObject(root.result) && looksLikeToolList(root.result.tools)) {
      return { shape: 'JSON-RPC response', toolsPath: ['result', 'tools'], tools: root.result.tools };
    }
    if (isToolLike(root)) return { shape: 'single tool', toolsPath: [], tools: [root] };
    return undefined;
  }
  if (Array.isArray(root) && root.some(isToolLike)) return { shape: 'array of tools', toolsPath: [], tools: root };
  return undefined;
}

/** Why a value is not tool-shaped, in a few words, for the message on an explicitly named file. */
export function describeNonToolValue(root: unknown): string {
  if (Array.isArray(root))
    return root.length === 0
      ? 'an empty array'
      : 'an array with no tool objects (objects with "name" and "inputSchema")';
  if (!isObject(root)) return root === null ? 'null' : `a ${typeof root}`;
  if ('jsonrpc' in root && isObject(root.error)) {
    const message = typeof root.error.message === 'string' ? `: "${root.error.message}"` : '';
    return `a JSON-RPC error response${message}`;
  }
  if ('jsonrpc' in root && 'method' in root) return `a JSON-RPC request ("${String(root.method)}")`;
  const keys = Object.keys(root);
  if (keys.length === 0) return 'an empty object';
  const shown = keys
    .slice(0, 5)
    .map((k) => `"${k}"`)
    .join(', ');
  return `an object with keys ${shown}${keys.length > 5 ? ', …' : ''}`;
}

export const ACCEPTED_SHAPES =
  'a tools/list result ({"tools": [...]}), a JSON-RPC response with result.tools, an array of tools, or one tool object with "name" and "inputSchema"';
