import type { LiveProbe, Severity, SpecVersion } from '../../../types.js';
import type { RpcClient } from '../rpc.js';
import type { ProbePlan } from './plan.js';
export interface ProbeNote {
    severity: Severity;
    message: string;
}
export interface ProbeRun {
    rpc: RpcClient;
    tools: readonly unknown[];
    plan: ProbePlan;
    spec: SpecVersion;
    /** What the server answered in initialize. */
    protocolVersion: string | undefined;
    requestTimeout(): number;
    remaining(): number;
}
/** A tool name no server lists: it names mcp-lint so a server log that shows it explains itself. */
export declare function unknownToolName(tools: readonly unknown[]): string;
export declare function selectTools(tools: readonly unknown[], plan: ProbePlan): number[];
export declare function runProbes(run: ProbeRun): Promise<{
    probes: LiveProbe[];
    notes: ProbeNote[];
}>;
