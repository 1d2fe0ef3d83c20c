import type { Channel, ChannelEvents } from './channel.js';
export declare function openHttpChannel(url: URL, headers: Record<string, string>, events: ChannelEvents): Promise<Channel>;
/** Turns the SDK's transport errors into sentences that say what to do. */
export declare function describeHttpError(error: Error): string;
