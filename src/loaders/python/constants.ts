// Values of names for `staticValue`: a name bound once to a literal in the enclosing function, the module or an
// imported project file (`name=TOOL_NAME`, `inputSchema=SCHEMA`), followed a few names deep and no further.
import { staticValue, type NameValues } from './literals.js';
import type { PythonProject } from './project.js';
import { localBinding } from './scopes.js';
import type { PythonFile } from './syntax.js';

const MAX_DEPTH = 8;

export function constants(project: PythonProject, file: PythonFile, depth = 0): NameValues {
  return (name, at) => {
    if (depth > MAX_DEPTH) return undefined;
    const local = localBinding(file, name, at);
    if (local) return local.kind === 'value' ? staticValue(file, local.node, constants(project, file, depth + 1)) : undefined;
    const resolved = project.resolveName(file, name);
    if (resolved.kind !== 'local' || resolved.binding.kind !== 'value') return undefined;
    return staticValue(resolved.file, resolved.binding.node, constants(project, resolved.file, depth + 1));
  };
}

