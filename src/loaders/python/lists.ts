// What a list, tuple or dict that tools are taken from holds, read statically: the items of a literal (through `*xs`,
// `a + b`, `[x for x in xs if …]`, `d.values()`, `d.items()`), of a name bound once to one, and of what the code adds
// to that name afterwards (`xs.append(x)`, `xs.extend(…)`, `xs += …`), where an appended loop variable stands for each
// item of its loop. An item the code may leave out at run time (an `if` around the append, a `continue`, a removal, an
// append inside a function) makes the list an upper bound, decided at the first such place. Anything else is a reason.
import type { PythonProject } from './project.js';
import { localBinding } from './scopes.js';
import { argumentsOf, childOf, childrenOf, textOf, type PythonFile, type SyntaxNode } from './syntax.js';

/** An expression and the file it is written in. */
export interface Expr {
  file: PythonFile;
  node: SyntaxNode;
}

/** One item: its expression, and its parts where it is a pair of a dict's `.items()`. */
export interface ListItem extends Expr {
  parts?: Expr[];
}

export interface ListItems {
  items: ListItem[];
  /** The first place that decides at run time which items are there, when some may be left out. */
  decidedBy?: Expr;
}

export type ListOrWhy = ListItems | { why: string };

/** Deeper than this is not how anybody writes a tool list; it bounds hostile input. */
const MAX_DEPTH = 16;
/** More items than this in one list is not a tool list (the npm benchmark's largest server lists 73). */
export const MAX_ITEMS = 500;

const PUNCTUATION = new Set(['[', ']', '(', ')', '{', '}', ',']);
/** List methods that add items (`append`/`insert`), add a list (`extend`), or leave items out. */
const REMOVERS = new Set(['remove', 'pop', 'clear']);

export function listItems(project: PythonProject, expr: Expr, depth = 0): ListOrWhy {
  const { file, node } = expr;
  const quoted = `\`${textOf(file, node).slice(0, 60)}\``;
  if (depth > MAX_DEPTH) return { why: `${quoted} passes through too many names` };
  switch (node.name) {
    case 'ParenthesizedExpression': {
      const inner = childrenOf(node).filter((child) => !PUNCTUATION.has(child.name));
      return inner.length === 1
        ? listItems(project, { file, node: inner[0]! }, depth + 1)
        : { why: `${quoted} is not a list` };
    }
    case 'ArrayExpression':
    case 'TupleExpression':
    case 'SetExpression':
      return literalItems(project, file, node, depth);
    case 'DictionaryExpression':
      return dictItems(file, node, 'keys') ?? { why: `${quoted} is not a dict literal` };
    case 'ArrayComprehensionExpression':
      return comprehensionItems(project, file, node, depth);
    case 'BinaryExpression': {
      const [left, operator, right] = childrenOf(node);
      if (!left || !right || !operator || textOf(file, operator) !== '+')
        return { why: `${quoted} is computed at run time` };
      return joined([
        listItems(project, { file, node: left }, depth + 1),
        listItems(project, { file, node: right }, depth + 1),
      ]);
    }
    case 'CallExpression':
      return callItems(project, file, node, depth) ?? { why: `${quoted} is computed at run time` };
    case 'VariableName':
      return nameItems(project, file, node, depth);
    default:
      return { why: `${quoted} is computed at run time` };
  }
}

/** The values an expression stands for: itself, or each item of the `for` loop (or comprehension) that binds it. */
function valuesOf(project: PythonProject, expr: Expr, depth = 0): ListOrWhy {
  if (expr.node.name !== 'VariableName') return { items: [expr] };
  const name = textOf(expr.file, expr.node);
  const loop = loopBinding(expr.file, expr.node, name);
  if (!loop) return { items: [expr] };
  const iterated = listItems(project, { file: expr.file, node: loop.iterable }, depth + 1);
  if ('why' in iterated) return iterated;
  if (loop.targets.length === 1) return iterated;
  const index = loop.targets.indexOf(name);
  const items: ListItem[] = [];
  for (const item of iterated.items) {
    const values = unpacked(item, loop.targets);
    if ('why' in values) return values;
    items.push(values[index]!);
  }
  return { items, ...(iterated.decidedBy ? { decidedBy: iterated.decidedBy } : {}) };
}

/** The `for` statement or comprehension around `at` (in the same function) whose targets bind `name`. */
export function loopBinding(
  file: PythonFile,
  at: SyntaxNode,
  name: string,
): { loop: SyntaxNode; targets: string[]; iterable: SyntaxNode } | undefined {
  for (let node: SyntaxNode = at; node.parent; node = node.parent) {
    const parent = node.parent;
    if (parent.name === 'FunctionDefinition' || parent.name === 'ClassDefinition' || parent.name === 'LambdaExpression')
      return undefined;
    if (parent.name !== 'ForStatement' && parent.name !== 'ArrayComprehensionExpression') continue;
    const header = loopHeader(file, parent);
    // The loop's own iterable is evaluated outside the loop; only its body (or element) sees the targets.
    if (!header || (node.from >= header.iterable.from && node.to <= header.iterable.to)) continue;
    if (header.targetNodes.some((target) => target.from === at.from) || !header.targets.includes(name)) continue;
    return { loop: parent, targets: header.targets, iterable: header.iterable };
  }
  return undefined;
}

/** `for a, b in xs` / `[e for a in xs if …]`: the target names (and nodes), the iterable and, for a comprehension, its element. */
function loopHeader(
  file: PythonFile,
  loop: SyntaxNode,
):
  | { targets: string[]; targetNodes: SyntaxNode[]; iterable: SyntaxNode; element?: SyntaxNode; filtered: boolean }
  | undefined {
  const children = childrenOf(loop).filter((child) => !PUNCTUATION.has(child.name));
  const forIndex = children.findIndex((child) => child.name === 'for');
  const inIndex = children.findIndex((child) => child.name === 'in');
  const iterable = children[inIndex + 1];
  if (forIndex < 0 || inIndex < forIndex || !iterable) return undefined;
  const targetNodes = children.slice(forIndex + 1, inIndex);
  if (!targetNodes.every((target) => target.name === 'VariableName')) return undefined;
  // A comprehension with a second `for` is a product this does not expand.
  if (children.filter((child) => child.name === 'for').length > 1) return undefined;
  return {
    targets: targetNodes.map((target) => textOf(file, target)),
    targetNodes,
    iterable,
    ...(loop.name === 'ArrayComprehensionExpression' && forIndex === 1 ? { element: children[0]! } : {}),
    filtered: children.slice(inIndex + 2).some((child) => child.name === 'if'),
  };
}

function literalItems(project: PythonProject, file: PythonFile, node: SyntaxNode, depth: number): ListOrWhy {
  const parts: ListOrWhy[] = [];
  let spread = false;
  for (const child of childrenOf(node)) {
    if (PUNCTUATION.has(child.name)) continue;
    if (child.name === '*') {
      spread = true;
      continue;
    }
    if (child.name === 'for' || child.name === 'in')
      return { why: `\`${textOf(file, node).slice(0, 60)}\` is computed at run time` };
    parts.push(spread ? listItems(project, { file, node: child }, depth + 1) : { items: [{ file, node: child }] });
    spread = false;
  }
  return joined(parts);
}

function comprehensionItems(project: PythonProject, file: PythonFile, node: SyntaxNode, depth: number): ListOrWhy {
  const header = loopHeader(file, node);
  const quoted = `\`${textOf(file, node).slice(0, 60)}\``;
  if (!header?.element) return { why: `${quoted} is computed at run time` };
  // Only `[x for x in xs]` keeps the items themselves; an element built from them is a value made at run time.
  if (
    header.targets.length !== 1 ||
    header.element.name !== 'VariableName' ||
    textOf(file, header.element) !== header.targets[0]
  )
    return { why: `${quoted} builds its items at run time` };
  const iterated = listItems(project, { file, node: header.iterable }, depth + 1);
  if ('why' in iterated) return iterated;
  const decidedBy = iterated.decidedBy ?? (header.filtered ? { file, node } : undefined);
  return { items: iterated.items, ...(decidedBy ? { decidedBy } : {}) };
}

/** `list(xs)`, `tuple(xs)`, `sorted(xs)`, and a dict literal's `.values()` / `.items()` / `.keys()`. */
function callItems(project: PythonProject, file: PythonFile, node: SyntaxNode, depth: number): ListOrWhy | undefined {
  const callee = node.firstChild!;
  const args = argumentsOf(childOf(node, 'ArgList')!, file);
  if (callee.name === 'VariableName' && ['list', 'tuple', 'sorted'].includes(textOf(file, callee))) {
    const resolved = project.resolveName(file, textOf(file, callee));
    const builtin =
      resolved.kind === 'external' && resolved.module === 'builtins' && !localBinding(file, textOf(file, callee), node);
    if (!builtin || args.length !== 1 || args[0]!.name !== undefined || args[0]!.spread) return undefined;
    return listItems(project, { file, node: args[0]!.value }, depth + 1);
  }
  if (callee.name !== 'MemberExpression' || args.length > 0) return undefined;
  const method = callee.lastChild?.name === 'PropertyName' ? textOf(file, callee.lastChild) : undefined;
  if (method !== 'values' && method !== 'items' && method !== 'keys') return undefined;
  const dict = followName(project, file, callee.firstChild!);
  if (dict.node.name !== 'DictionaryExpression') return undefined;
  return dictItems(dict.file, dict.node, method) ?? undefined;
}

function dictItems(file: PythonFile, node: SyntaxNode, what: 'keys' | 'values' | 'items'): ListItems | undefined {
  const parts = childrenOf(node).filter((child) => child.name !== '{' && child.name !== '}' && child.name !== ',');
  const items: ListItem[] = [];
  for (let index = 0; index < parts.length; index += 3) {
    const [key, colon, value] = parts.slice(index, index + 3);
    if (!key || colon?.name !== ':' || !value) return undefined;
    const keyExpr = { file, node: key };
    const valueExpr = { file, node: value };
    items.push(
      what === 'keys' ? keyExpr : what === 'values' ? valueExpr : { file, node: value, parts: [keyExpr, valueExpr] },
    );
  }
  return { items };
}

/** A list bound once to a name, with what the code in the name's scope adds to it or takes from it. */
function nameItems(project: PythonProject, file: PythonFile, node: SyntaxNode, depth: number): ListOrWhy {
  const name = textOf(file, node);
  const local = localBinding(file, name, node);
  let holder: { file: PythonFile; value: SyntaxNode; scope: SyntaxNode };
  if (local) {
    if (local.kind !== 'value') return { why: `\`${name}\` is not bound once to a list in its function` };
    holder = { file, value: local.node, scope: local.scope };
  } else {
    const resolved = project.resolveName(file, name);
    const value =
      resolved.kind === 'local' && resolved.binding.kind === 'value'
        ? resolved.binding.node
        : resolved.kind === 'unknown'
          ? extendedValue(project, file, name)
          : undefined;
    if (!value)
      return {
        why: `\`${name}\` is not a list defined in the project${resolved.kind === 'unknown' ? ` (${resolved.why})` : ''}`,
      };
    const valueFile = resolved.kind === 'local' ? resolved.file : file;
    holder = { file: valueFile, value, scope: valueFile.tree.topNode };
  }
  const parts: ListOrWhy[] = [listItems(project, { file: holder.file, node: holder.value }, depth + 1)];
  let decidedBy: Expr | undefined;
  const decide = (at: SyntaxNode) => (decidedBy ??= { file: holder.file, node: at });
  holder.scope.cursor().iterate((ref) => {
    const site = ref.node;
    if (
      site.name === 'UpdateStatement' &&
      site.firstChild?.name === 'VariableName' &&
      textOf(holder.file, site.firstChild) === name &&
      sameBinding(holder, site.firstChild, name)
    ) {
      parts.push(listItems(project, { file: holder.file, node: site.lastChild! }, depth + 1));
      const condition = conditionOf(site, holder.scope);
      if (condition) decide(condition);
      return;
    }
    if (
      site.name === 'DeleteStatement' &&
      textOf(holder.file, site)
        .replace(/^del\s+/, '')
        .startsWith(`${name}[`)
    )
      return void decide(site);
    if (site.name !== 'CallExpression') return;
    const callee = site.firstChild!;
    if (
      callee.name !== 'MemberExpression' ||
      callee.firstChild?.name !== 'VariableName' ||
      callee.lastChild?.name !== 'PropertyName'
    )
      return;
    if (textOf(holder.file, callee.firstChild) !== name || !sameBinding(holder, callee.firstChild, name)) return;
    const method = textOf(holder.file, callee.lastChild);
    const args = argumentsOf(childOf(site, 'ArgList')!, holder.file);
    if (REMOVERS.has(method)) return void decide(site);
    const added =
      method === 'append' ? args[0] : method === 'insert' ? args[1] : method === 'extend' ? args[0] : undefined;
    if (!added) return;
    if (added.name !== undefined || added.spread)
      return void parts.push({ why: `\`${textOf(holder.file, site).slice(0, 60)}\` adds what mcp-lint cannot read` });
    const expr = { file: holder.file, node: added.value };
    parts.push(method === 'extend' ? listItems(project, expr, depth + 1) : valuesOf(project, expr, depth + 1));
    const condition = conditionOf(site, holder.scope);
    if (condition) decide(condition);
  });
  const all = joined(parts);
  if ('why' in all) return all;
  const first = all.decidedBy ?? decidedBy;
  return { items: all.items, ...(first ? { decidedBy: first } : {}) };
}

/** A module name bound once and then only extended (`TOOLS = […]` and `TOOLS += […]`): the value it is bound to. */
function extendedValue(project: PythonProject, file: PythonFile, name: string): SyntaxNode | undefined {
  const binding = project.bindingsOf(file).get(name);
  if (binding?.kind !== 'ambiguous') return undefined;
  const values = binding.nodes.filter((node) => node.name !== 'UpdateStatement');
  return values.length === 1 && values[0]!.parent?.name === 'AssignStatement' ? values[0] : undefined;
}

/** Whether `at` names the same variable as the holder's binding (not a local of the same name in a nested function). */
function sameBinding(
  holder: { file: PythonFile; value: SyntaxNode; scope: SyntaxNode },
  at: SyntaxNode,
  name: string,
): boolean {
  const local = localBinding(holder.file, name, at);
  return holder.scope.name === 'Script'
    ? local === undefined
    : local?.kind === 'value' && local.node.from === holder.value.from;
}

/**
 * What decides at run time whether the statement at `site` runs, up to `scope`: an `if`, `while`, `try`, `match`
 * or `with` around it, a `for` whose body can `continue`, `break`, `return` or `raise` before it, or a function
 * around it (it runs only when called). Undefined when it always runs once its scope does.
 */
export function conditionOf(site: SyntaxNode, scope: SyntaxNode): SyntaxNode | undefined {
  for (let node: SyntaxNode = site; node.parent; node = node.parent) {
    const parent = node.parent;
    if (sameNode(parent, scope)) return undefined;
    switch (parent.name) {
      case 'IfStatement':
      case 'WhileStatement':
      case 'MatchStatement':
      case 'TryStatement':
        return node.name === 'Body' ? conditionHead(parent) : parent;
      case 'ForStatement': {
        const exit = node.name === 'Body' ? earlyExit(node) : undefined;
        if (exit) return exit;
        break;
      }
      case 'FunctionDefinition':
      case 'LambdaExpression':
        return parent;
      default:
        break;
    }
  }
  return undefined;
}

/** The condition written after `if`/`elif`/`while` that leads to a body (the whole statement for `try` and `match`). */
function conditionHead(statement: SyntaxNode): SyntaxNode {
  const children = childrenOf(statement);
  return statement.name === 'IfStatement' || statement.name === 'WhileStatement'
    ? (children[1] ?? statement)
    : statement;
}

/** What can end a loop's body early (`if x: continue`, `break`, `return`, `raise`): the condition before it, else the statement. */
export function earlyExit(body: SyntaxNode): SyntaxNode | undefined {
  let exit: SyntaxNode | undefined;
  body.cursor().iterate((ref) => {
    if (exit) return false;
    if (ref.name === 'FunctionDefinition' || ref.name === 'ClassDefinition' || ref.name === 'LambdaExpression')
      return false;
    if (['ContinueStatement', 'BreakStatement', 'ReturnStatement', 'RaiseStatement'].includes(ref.name))
      exit = conditionOf(ref.node, body) ?? ref.node;
    return undefined;
  });
  return exit;
}

/** A name bound once to a value (in the function or the module, or imported from a project file): that value. */
export function followName(project: PythonProject, file: PythonFile, node: SyntaxNode, depth = 0): Expr {
  if (node.name !== 'VariableName' || depth > MAX_DEPTH) return { file, node };
  const name = textOf(file, node);
  const local = localBinding(file, name, node);
  if (local?.kind === 'value') return followName(project, file, local.node, depth + 1);
  if (local) return { file, node };
  const resolved = project.resolveName(file, name);
  return resolved.kind === 'local' && resolved.binding.kind === 'value'
    ? followName(project, resolved.file, resolved.binding.node, depth + 1)
    : { file, node };
}

/** Lezer makes a new object each time it hands out a node: the same node is the same span of the same type. */
function sameNode(a: SyntaxNode, b: SyntaxNode): boolean {
  return a.from === b.from && a.to === b.to && a.type === b.type;
}

/** What each of a loop's targets is bound to for one item (`for name, fn in PAIRS`: the pair's two parts). */
export function unpacked(item: ListItem, targets: readonly string[]): Expr[] | { why: string } {
  if (targets.length === 1) return [item];
  const parts = partsOf(item);
  return parts && parts.length === targets.length
    ? parts
    : { why: `\`${textOf(item.file, item.node).slice(0, 60)}\` does not unpack into ${targets.join(', ')}` };
}

/** A tuple or list item's elements, or a dict pair's key and value. */
function partsOf(item: ListItem): Expr[] | undefined {
  if (item.parts) return item.parts;
  let node = item.node;
  if (node.name === 'ParenthesizedExpression')
    node = childrenOf(node).find((child) => !PUNCTUATION.has(child.name)) ?? node;
  if (node.name !== 'TupleExpression' && node.name !== 'ArrayExpression') return undefined;
  const parts = childrenOf(node).filter((child) => !PUNCTUATION.has(child.name));
  return parts.some((part) => part.name === '*' || part.name === 'for')
    ? undefined
    : parts.map((part) => ({ file: item.file, node: part }));
}

/** The items of several lists in order, each once; the first reason or decider wins. */
function joined(parts: ListOrWhy[]): ListOrWhy {
  const items: ListItem[] = [];
  const seen = new Set<string>();
  let decidedBy: Expr | undefined;
  for (const part of parts) {
    if ('why' in part) return part;
    decidedBy ??= part.decidedBy;
    for (const item of part.items) {
      const key = `${item.file.path}\0${item.node.from}`;
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(item);
    }
    if (items.length > MAX_ITEMS) return { why: `a list of more than ${MAX_ITEMS} items` };
  }
  return { items, ...(decidedBy ? { decidedBy } : {}) };
}
