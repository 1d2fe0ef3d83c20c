// Tool objects built before they are registered: `Tool.from_function(fn, name=…, …)` of FastMCP 1.x, MCPServer and
// fastmcp (each framework's RegistrationApi.toolObjects names its factories), bound to a name (in this file or an imported project file) or met as a loop variable, and what their
// attributes hold: `tool.fn` is the function, `tool.name` the name argument (else the function's name), `tool.title`,
// `tool.description`, `tool.annotations`… the argument given, else None. A description left to the docstring is
// not followed (each SDK cleans it its own way), so `tool.description` is then unknown.
import { frameworksOf, type ServerFlavour } from './frameworks/index.js';
import { followName, type Expr } from './lists.js';
import type { PythonValue } from './literals.js';
import { dottedParts, qualifiedName, type PythonProject } from './project.js';
import { localBinding } from './scopes.js';
import { argumentsOf, childOf, childrenOf, textOf, type Argument, type PythonFile, type SyntaxNode } from './syntax.js';

/** Loop variables bound to one item each (registrations.ts), by name. */
export type LoopEnv = ReadonlyMap<string, Expr>;

export interface ToolObject extends Expr {
  flavour: ServerFlavour;
  /** The factory's arguments, keyword or positional. */
  args: Argument[];
  /** The factory's names for its positional arguments, in order. */
  positional: readonly string[];
}

/** The framework whose tool factory (RegistrationApi.toolObjects) this qualified name is, and its positional names. */
function factoryOf(project: PythonProject, qualified: string): Pick<ToolObject, 'flavour' | 'positional'> | undefined {
  for (const framework of frameworksOf(project)) {
    const objects = framework.registration?.toolObjects;
    if (objects?.factories.includes(qualified)) return { flavour: framework.id, positional: objects.positional };
  }
  return undefined;
}

/** Where an expression's value is written: through loop variables and names bound once to a value. */
function valueOf(project: PythonProject, expr: Expr, env?: LoopEnv): Expr {
  const bound = expr.node.name === 'VariableName' ? env?.get(textOf(expr.file, expr.node)) : undefined;
  return followName(project, bound?.file ?? expr.file, bound?.node ?? expr.node);
}

/** The Tool.from_function call an expression's value is, if it is one. */
export function toolObjectOf(project: PythonProject, expr: Expr, env?: LoopEnv): ToolObject | undefined {
  const { file, node } = valueOf(project, expr, env);
  if (node.name !== 'CallExpression') return undefined;
  const callee = node.firstChild!;
  if (!dottedParts(file, callee)) return undefined;
  const qualified = qualifiedName(project.resolveExpression(file, callee));
  const factory = qualified === undefined ? undefined : factoryOf(project, qualified);
  return factory && { file, node, ...factory, args: argumentsOf(childOf(node, 'ArgList')!, file) };
}

/** The factory argument for `key` (by keyword, or by position), as written. */
function toolObjectArgument(object: ToolObject, key: string): Argument | undefined {
  const keyword = object.args.find((arg) => arg.name === key);
  if (keyword) return keyword;
  const index = object.positional.indexOf(key);
  const positional = object.args.filter((arg) => arg.name === undefined && !arg.spread);
  return index >= 0 && index < positional.length && object.args.indexOf(positional[index]!) === index
    ? positional[index]
    : undefined;
}

/**
 * `tool.attr` on a tool object: the expression written for it, a value the SDK fills in, or undefined when it is
 * not an attribute of a tool object or cannot be known.
 */
export function toolAttribute(
  project: PythonProject,
  file: PythonFile,
  node: SyntaxNode,
  env?: LoopEnv,
): { expr: Expr } | { value: PythonValue } | undefined {
  const [object, dot, property] = childrenOf(node);
  if (node.name !== 'MemberExpression' || dot?.name !== '.' || property?.name !== 'PropertyName' || !object)
    return undefined;
  const tool = toolObjectOf(project, { file, node: object }, env);
  if (!tool) return undefined;
  const key = textOf(file, property);
  const written = toolObjectArgument(tool, key);
  if (written) return written.spread ? undefined : { expr: { file: tool.file, node: written.value } };
  if (tool.args.some((arg) => arg.spread)) return undefined;
  if (key === 'name') {
    const fn = toolObjectArgument(tool, 'fn');
    const name = fn && functionName(project, valueOf(project, { file: tool.file, node: fn.value }));
    return name === undefined ? undefined : { value: name };
  }
  return ['title', 'annotations', 'icons', 'meta'].includes(key) ? { value: null } : undefined;
}

/** The name a function expression's def is written with (what `fn.__name__` gives). */
function functionName(project: PythonProject, expr: Expr): string | undefined {
  if (expr.node.name !== 'VariableName') return undefined;
  const name = textOf(expr.file, expr.node);
  const local = localBinding(expr.file, name, expr.node);
  if (local) return local.kind === 'function' ? name : undefined;
  const resolved = project.resolveName(expr.file, name);
  return resolved.kind === 'local' && resolved.binding.kind === 'function' ? resolved.name : undefined;
}
