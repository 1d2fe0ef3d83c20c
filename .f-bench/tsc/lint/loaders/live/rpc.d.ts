import type { LiveProbeAnswer } from '../../types.js';
import type { Channel, ChannelEvents, ChannelOpener } from './channel.js';
export declare class RpcClient {
    private channel;
    private nextId;
    private readonly pending;
    /** Set once the channel ended by itself; later requests fail at once with this reason. */
    closedReason: string | undefined;
    /** Non-JSON output, in order (first few kept). */
    readonly garbage: string[];
    garbageCount: number;
    /** Answers whose id matched no request, and other messages that are not JSON-RPC. */
    readonly strayMessages: unknown[];
    readonly events: ChannelEvents;
    /** The server's last stderr lines, for answers that failed because it died: usually the reason. */
    private stderrHint;
    open(opener: ChannelOpener): Promise<void>;
    get connection(): Channel | undefined;
    request(method: string, params: Record<string, unknown>, timeoutMs: number): Promise<LiveProbeAnswer>;
    notify(method: string, params?: Record<string, unknown>): Promise<void>;
    private receive;
    /** The client declares no capabilities, so the only server request it must serve is ping. */
    private answerServerRequest;
    close(): Promise<void>;
}
