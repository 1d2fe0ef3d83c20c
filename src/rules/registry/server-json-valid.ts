// A server.json checked against the official schema of the version its `$schema` names, bundled at build time
// (src/spec/registry-schemas/): the MCP Registry rejects a file that fails it.
import { defineRule } from '../../core/types.js';
import { serverJsonVersion, SERVER_JSON_VERSIONS, validateServerJson } from '../../spec/registry-validators.js';
import { quote } from '../../spec/value-text.js';
import { manifestOf, reportAt, reportSchemaErrors, text } from '../shared/registry.js';

const latest = SERVER_JSON_VERSIONS[SERVER_JSON_VERSIONS.length - 1]!.version;
const latestUrl = `https://static.modelcontextprotocol.io/schemas/${latest}/server.schema.json`;

const rule = defineRule({
  id: 'server-json-valid',
  meta: {
    description:
      "server.json fails the MCP Registry's schema of the version its $schema names, or names no version mcp-lint knows",
    defaultLevel: 'error',
    scope: 'registry',
    messages: {
      invalid: '{{problem}} (server.json schema {{version}}).',
      noSchema:
        'server.json has no "$schema"; the registry reads it to know the format. Add "$schema": "{{latestUrl}}" (checked against {{latest}} here).',
      unknownSchema:
        '"$schema" is {{url}}, not a released server.json schema mcp-lint knows ({{versions}}); the file was not checked against a schema. Use a released one, such as "{{latestUrl}}".',
    },
  },
  checkSource(_tools, context) {
    const registry = manifestOf(context, 'server.json');
    if (!registry) return;
    const named = registry.document.$schema;
    let version: string | undefined;
    if (named === undefined) {
      reportAt(context, registry, '', 'noSchema', { latest, latestUrl });
      version = latest;
    } else {
      version = text(named) !== undefined ? serverJsonVersion(named as string) : undefined;
      if (version === undefined) {
        const versions = SERVER_JSON_VERSIONS.map((entry) => entry.version).join(', ');
        reportAt(context, registry, '/$schema', 'unknownSchema', {
          url: typeof named === 'string' ? quote(named, 120) : String(JSON.stringify(named)).slice(0, 40),
          versions,
          latestUrl,
        });
        return;
      }
    }
    reportSchemaErrors(context, registry, validateServerJson(version, registry.document), version);
  },
});

export default rule;
