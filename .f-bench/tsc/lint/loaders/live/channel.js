// A channel carries raw JSON-RPC messages to and from one server. Stdio and HTTP channels share this shape,
// so the session logic above them (initialize, tools/list, probes) is written once.
export {};
