import type { Severity } from '../../types.js';
import type { RpcClient } from './rpc.js';
/** A server that keeps returning new cursors is stopped here (10,000 tools in pages of 10 still fit). */
export declare const MAX_PAGES = 1000;
export interface ListNote {
    severity: Severity;
    message: string;
    /** True when nothing could be listed at all. */
    fatal?: boolean;
}
export interface ListedTools {
    tools: unknown[];
    /** The raw result of each page, for --save. */
    pages: number;
    notes: ListNote[];
}
export declare function listTools(rpc: RpcClient, requestTimeout: () => number): Promise<ListedTools>;
