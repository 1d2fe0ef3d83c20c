import type { Channel, ChannelEvents } from './channel.js';
export interface StdioSpec {
    command: string;
    args: string[];
    env?: Record<string, string>;
    /** Working directory, resolved against the run's cwd. */
    cwd?: string;
}
export declare function openStdioChannel(spec: StdioSpec, runCwd: string, events: ChannelEvents): Promise<Channel>;
