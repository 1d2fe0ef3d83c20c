// Validators of the publishing manifests, one per released schema version: Ajv standalone code generated at build
// time from the official schemas bundled in ./registry-schemas/ (see ./registry-schemas.mjs for where each came from).
// The validators are 360 KB of code: they are imported only when a manifest is read (the registry loader awaits
// loadRegistryValidators() before it returns one), so a run without one never initialises them.
import { MCPB_MANIFEST_VERSIONS as MCPB, SERVER_JSON_VERSIONS as SERVER } from './generated/registry-versions.js';
import type { AjvError, AjvValidate } from './ajv-types.js';

interface ReleasedSchema {
  version: string;
  /** When the file last changed in its repository. */
  changed: string;
  /** Repository@commit:path it was copied from. */
  from: string;
}

export const SERVER_JSON_VERSIONS: readonly ReleasedSchema[] = SERVER;
export const MCPB_MANIFEST_VERSIONS: readonly ReleasedSchema[] = MCPB;

let validators: Record<string, AjvValidate> | undefined;

/** Imports the validators; called by the loader of every publishing manifest before the rules run. */
export async function loadRegistryValidators(): Promise<void> {
  validators ??= (await import('./generated/registry.js')) as unknown as Record<string, AjvValidate>;
}

const SERVER_SCHEMA_URL =
  /^https:\/\/static\.modelcontextprotocol\.io\/schemas\/(\d{4}-\d{2}-\d{2})\/server\.schema\.json$/;

/** The server.json schema version a `$schema` URL names, when it is one mcp-lint bundles. */
export function serverJsonVersion(url: string): string | undefined {
  const version = SERVER_SCHEMA_URL.exec(url)?.[1];
  return version !== undefined && SERVER_JSON_VERSIONS.some((entry) => entry.version === version) ? version : undefined;
}

/** Ajv errors of a server.json against the schema of `version` (one of SERVER_JSON_VERSIONS); empty when valid. */
export function validateServerJson(version: string, value: unknown): AjvError[] {
  return run(`server_${version.replace(/[^0-9]/g, '_')}`, value);
}

/** Ajv errors of an MCP bundle manifest against the schema of its manifest version; empty when valid. */
export function validateMcpbManifest(version: string, value: unknown): AjvError[] {
  return run(`mcpb_${version.replace(/[^0-9]/g, '_')}`, value);
}

function run(name: string, value: unknown): AjvError[] {
  if (!validators)
    throw new Error('the registry validators are not loaded: load the manifest through the registry loader');
  const validate = validators[name];
  if (!validate) throw new Error(`no bundled validator ${name}`);
  return validate(value) ? [] : [...(validate.errors ?? [])];
}
