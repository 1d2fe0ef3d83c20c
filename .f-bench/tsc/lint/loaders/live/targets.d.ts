import type { LiveTarget } from '../../options.js';
import type { SourceOrigin } from '../../types.js';
export interface NamedServer {
    /** LoadedSource.source: the client-config key, "stdio:<command line>", or the URL. */
    name: string;
    target: LiveTarget;
    origin?: SourceOrigin;
}
/** Splits a command line the way a POSIX shell would for simple cases: whitespace, quotes and backslashes. */
export declare function splitCommandLine(line: string): string[];
/**
 * `--stdio "node dist/index.js"` may reach us as one string with no args: split it then. A command with
 * args already split (`-- node dist/index.js`, client configs) is used as given.
 */
export declare function normalizeStdio(target: Extract<LiveTarget, {
    kind: 'stdio';
}>): Extract<LiveTarget, {
    kind: 'stdio';
}>;
/** A URL as shown in findings: never with a password in it. */
export declare function displayUrl(url: string): string;
export declare function defaultName(target: LiveTarget): string;
/** Names every target, adding " (2)", " (3)" … when two would otherwise share a name. */
export declare function nameServers(targets: Array<{
    target: LiveTarget;
    origin?: SourceOrigin;
}>): NamedServer[];
