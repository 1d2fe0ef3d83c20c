import type { LiveOptions } from '../../../options.js';
export interface ProbePlan {
    /** Call tools marked `readOnlyHint: true` (--probe). */
    readOnlyTools: boolean;
    /** Tools named with --probe-tool: called whatever their annotations say. */
    namedTools: ReadonlySet<string>;
    /** --probe-args: arguments by tool name, used instead of generated ones. */
    argumentsByTool: ReadonlyMap<string, Record<string, unknown>>;
}
export type PlanOutcome = {
    plan: ProbePlan | undefined;
} | {
    problem: {
        file: string;
        message: string;
    };
};
/** --probe-tool names a tool explicitly, which is an opt-in by itself; it also turns on --probe. */
export declare function buildProbePlan(live: LiveOptions, cwd: string): Promise<PlanOutcome>;
