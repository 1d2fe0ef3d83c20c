// Values of names for `staticValue`: a name bound once to a literal in the enclosing function, the module or an
// imported project file (`name=TOOL_NAME`, `inputSchema=SCHEMA`, `names.TOOL_NAME`), a loop variable's item, and a
// tool object's attribute (`tool.name`, tool-objects.ts), followed a few names deep and no further.
import { staticValue, type NameValues, type PythonValue } from './literals.js';
import type { PythonProject } from './project.js';
import { localBinding } from './scopes.js';
import type { PythonFile, SyntaxNode } from './syntax.js';
import { toolAttribute, type LoopEnv } from './tool-objects.js';

const MAX_DEPTH = 8;

export function constants(project: PythonProject, file: PythonFile, env?: LoopEnv, depth = 0): NameValues {
  const valueIn = (other: PythonFile, node: SyntaxNode) =>
    staticValue(other, node, constants(project, other, undefined, depth + 1));
  const names: NameValues = (name, at): PythonValue | undefined => {
    if (depth > MAX_DEPTH) return undefined;
    if (name.includes('.')) {
      const attribute = toolAttribute(project, file, at, env);
      if (attribute) return 'value' in attribute ? attribute.value : valueIn(attribute.expr.file, attribute.expr.node);
      const resolved = project.resolveExpression(file, at);
      return resolved.kind === 'local' && resolved.binding.kind === 'value'
        ? valueIn(resolved.file, resolved.binding.node)
        : undefined;
    }
    const item = env?.get(name);
    if (item) return valueIn(item.file, item.node);
    const local = localBinding(file, name, at);
    if (local)
      return local.kind === 'value'
        ? staticValue(file, local.node, constants(project, file, env, depth + 1))
        : undefined;
    const resolved = project.resolveName(file, name);
    if (resolved.kind !== 'local' || resolved.binding.kind !== 'value') return undefined;
    return valueIn(resolved.file, resolved.binding.node);
  };
  names.isBuiltin = (name, at) => {
    if (env?.has(name) || localBinding(file, name, at)) return false;
    const resolved = project.resolveName(file, name);
    return resolved.kind === 'external' && resolved.module === 'builtins';
  };
  return names;
}
