// Finds the `#` comments of a Python file in its syntax tree (a `#` inside a string is no comment) and asks
// core/directives.ts what each one says: `# mcp-lint-disable-next-line <id> -- reason` and the rest of that grammar.
import { DIRECTIVE_PREFIX, parseDirective } from '../../core/directives.js';
import type { DisableDirective } from '../../core/types.js';
import { rangeOf, type PythonFile } from './syntax.js';

export function parseDirectives(file: PythonFile): DisableDirective[] {
  if (!file.text.includes(DIRECTIVE_PREFIX)) return [];
  let firstCode = file.text.length;
  for (let child = file.tree.topNode.firstChild; child; child = child.nextSibling) {
    if (child.name !== 'Comment') {
      firstCode = child.from;
      break;
    }
  }
  const directives: DisableDirective[] = [];
  file.tree.iterate({
    enter(node) {
      if (node.name !== 'Comment') return;
      const body = file.text.slice(node.from + 1, node.to);
      if (!body.includes(DIRECTIVE_PREFIX)) return;
      const directive = parseDirective(body, rangeOf(file, node), node.from < firstCode);
      if (directive) directives.push(directive);
    },
  });
  return directives;
}
