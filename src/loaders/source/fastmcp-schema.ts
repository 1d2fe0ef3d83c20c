// How fastmcp turns `parameters` into the `inputSchema` it lists. It has changed across releases, and the server
// uses the fastmcp, xsschema and zod installed next to it, so the versions found there decide (only their
// package.json files are read). Checked against the published packages:
// - xsschema before 0.4 (fastmcp 3.20 and older): zod 4 → `toJSONSchema(schema)` (draft 2020-12, output side).
// - xsschema 0.4+: a schema that offers Standard JSON Schema (`~standard.jsonSchema`, zod 4.2+) is converted with
//   `~standard.jsonSchema.input({ target: "draft-07" })`; an older zod 4 with `toJSONSchema(schema, { target: "draft-7" })`.
// - zod 3 schemas, in every version: zod-to-json-schema with its default options.
// - fastmcp 4.3.1+ (`strictJsonSchema`): `additionalProperties: false` on the root and on every property whose
//   schema says `type: "object"`, recursively through properties (not through items or combinators).
// Nothing installed (source linted without node_modules): the newest behaviour.
import { dirname } from 'node:path';
import { atLeast, type Project } from './project.js';

export interface FastmcpConversion {
  /** How a zod 4 schema is converted. */
  zod4: 'standard-input' | 'draft-7-output' | 'draft-2020-12-output';
  /** Whether fastmcp closes object schemas (`additionalProperties: false`) after converting. */
  strict: boolean;
}

export function fastmcpConversion(project: Project, file: string): FastmcpConversion {
  const dir = dirname(file);
  const fastmcp = project.installedPackage(dir, 'fastmcp');
  // xsschema is fastmcp's dependency: resolved from where fastmcp is installed.
  const xsschema = fastmcp ? project.installedPackage(fastmcp.dir, 'xsschema') : undefined;
  const zod = project.installedPackage(dir, 'zod');
  const strict = !fastmcp || atLeast(fastmcp.version, [4, 3, 1]);
  if (xsschema && !atLeast(xsschema.version, [0, 4, 0])) return { zod4: 'draft-2020-12-output', strict };
  const standard = !zod || atLeast(zod.version, [4, 2, 0]);
  return { zod4: standard ? 'standard-input' : 'draft-7-output', strict };
}

/** fastmcp's closing of object schemas, as described above. */
export function closeObjectSchemas(schema: Record<string, unknown>): Record<string, unknown> {
  const closed: Record<string, unknown> = { ...schema, additionalProperties: false };
  const properties = schema.properties;
  if (properties !== null && typeof properties === 'object' && !Array.isArray(properties)) {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(properties)) {
      const isObjectSchema = value !== null && typeof value === 'object' && !Array.isArray(value) && (value as { type?: unknown }).type === 'object';
      Object.defineProperty(out, key, { value: isObjectSchema ? closeObjectSchemas(value as Record<string, unknown>) : value, enumerable: true, writable: true, configurable: true });
    }
    closed.properties = out;
  }
  return closed;
}
