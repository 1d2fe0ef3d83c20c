// Every Python framework the reader knows. A new framework is a new file beside these, exporting one PythonFramework,
// added here.
import type { PythonFramework, ServerFlavour } from './framework.js';
import { fastmcp } from './fastmcp.js';
import { lowlevel } from './lowlevel.js';
import { mcpserver } from './mcpserver.js';

export type { PythonFramework, RegistrationApi, ServerFlavour } from './framework.js';

export const PYTHON_FRAMEWORKS: readonly PythonFramework[] = [mcpserver, fastmcp, lowlevel];

const BY_ID: ReadonlyMap<ServerFlavour, PythonFramework> = new Map(
  PYTHON_FRAMEWORKS.map((framework) => [framework.id, framework]),
);

/** The framework a server receiver's flavour names. */
export function frameworkOf(flavour: ServerFlavour): PythonFramework {
  return BY_ID.get(flavour)!;
}

const BY_CLASS: ReadonlyMap<string, PythonFramework> = new Map(
  PYTHON_FRAMEWORKS.flatMap((framework) => framework.serverClasses.map((name) => [name, framework] as const)),
);

/** The framework whose server class has this qualified name. */
export function frameworkOfClass(qualifiedName: string): PythonFramework | undefined {
  return BY_CLASS.get(qualifiedName);
}
