import type { LoadedSource, SpecVersion } from '../../types.js';
import type { LiveOptions } from '../../options.js';
import type { NamedServer } from './targets.js';
import type { ProbePlan } from './probes/plan.js';
export interface ServerCapture {
    name: string;
    protocolVersion?: string;
    serverInfo?: unknown;
    capabilities?: unknown;
    tools: unknown[];
}
export interface ServerRun {
    source: LoadedSource;
    /** What was captured, for --save (absent when initialize failed). */
    capture?: ServerCapture;
}
export interface RunSettings {
    cwd: string;
    spec: SpecVersion;
    timeouts: LiveOptions['timeouts'];
    probePlan: ProbePlan | undefined;
}
export declare function lintServer(server: NamedServer, settings: RunSettings): Promise<ServerRun>;
export declare class UserFacingError extends Error {
}
