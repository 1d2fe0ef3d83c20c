import { type JsonObject } from '../../json-value.js';
export type DocumentShape = 'tools/list result' | 'JSON-RPC response' | 'array of tools' | 'single tool';
export interface ToolShaped {
    shape: DocumentShape;
    /** Pointer segments from the document root to the tools array ([] for a single tool). */
    toolsPath: string[];
    tools: unknown[];
    server?: {
        name?: string;
        version?: string;
    };
}
/**
 * An object that can only be a tool definition. `name` + `description` alone is not enough:
 * package.json has both, and a directory walk must not lint it.
 */
export declare function isToolLike(value: unknown): value is JsonObject;
export declare function detectShape(root: unknown): ToolShaped | undefined;
/** Why a value is not tool-shaped, in a few words, for the message on an explicitly named file. */
export declare function describeNonToolValue(root: unknown): string;
export declare const ACCEPTED_SHAPES = "a tools/list result ({\"tools\": [...]}), a JSON-RPC response with result.tools, an array of tools, or one tool object with \"name\" and \"inputSchema\"";
