// The MCP SDK's packages, shared by its high-level API (sdk.ts) and its low-level one (lowlevel.ts): 1.x is
// @modelcontextprotocol/sdk; 2.x split it into @modelcontextprotocol/server (and core).
import { dependenciesOf, type Project } from '../project.js';
import type { FileContext } from '../tool-building.js';
import type { FrameworkModule } from './packages.js';

const V1 = '@modelcontextprotocol/sdk';
const V2 = '@modelcontextprotocol/server';

export const SDK_MODULES: readonly FrameworkModule[] = [
  { module: 'sdk-v1', packages: [`${V1}*`] },
  { module: 'sdk-v2', packages: [V2, `${V2}/*`, '@modelcontextprotocol/core*'] },
];

/** Whether a module marker is one of the SDK's (either generation). */
export function isSdkModule(module: string): boolean {
  return module === 'sdk-v1' || module === 'sdk-v2';
}

/** Whether the file imports or requires the SDK (either generation). */
export function importsSdk(context: Pick<FileContext, 'imports'>): boolean {
  return context.imports.has('sdk-v1') || context.imports.has('sdk-v2');
}

/** Which SDK generation a file's registrations follow: its imports decide, then the nearest package.json. */
export function sdkGeneration(context: FileContext): 1 | 2 {
  if (context.imports.has('sdk-v2') && !context.imports.has('sdk-v1')) return 2;
  if (context.imports.has('sdk-v1')) return 1;
  // A file that imports nothing from the SDK (registration helpers): the nearest package.json decides; an
  // unreadable one keeps the default.
  for (const manifest of context.project.manifestsAbove(context.file.fileName)) {
    const deps = manifest ? dependenciesOf(manifest) : {};
    return deps[V2] && !deps[V1] ? 2 : 1;
  }
  return 1;
}

/**
 * Whether the package a file belongs to depends on an MCP SDK: the nearest package.json that names a package
 * decides (compiled output often has a bare `{"type": "module"}` one in its dist folder).
 */
export function dependsOnMcpSdk(project: Project, file: string): boolean {
  for (const manifest of project.manifestsAbove(file, 8)) {
    if (manifest === null) return false;
    const deps = dependenciesOf(manifest);
    if (V1 in deps || V2 in deps) return true;
    if (typeof manifest.name === 'string') return false;
  }
  return false;
}
