// What each name at a module's top level is bound to: an import, a class, a function, a value or a type alias.
// Statements inside module-level `if`, `try` and `with` blocks bind names too (`if TYPE_CHECKING: from x import Y`);
// a name bound in more than one place (`try: import orjson / except ImportError: orjson = None`, or reassigned) is
// ambiguous, and whoever asks must not guess which binding wins.
import { childOf, childrenOf, statementsOf, textOf, type PythonFile, type SyntaxNode } from './syntax.js';

export type Binding =
  /** `import a.b as c` (c → module "a.b"), or `import a.b` (a → module "a"); loaded: "a.b", which either form runs. */
  | { kind: 'module'; module: string; loaded: string; node: SyntaxNode }
  /** `from ..pkg.mod import name [as alias]`: level counts the leading dots. */
  | { kind: 'import'; module: string; level: number; name: string; node: SyntaxNode }
  | { kind: 'class'; node: SyntaxNode }
  | { kind: 'function'; node: SyntaxNode }
  /** `X = expr` or `X: T = expr`: node is the expression; annotation the declared type, if any. */
  | { kind: 'value'; node: SyntaxNode; annotation?: SyntaxNode }
  /** `type X = expr` (PEP 695): node is the aliased expression. */
  | { kind: 'alias'; node: SyntaxNode }
  | { kind: 'ambiguous'; nodes: SyntaxNode[] };

/** Module-level bindings of a file, by name. */
export function moduleBindings(file: PythonFile): Map<string, Binding> {
  const bindings = new Map<string, Binding>();
  const bind = (name: string, binding: Binding) => {
    const earlier = bindings.get(name);
    if (!earlier) bindings.set(name, binding);
    else bindings.set(name, { kind: 'ambiguous', nodes: [...nodesOf(earlier), ...nodesOf(binding)] });
  };
  const visit = (statements: SyntaxNode[]) => {
    for (const statement of statements) {
      switch (statement.name) {
        case 'ImportStatement':
          for (const [name, binding] of importBindings(file, statement)) bind(name, binding);
          break;
        case 'ClassDefinition':
        case 'FunctionDefinition':
          bindDefinition(file, statement, bind);
          break;
        case 'DecoratedStatement': {
          const definition = childOf(statement, 'FunctionDefinition') ?? childOf(statement, 'ClassDefinition');
          if (definition) bindDefinition(file, definition, bind);
          break;
        }
        case 'AssignStatement':
          for (const [name, binding] of assignmentBindings(file, statement)) bind(name, binding);
          break;
        case 'UpdateStatement': {
          const target = statement.firstChild;
          if (target?.name === 'VariableName') bind(textOf(file, target), { kind: 'ambiguous', nodes: [statement] });
          break;
        }
        case 'TypeDefinition': {
          const name = childOf(statement, 'VariableName');
          const value = statement.lastChild;
          if (name && value && value !== name) bind(textOf(file, name), { kind: 'alias', node: value });
          break;
        }
        case 'IfStatement':
        case 'TryStatement':
        case 'WithStatement':
          for (const body of childrenOf(statement).filter((child) => child.name === 'Body')) visit(statementsOf(body));
          break;
        default:
          break;
      }
    }
  };
  visit(statementsOf(file.tree.topNode));
  return bindings;
}

function nodesOf(binding: Binding): SyntaxNode[] {
  return binding.kind === 'ambiguous' ? binding.nodes : [binding.node];
}

function bindDefinition(
  file: PythonFile,
  definition: SyntaxNode,
  bind: (name: string, binding: Binding) => void,
): void {
  const name = childOf(definition, 'VariableName');
  if (!name) return;
  bind(textOf(file, name), { kind: definition.name === 'ClassDefinition' ? 'class' : 'function', node: definition });
}

/** The names an import statement binds. */
export function importBindings(file: PythonFile, statement: SyntaxNode): Array<[string, Binding]> {
  const tokens = childrenOf(statement).filter((child) => child.name !== '(' && child.name !== ')');
  const result: Array<[string, Binding]> = [];
  if (tokens[0]?.name === 'from') {
    let index = 1;
    let level = 0;
    const moduleParts: string[] = [];
    for (; index < tokens.length && tokens[index]!.name !== 'import'; index++) {
      const token = tokens[index]!;
      if (token.name === '.') {
        if (moduleParts.length === 0) level++;
      } else if (token.name === 'Ellipsis') {
        level += 3;
      } else if (token.name === 'VariableName') moduleParts.push(textOf(file, token));
    }
    const module = moduleParts.join('.');
    for (const [name, alias] of importedNames(file, tokens.slice(index + 1))) {
      // A star import binds names nobody can list without reading the module: recorded under "*", so that a name
      // found nowhere else is unknown rather than a builtin.
      result.push([alias, { kind: 'import', module, level, name, node: statement }]);
    }
    return result;
  }
  // import a.b.c [as d], e
  let parts: string[] = [];
  let alias: string | undefined;
  let expectAlias = false;
  const flush = () => {
    if (parts.length === 0) return;
    const loaded = parts.join('.');
    if (alias) result.push([alias, { kind: 'module', module: loaded, loaded, node: statement }]);
    else result.push([parts[0]!, { kind: 'module', module: parts[0]!, loaded, node: statement }]);
    parts = [];
    alias = undefined;
  };
  for (const token of tokens.slice(1)) {
    if (token.name === ',') flush();
    else if (token.name === 'as') expectAlias = true;
    else if (token.name === 'VariableName') {
      if (expectAlias) {
        alias = textOf(file, token);
        expectAlias = false;
      } else parts.push(textOf(file, token));
    }
  }
  flush();
  return result;
}

/** `name [as alias], …` after `import` in a from-import: [name, bound name] pairs; `*` for a star import. */
function importedNames(file: PythonFile, tokens: SyntaxNode[]): Array<[string, string]> {
  const names: Array<[string, string]> = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (token.name === '*') names.push(['*', '*']);
    if (token.name !== 'VariableName') continue;
    const name = textOf(file, token);
    if (tokens[index + 1]?.name === 'as' && tokens[index + 2]?.name === 'VariableName') {
      names.push([name, textOf(file, tokens[index + 2]!)]);
      index += 2;
    } else names.push([name, name]);
  }
  return names;
}

/**
 * `a = b = expr`, `X: T = expr`: each plain name target bound to the value. Unpacking (`a, b = …`) and a tuple value
 * written without parentheses (`X = 1, 2`: lezer leaves its items as siblings) bind names this cannot tell apart.
 */
function assignmentBindings(file: PythonFile, statement: SyntaxNode): Array<[string, Binding]> {
  const children = childrenOf(statement);
  const lastAssign = children.map((child) => child.name).lastIndexOf('AssignOp');
  // `X: T` alone declares, and binds nothing at run time.
  if (lastAssign < 0) return [];
  const valueTokens = children.slice(lastAssign + 1);
  const value = valueTokens.length === 1 ? valueTokens[0] : undefined;
  const result: Array<[string, Binding]> = [];
  let annotation: SyntaxNode | undefined;
  let group: SyntaxNode[] = [];
  const groups: SyntaxNode[][] = [];
  for (const child of children.slice(0, lastAssign + 1)) {
    if (child.name === 'TypeDef') annotation = child.lastChild ?? undefined;
    else if (child.name === 'AssignOp') {
      groups.push(group);
      group = [];
    } else group.push(child);
  }
  for (const targets of groups) {
    const unpacked = targets.length !== 1;
    for (const target of targets) {
      if (target.name === ',') continue;
      if (target.name === 'VariableName' && !unpacked && value) {
        result.push([textOf(file, target), { kind: 'value', node: value, ...(annotation ? { annotation } : {}) }]);
      } else for (const name of namesIn(file, target)) result.push([name, { kind: 'ambiguous', nodes: [statement] }]);
    }
  }
  return result;
}

function namesIn(file: PythonFile, target: SyntaxNode): string[] {
  if (target.name === 'VariableName') return [textOf(file, target)];
  if (
    target.name === 'TupleExpression' ||
    target.name === 'ArrayExpression' ||
    target.name === 'ParenthesizedExpression'
  ) {
    return childrenOf(target).flatMap((child) => namesIn(file, child));
  }
  return [];
}
