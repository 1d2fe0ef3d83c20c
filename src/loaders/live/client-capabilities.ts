// What mcp-lint, as a client, tells a server it can do, and how it answers the requests those capabilities let a
// server send. Servers list some tools only to clients that declare a capability (server-everything registers
// get-roots-list and trigger-elicitation-request after seeing roots and elicitation), so declaring them shows
// every tool. The answers never involve a user or a model: no roots, and sampling and elicitation declined.
import type { ClientCapabilityName } from '../../core/options.js';

export const CLIENT_CAPABILITY_NAMES: readonly ClientCapabilityName[] = ['roots', 'sampling', 'elicitation'];

/**
 * The `capabilities` object of `initialize`. roots has no `listChanged`: the (empty) list never changes.
 * elicitation declares both modes of 2025-11-25, form and url (older servers read any object as "supported"):
 * either is declined, and declaring url shows tools such as server-everything's trigger-url-elicitation.
 */
export function clientCapabilitiesObject(names: readonly ClientCapabilityName[]): Record<string, unknown> {
  const capabilities: Record<string, unknown> = {};
  if (names.includes('roots')) capabilities.roots = {};
  if (names.includes('sampling')) capabilities.sampling = {};
  if (names.includes('elicitation')) capabilities.elicitation = { form: {}, url: {} };
  return capabilities;
}

/** The spec's sampling example answers a request the user rejected with code -1. */
export const SAMPLING_DECLINED = {
  code: -1,
  message: 'User rejected sampling request (mcp-lint never samples a model)',
} as const;

export type ServerRequestReply = { result: Record<string, unknown> } | { error: { code: number; message: string } };

/** The answer to a request the server sent to mcp-lint. Anything not declared is "method not found", as the spec says. */
export function replyToServerRequest(method: string, declared: readonly ClientCapabilityName[]): ServerRequestReply {
  if (method === 'ping') return { result: {} };
  if (method === 'roots/list' && declared.includes('roots')) return { result: { roots: [] } };
  if (method === 'sampling/createMessage' && declared.includes('sampling')) return { error: { ...SAMPLING_DECLINED } };
  if (method === 'elicitation/create' && declared.includes('elicitation')) return { result: { action: 'decline' } };
  return { error: { code: -32601, message: `mcp-lint does not support ${method}` } };
}
