// Which publishing manifest a parsed file is, from its name and content.
import type { RegistryFacts } from '../../core/facts.js';
import { isObject } from '../../core/json-value.js';

export const MANIFEST_EXPECTED = "the MCP Registry's server.json or an MCP bundle's manifest.json";

const SERVER_KEYS = ['$schema', 'name', 'description', 'version', 'packages', 'remotes'];

/**
 * `server.json` holding a server (a `$schema` naming server.schema.json, or an object with some server.json key and no
 * `tools`, which would make it a tools/list capture); `manifest.json` with an MCP bundle's `manifest_version` or the
 * older `dxt_version` (a string). Undefined otherwise.
 */
export function manifestFormat(path: string, root: unknown): RegistryFacts['format'] | undefined {
  if (!isObject(root)) return undefined;
  // A browser extension's manifest.json has `manifest_version` too, as a number (3); a bundle's is a string ("0.3").
  if (/manifest\.json$/i.test(path))
    return typeof root.manifest_version === 'string' || typeof root.dxt_version === 'string' ? 'mcpb' : undefined;
  if (typeof root.$schema === 'string' && /server\.schema\.json/.test(root.$schema)) return 'server.json';
  if ('tools' in root || 'result' in root) return undefined;
  return SERVER_KEYS.some((key) => key in root) ? 'server.json' : undefined;
}
