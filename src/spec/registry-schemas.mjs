// The official schemas of the two publishing manifests mcp-lint checks, as released, with where each came from.
// Read only at build time: scripts/build-validators.mjs compiles every one into an Ajv standalone validator
// (src/spec/generated/registry.ts); nothing is fetched when mcp-lint runs. The files in ./registry-schemas/ are
// byte-for-byte copies (MIT licence, notices in ./registry-schemas/SOURCES.md).
//
// - server.json, the MCP Registry's server manifest: every version published at
//   https://static.modelcontextprotocol.io/schemas/<version>/server.schema.json, from the repository that serves
//   that site (modelcontextprotocol/static, which the registry's own validator syncs its embedded copies from).
//   A server.json names its version in `$schema`.
// - manifest.json of an MCP bundle (.mcpb): every manifest version in modelcontextprotocol/mcpb's schemas/. A
//   manifest names its version in `manifest_version` (or the older `dxt_version`).

const STATIC = 'modelcontextprotocol/static@a9ba437d9fbbe92076a24b20d56449ac7c7786ac';
const MCPB = 'modelcontextprotocol/mcpb@27083dcf93c4d1c589af6b539ec746e50d6068e7';

/** `changed`: the date of the last commit that changed the file in its repository (the snapshot above). */
export const SERVER_JSON_SCHEMAS = [
  { version: '2025-07-09', changed: '2025-09-11' },
  { version: '2025-09-16', changed: '2025-09-21' },
  { version: '2025-09-29', changed: '2025-09-29' },
  { version: '2025-10-11', changed: '2025-10-16' },
  { version: '2025-10-17', changed: '2025-10-17' },
  { version: '2025-12-11', changed: '2025-12-12' },
].map((entry) => ({
  ...entry,
  file: `server-${entry.version}.json`,
  url: `https://static.modelcontextprotocol.io/schemas/${entry.version}/server.schema.json`,
  from: `${STATIC}:schemas/${entry.version}/server.schema.json`,
}));

export const MCPB_MANIFEST_SCHEMAS = [
  { version: '0.1', changed: '2025-11-06' },
  { version: '0.2', changed: '2025-10-29' },
  { version: '0.3', changed: '2025-10-30' },
  { version: '0.4', changed: '2025-12-03' },
].map((entry) => ({
  ...entry,
  file: `mcpb-manifest-${entry.version}.json`,
  from: `${MCPB}:schemas/mcpb-manifest-v${entry.version}.schema.json`,
}));

/** The export name of a version's validator in the generated module. */
export function validatorName(kind, version) {
  return `${kind}_${version.replace(/[^0-9]/g, '_')}`;
}
