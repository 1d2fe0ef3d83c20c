// A channel carries raw JSON-RPC messages to and from one server. Stdio and HTTP channels share this shape,
// so the session logic above them (initialize, tools/list, probes) is written once.

/** The largest message read from a server: stdio counts a line's characters, HTTP a body's or an event's bytes. */
export const MAX_MESSAGE_SIZE = 64 * 1024 * 1024;

export interface ChannelEvents {
  /** One parsed JSON value the server sent (a message, or a batch array). */
  message(value: unknown): void;
  /** Output that is not JSON (stdio: a stdout line), kept for the finding that reports it. */
  garbage(text: string): void;
  /** The channel ended by itself (server exited, stream closed); `reason` is a sentence for the finding. */
  closed(reason: string): void;
}

export interface Channel {
  /** Sends one message; rejects with an Error whose message is fit for a finding (HTTP status, broken pipe). */
  send(message: Record<string, unknown>): Promise<void>;
  /** Ends the connection and everything it started (the server's whole process group for stdio). Never rejects. */
  close(): Promise<void>;
  /** The last lines the server wrote to stderr (stdio), or '' — quoted in findings about failures. */
  stderrTail(): string;
  /** HTTP sends the negotiated version in a header on every later request. */
  setProtocolVersion?(version: string): void;
}

export type ChannelOpener = (events: ChannelEvents) => Promise<Channel>;
