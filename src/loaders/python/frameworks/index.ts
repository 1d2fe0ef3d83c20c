// Every Python framework the reader knows. A new framework is a new file beside these, exporting one PythonFramework,
// added here.
import type { PythonProject } from '../project.js';
import type { PythonFramework, ServerFlavour } from './framework.js';
import { fastmcp } from './fastmcp.js';
import { lowlevel } from './lowlevel.js';
import { mcpserver } from './mcpserver.js';

export type { PythonFramework, RegistrationApi, ServerFlavour, ToolStyle } from './framework.js';

export const PYTHON_FRAMEWORKS: readonly PythonFramework[] = [mcpserver, fastmcp, lowlevel];

/** The frameworks of a run: the project's own when it was given some (a test's), else this list. */
export function frameworksOf(project: PythonProject): readonly PythonFramework[] {
  return (project.frameworks as readonly PythonFramework[] | undefined) ?? PYTHON_FRAMEWORKS;
}

/** The framework a server receiver's flavour names. */
export function frameworkOf(project: PythonProject, flavour: ServerFlavour): PythonFramework {
  return frameworksOf(project).find((framework) => framework.id === flavour)!;
}

/** The framework whose server class has this qualified name. */
export function frameworkOfClass(project: PythonProject, qualifiedName: string): PythonFramework | undefined {
  return frameworksOf(project).find((framework) => framework.serverClasses.includes(qualifiedName));
}
