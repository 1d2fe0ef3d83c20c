// The exclusive arms a place in a Python file sits in: a body of an if/elif/else chain, a case of a match, a side
// of `a if c else b`. Two registrations in different arms of one branch never both run (a server that registers
// `search` in each arm lists it once), which tool-name-unique reads from the branch path in the shape the TS reader
// gives. Every path starts at the module: where a helper function is called is not traced, so a registration in
// one is judged as if it were at module level, as before paths were given. Other compound statements (loops, `with`,
// `try`) are not alternatives: both of their bodies may run.
import type { BranchPath } from '../../core/facts.js';
import type { PythonFile, SyntaxNode } from './syntax.js';

/** The branch path of `node`: the arms around it, each named by its branch's and its own offset in `file`. */
export function branchPathOf(file: PythonFile, node: SyntaxNode): BranchPath {
  const arms: string[] = [];
  // One step per enclosing node: linear in the nesting depth, which the parser's budget bounds.
  for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (isArm(parent, child)) arms.push(`${file.path}:${parent.from}#${child.from}`);
  }
  return { root: 'module', arms };
}

function isArm(parent: SyntaxNode, child: SyntaxNode): boolean {
  switch (parent.name) {
    case 'IfStatement':
      // `if`, each `elif` and `else` have one Body each; the conditions are not arms (they run in turn).
      return child.name === 'Body';
    case 'MatchBody':
      return child.name === 'MatchClause';
    case 'ConditionalExpression':
      // `then if test else other`: the first and last operands are the arms, the test runs in either.
      return sameNode(parent.firstChild, child) || sameNode(parent.lastChild, child);
    default:
      return false;
  }
}

function sameNode(a: SyntaxNode | null, b: SyntaxNode): boolean {
  return a !== null && a.from === b.from && a.to === b.to;
}
