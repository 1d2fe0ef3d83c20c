import type { LiveOptions } from '../options.js';
export interface LiveFlags {
    stdio?: string[];
    /** Everything after `--`. */
    command?: string[];
    env?: string[];
    cwd?: string;
    url?: string[];
    header?: string[];
    clientConfig?: Array<string | true> | true;
    startupTimeout?: string;
    requestTimeout?: string;
    timeout?: string;
    save?: string;
    probe?: boolean;
    probeTool?: string[];
    probeArgs?: string;
}
export declare const DEFAULT_TIMEOUTS: {
    readonly startup: 10000;
    readonly request: 10000;
    readonly total: 60000;
};
export declare function parseMilliseconds(flag: string, value: string | undefined, fallback: number): number;
/** Undefined when no live flag names a server. */
export declare function parseLiveFlags(flags: LiveFlags): LiveOptions | undefined;
