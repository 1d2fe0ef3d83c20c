// Tools changed behind the SDK's back: `mcp._tool_manager._tools["x"].parameters = SCHEMA` (the SDK's own
// everything-server does this to install a schema MCPServer cannot build) or fastmcp's `mcp._local_provider`. What such
// an edit does to tools/list is not rebuilt: the tool it names is unresolved as a whole, or the file when no tool is named.
import { stringValue } from './literals.js';
import { childrenOf, rangeOf, textOf, type PythonFile, type SyntaxNode } from './syntax.js';
import type { Range } from '../../core/position.js';

const PRIVATE_STATE = /\._(tool_manager|local_provider)\b/;
const MUTATORS = new Set([
  'pop',
  'popitem',
  'clear',
  'update',
  'setdefault',
  'add_tool',
  'remove_tool',
  '__setitem__',
  '__delitem__',
]);

export interface PrivateEdit {
  /** The tool named by a string subscript (`_tools["x"]`), when there is one. */
  tool?: string;
  text: string;
  range: Range;
}

export function privateEdits(file: PythonFile): PrivateEdit[] {
  if (!PRIVATE_STATE.test(file.text)) return [];
  const edits: PrivateEdit[] = [];
  file.tree.iterate({
    enter(ref) {
      const node = ref.node;
      let target: SyntaxNode | undefined;
      if (node.name === 'AssignStatement' || node.name === 'UpdateStatement') target = node.firstChild ?? undefined;
      else if (node.name === 'DeleteStatement') target = node.lastChild ?? undefined;
      else if (
        node.name === 'CallExpression' &&
        node.firstChild?.name === 'MemberExpression' &&
        MUTATORS.has(textOf(file, node.firstChild.lastChild!))
      )
        target = node.firstChild;
      if (!target || !PRIVATE_STATE.test(textOf(file, target))) return;
      const text = textOf(file, target).replace(/\s+/g, ' ');
      edits.push({
        ...subscriptName(file, target),
        text: text.length > 60 ? `${text.slice(0, 57)}…` : text,
        range: rangeOf(file, target),
      });
      return false;
    },
  });
  return edits;
}

/** The first string literal used as a subscript in the target (`_tools["x"]`). */
function subscriptName(file: PythonFile, node: SyntaxNode): { tool?: string } {
  for (const child of childrenOf(node)) {
    if (child.name === 'String') {
      const value = stringValue(file, child);
      if (value !== undefined) return { tool: value };
    }
    const inner = subscriptName(file, child);
    if (inner.tool !== undefined) return inner;
  }
  return {};
}
