// Validators of the publishing manifests, one per released schema version: Ajv standalone code generated at build
// time from the official schemas bundled in ./registry-schemas/ (see ./registry-schemas.mjs for where each came from).
import * as registry from './generated/registry.js';
import type { AjvError, AjvValidate } from './ajv-types.js';

interface ReleasedSchema {
  version: string;
  /** When the file last changed in its repository. */
  changed: string;
  /** Repository@commit:path it was copied from. */
  from: string;
}

const validators = registry as unknown as Record<string, AjvValidate>;
export const SERVER_JSON_VERSIONS: readonly ReleasedSchema[] = registry.SERVER_JSON_VERSIONS;
export const MCPB_MANIFEST_VERSIONS: readonly ReleasedSchema[] = registry.MCPB_MANIFEST_VERSIONS;

const SERVER_SCHEMA_URL = /^https:\/\/static\.modelcontextprotocol\.io\/schemas\/(\d{4}-\d{2}-\d{2})\/server\.schema\.json$/;

/** The server.json schema version a `$schema` URL names, when it is one mcp-lint bundles. */
export function serverJsonVersion(url: string): string | undefined {
  const version = SERVER_SCHEMA_URL.exec(url)?.[1];
  return version !== undefined && SERVER_JSON_VERSIONS.some((entry) => entry.version === version) ? version : undefined;
}

/** Ajv errors of a server.json against the schema of `version` (one of SERVER_JSON_VERSIONS); empty when valid. */
export function validateServerJson(version: string, value: unknown): AjvError[] {
  return run(validators[`server_${version.replace(/[^0-9]/g, '_')}`], value);
}

/** Ajv errors of an MCP bundle manifest against the schema of its manifest version; empty when valid. */
export function validateMcpbManifest(version: string, value: unknown): AjvError[] {
  return run(validators[`mcpb_${version.replace(/[^0-9]/g, '_')}`], value);
}

function run(validate: AjvValidate | undefined, value: unknown): AjvError[] {
  if (!validate) throw new Error('no bundled validator for this schema version');
  return validate(value) ? [] : [...(validate.errors ?? [])];
}
