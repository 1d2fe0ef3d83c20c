// An MCP bundle's manifest.json checked against the official schema of its manifest version (modelcontextprotocol/mcpb,
// bundled at build time in src/spec/registry-schemas/): `mcpb pack` and the clients that install bundles reject one
// that fails it.
import { defineRule } from '../../core/types.js';
import { MCPB_MANIFEST_VERSIONS, validateMcpbManifest } from '../../spec/registry-validators.js';
import { quote } from '../../spec/value-text.js';
import { manifestOf, reportAt, reportSchemaErrors } from '../shared/registry.js';

const rule = defineRule({
  id: 'mcpb-manifest-valid',
  meta: {
    description:
      "an MCP bundle's manifest.json fails the bundle schema of its manifest_version, or names a version mcp-lint knows no schema for",
    defaultLevel: 'error',
    scope: 'registry',
    messages: {
      invalid: '{{problem}} (MCP bundle manifest {{version}}).',
      unknownVersion:
        '"{{key}}" is {{value}}, not a manifest version mcp-lint has the schema of ({{versions}}); the file was not checked against a schema. Use a released version.',
    },
  },
  checkSource(_tools, context) {
    const registry = manifestOf(context, 'mcpb');
    if (!registry) return;
    const key = 'manifest_version' in registry.document ? 'manifest_version' : 'dxt_version';
    const named = registry.document[key];
    const version = MCPB_MANIFEST_VERSIONS.find((entry) => entry.version === named)?.version;
    if (version === undefined) {
      const value = typeof named === 'string' ? quote(named) : String(JSON.stringify(named)).slice(0, 40);
      reportAt(context, registry, `/${key}`, 'unknownVersion', {
        key,
        value,
        versions: MCPB_MANIFEST_VERSIONS.map((entry) => entry.version).join(', '),
      });
      return;
    }
    reportSchemaErrors(context, registry, validateMcpbManifest(version, registry.document), version);
  },
});

export default rule;
