// What the registry rules share: reading a publishing manifest's parts without assuming their shape, and reporting at
// a pointer into it (registry inputs have no tools, so every finding is placed through the manifest's own positions).
import type { RegistryFacts } from '../../core/facts.js';
import { isObject } from '../../core/json-value.js';
import { joinPointer } from '../../core/pointer.js';
import type { RuleContext } from '../../core/types.js';
import { describeAjvErrors } from '../../spec/ajv-errors.js';
import type { AjvError } from '../../spec/ajv-types.js';

export const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The manifest of a registry input in the format the rule checks; undefined for every other input. */
export function manifestOf(
  context: RuleContext,
  format: RegistryFacts['format'],
): (RegistryFacts & { document: Record<string, unknown> }) | undefined {
  const registry = context.source.registry;
  return registry?.format === format && isObject(registry.document)
    ? (registry as RegistryFacts & { document: Record<string, unknown> })
    : undefined;
}

/** Reports at a pointer into the manifest, at its line and column. */
export function reportAt(
  context: RuleContext,
  registry: RegistryFacts,
  pointer: string,
  messageId: string,
  data: Record<string, string | number> = {},
): void {
  context.report({ messageId, pointer, range: registry.locate(pointer), data });
}

/** Each schema error as one sentence at its place, naming the schema version. */
export function reportSchemaErrors(
  context: RuleContext,
  registry: RegistryFacts,
  errors: readonly AjvError[],
  version: string,
): void {
  // The registry validators call their $refs (scripts/build-validators.mjs), so anyOf branches are folded by place.
  for (const problem of describeAjvErrors(errors, registry.document, '', 'The file', true)) {
    reportAt(context, registry, problem.pointer, 'invalid', { problem: problem.message, version });
  }
}

export interface ServerPackage {
  value: Record<string, unknown>;
  pointer: string;
  registryType?: string;
  identifier?: string;
}

/** server.json's `packages` entries that are objects, with their pointers. */
export function packagesOf(document: Record<string, unknown>): ServerPackage[] {
  const packages = document.packages;
  if (!Array.isArray(packages)) return [];
  return packages.flatMap((value: unknown, index) =>
    isObject(value)
      ? [
          {
            value,
            pointer: joinPointer('/packages', index),
            registryType: text(value.registryType),
            identifier: text(value.identifier),
          },
        ]
      : [],
  );
}

/** The npm package of server.json that is the package.json beside it, when both are there. */
export function ownNpmPackage(
  registry: RegistryFacts & { document: Record<string, unknown> },
): { entry: ServerPackage; manifest: Record<string, unknown> } | undefined {
  const manifest = registry.project.packageJson?.value;
  const name = text(manifest?.name);
  if (!manifest || name === undefined) return undefined;
  const entry = packagesOf(registry.document).find((p) => p.registryType === 'npm' && p.identifier === name);
  return entry ? { entry, manifest } : undefined;
}

/** PEP 503 normalised name: PyPI treats `My_Server` and `my-server` as one project. */
export const pypiName = (name: string): string => name.toLowerCase().replace(/[-_.]+/g, '-');

/** The PyPI package of server.json that is the pyproject.toml beside it. */
export function ownPypiPackage(
  registry: RegistryFacts & { document: Record<string, unknown> },
): ServerPackage | undefined {
  const name = registry.project.pyproject?.name;
  if (name === undefined) return undefined;
  return packagesOf(registry.document).find(
    (p) => p.registryType === 'pypi' && p.identifier !== undefined && pypiName(p.identifier) === pypiName(name),
  );
}
