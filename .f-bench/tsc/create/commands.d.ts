import { type StdioOptions } from 'node:child_process';
export interface CommandResult {
    code: number | null;
    signal: NodeJS.Signals | null;
    /** The command could not be started at all (ENOENT: not installed). */
    missing: boolean;
}
export declare function runCommand(command: string, args: string[], cwd: string, stdio?: StdioOptions): Promise<CommandResult>;
/** Stops the running child, if any, and resolves once it has exited (SIGKILL after a grace period). */
export declare function stopCurrentCommand(graceMs?: number): Promise<void>;
