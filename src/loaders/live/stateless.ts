// The stateless 2026-07-28 protocol: no `initialize` handshake. A server that speaks only it answers `initialize`
// with an error (SDK v2: -32022 "Unsupported protocol version", data.supported ["2026-07-28"]); the client then
// sends every request with the `_meta` envelope (protocol version, client info, client capabilities), and
// `server/discover` tells it the server's capabilities and identity.
import { isObject } from '../../core/json-value.js';
import type { RpcClient } from './rpc.js';

export const STATELESS_PROTOCOL_VERSION = '2026-07-28';
const META = 'io.modelcontextprotocol/';

export interface StatelessOpening {
  protocolVersion: string;
  serverInfo?: unknown;
  capabilities?: unknown;
}

/**
 * Tries `server/discover` with the 2026-07-28 envelope. On success the envelope stays on `rpc` for every later
 * request and the server's facts are returned; otherwise `rpc` is left as it was and the answer is undefined.
 */
export async function openStateless(
  rpc: RpcClient,
  client: { name: string; version: string; capabilities: Record<string, unknown> },
  timeoutMs: number,
): Promise<StatelessOpening | undefined> {
  rpc.envelope = {
    [`${META}protocolVersion`]: STATELESS_PROTOCOL_VERSION,
    [`${META}clientInfo`]: { name: client.name, version: client.version },
    [`${META}clientCapabilities`]: client.capabilities,
  };
  // Over HTTP the version also goes in the MCP-Protocol-Version header (only initialize has failed so far).
  rpc.connection?.setProtocolVersion?.(STATELESS_PROTOCOL_VERSION);
  const answer = await rpc.request('server/discover', {}, timeoutMs);
  const result = answer.kind === 'result' && isObject(answer.result) ? answer.result : undefined;
  const versions = Array.isArray(result?.supportedVersions) ? result.supportedVersions : [];
  if (!result || !versions.includes(STATELESS_PROTOCOL_VERSION)) {
    rpc.envelope = undefined;
    return undefined;
  }
  // serverInfo moved into each result's _meta in 2026-07-28; a top-level one is read too.
  const meta = isObject(result._meta) ? result._meta : {};
  const serverInfo = meta[`${META}serverInfo`] ?? result.serverInfo;
  return { protocolVersion: STATELESS_PROTOCOL_VERSION, serverInfo, capabilities: result.capabilities };
}
