// Names inside functions: what a name used in a function body is bound to there (a parameter, an assignment, a
// nested `def`), for servers built and tools registered inside `def create_server():` or `def register(mcp):`.
// Only plain bindings count; a name bound twice in one function is ambiguous, as at module level (names.ts).
import {
  childOf,
  childrenOf,
  parametersOf,
  statementsOf,
  textOf,
  type Parameter,
  type PythonFile,
  type SyntaxNode,
} from './syntax.js';
import { namesOfTarget } from './with-items.js';

export type LocalBinding =
  | { kind: 'parameter'; function: SyntaxNode; parameter: Parameter; index: number }
  /** `scope`: the function that binds it. */
  | { kind: 'value'; node: SyntaxNode; scope: SyntaxNode }
  | { kind: 'function'; node: SyntaxNode }
  | { kind: 'ambiguous' };

/** The functions around a node, innermost first (class bodies are not scopes their methods see). */
export function enclosingFunctions(node: SyntaxNode): SyntaxNode[] {
  const functions: SyntaxNode[] = [];
  for (let parent = node.parent; parent; parent = parent.parent)
    if (parent.name === 'FunctionDefinition') functions.push(parent);
  return functions;
}

/** The class whose method holds the node (`self.mcp` inside a method), if any. */
export function enclosingClass(node: SyntaxNode): SyntaxNode | undefined {
  const [method] = enclosingFunctions(node);
  return method && classOfMethod(method);
}

/** The class a function is defined in as a method (decorated or not). */
export function classOfMethod(fn: SyntaxNode): SyntaxNode | undefined {
  const holder = fn.parent?.name === 'DecoratedStatement' ? fn.parent.parent : fn.parent;
  return holder?.name === 'Body' && holder.parent?.name === 'ClassDefinition' ? holder.parent : undefined;
}

/** What `name` is bound to in the innermost function around `at` that binds it; undefined when none does (a module name). */
export function localBinding(file: PythonFile, name: string, at: SyntaxNode): LocalBinding | undefined {
  for (const fn of enclosingFunctions(at)) {
    const found = bindingIn(file, fn, name);
    if (found) return found;
  }
  return undefined;
}

function bindingIn(file: PythonFile, fn: SyntaxNode, name: string): LocalBinding | undefined {
  const params = childOf(fn, 'ParamList');
  const parameters = params ? parametersOf(params, file) : [];
  const index = parameters.findIndex((p) => p.name === name);
  const found: StatementBinding[] = [];
  if (index >= 0) found.push({ kind: 'parameter', function: fn, parameter: parameters[index]!, index });
  const body = childOf(fn, 'Body');
  if (body) for (const statement of blockStatements(body)) found.push(...bindingsOfStatement(file, statement, name));
  if (found.length === 0) return undefined;
  const [only] = found;
  if (found.length > 1) return { kind: 'ambiguous' };
  return only!.kind === 'value' ? { ...only!, scope: fn } : only;
}

/** The statements of a body and of the if/try/with/for/while blocks in it, not those of nested functions or classes. */
export function blockStatements(body: SyntaxNode): SyntaxNode[] {
  const result: SyntaxNode[] = [];
  for (const statement of statementsOf(body)) {
    result.push(statement);
    if (['IfStatement', 'TryStatement', 'WithStatement', 'ForStatement', 'WhileStatement'].includes(statement.name)) {
      for (const inner of childrenOf(statement).filter((child) => child.name === 'Body'))
        result.push(...blockStatements(inner));
    }
  }
  return result;
}

/** A binding as one statement makes it, before the function it is in is known. */
type StatementBinding = Exclude<LocalBinding, { kind: 'value' }> | { kind: 'value'; node: SyntaxNode };

function bindingsOfStatement(file: PythonFile, statement: SyntaxNode, name: string): StatementBinding[] {
  if (statement.name === 'FunctionDefinition' || statement.name === 'DecoratedStatement') {
    const fn = statement.name === 'FunctionDefinition' ? statement : childOf(statement, 'FunctionDefinition');
    const fnName = fn && childOf(fn, 'VariableName');
    return fn && fnName && textOf(file, fnName) === name ? [{ kind: 'function', node: fn }] : [];
  }
  if (statement.name === 'AssignStatement') {
    const children = childrenOf(statement);
    const lastAssign = children.map((child) => child.name).lastIndexOf('AssignOp');
    if (lastAssign < 0) return [];
    const values = children.slice(lastAssign + 1);
    const targets = children
      .slice(0, lastAssign)
      .filter((child) => child.name === 'VariableName' && textOf(file, child) === name);
    if (targets.length === 0) return [];
    // `a, b = …` or a tuple value: not one value this can name.
    const plain = values.length === 1 && !children.slice(0, lastAssign).some((child) => child.name === ',');
    return [plain ? { kind: 'value', node: values[0]! } : { kind: 'ambiguous' }];
  }
  if (statement.name === 'ImportStatement' || statement.name === 'ForStatement' || statement.name === 'WithStatement') {
    // Bound by an import, a loop or `with … as name` inside the function: nothing this follows. A loop's iterable
    // and a `with`'s context manager are read there, not bound.
    const children = childrenOf(statement);
    const inAt = children.findIndex((child) => child.name === 'in');
    const targets =
      statement.name === 'ForStatement'
        ? children.slice(0, inAt < 0 ? children.length : inAt)
        : statement.name === 'WithStatement'
          ? children.filter((_, index) => children[index - 1]?.name === 'as')
          : children;
    const binds = targets.some((child) => namesIn(file, child).includes(name));
    return binds ? [{ kind: 'ambiguous' }] : [];
  }
  return [];
}

/** The calls in a file whose callee is the name `name` or an attribute `x.name` (`register(mcp)`, `tools.register(mcp)`). */
export function callsOf(file: PythonFile, name: string): SyntaxNode[] {
  const calls: SyntaxNode[] = [];
  file.tree.iterate({
    enter(ref) {
      if (ref.name !== 'CallExpression') return;
      const callee = ref.node.firstChild;
      const last = callee?.name === 'MemberExpression' ? callee.lastChild : callee;
      if ((last?.name === 'VariableName' || last?.name === 'PropertyName') && textOf(file, last) === name)
        calls.push(ref.node);
    },
  });
  return calls;
}

/** The names a target binds: a name, or the names in a tuple or list of targets (`for a, (b, c) in …`). */
function namesIn(file: PythonFile, target: SyntaxNode): string[] {
  if (target.name === 'VariableName') return namesOfTarget(textOf(file, target));
  if (['TupleExpression', 'ArrayExpression', 'ParenthesizedExpression'].includes(target.name))
    return childrenOf(target).flatMap((child) => namesIn(file, child));
  return [];
}
