// listItems on small sources: which items a list expression holds, through names, mutations and loops, and
// when the code may leave some out (an upper bound) or the list cannot be read at all.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listItems } from '../../../src/loaders/python/lists.js';
import { PythonProject } from '../../../src/loaders/python/project.js';
import { parsePython, snippet, statementsOf, textOf } from '../../../src/loaders/python/syntax.js';
import { tempDir } from '../../helpers/temp.js';

/** The items of the value of the last statement of `text` (an expression statement), as source text. */
function itemsOfLast(text: string, other?: Record<string, string>) {
  const root = tempDir('mcp-lint-pylists-');
  const project = new PythonProject({
    root,
    read: (path) => readFileSync(path, 'utf8'),
    display: (path) => path.slice(root.length + 1),
    parse: parsePython,
  });
  for (const [name, body] of Object.entries(other ?? {})) writeFileSync(join(root, name), body);
  const file = parsePython(join(root, 'main.py'), 'main.py', text);
  project.add(file);
  const statements = statementsOf(file.tree.topNode);
  const last = statements[statements.length - 1]!;
  const result = listItems(project, { file, node: last.firstChild! });
  if ('why' in result) return { why: result.why };
  return {
    items: result.items.map((item) => textOf(item.file, item.node)),
    decidedBy: result.decidedBy && snippet(result.decidedBy.file, result.decidedBy.node),
  };
}

describe('listItems', () => {
  it('literals, spreads, concatenation, builtins and identity comprehensions keep each written item once', () => {
    expect(itemsOfLast('A = [a, b]\nB = (c,)\n[*A, *B, a] + list(B) + sorted({d}) + [x for x in A]\n')).toEqual({
      items: ['a', 'b', 'c', 'a', 'd'],
      decidedBy: undefined,
    });
  });

  it('what the code adds to a name (append, insert, extend, +=), and a loop variable appended stands for each item', () => {
    expect(
      itemsOfLast(
        'SRC = [a, b]\nout = []\nfor t in SRC:\n    out.append(t)\nout.insert(0, c)\nout.extend([d])\nout += [e]\nout\n',
      ),
    ).toEqual({ items: ['a', 'b', 'c', 'd', 'e'], decidedBy: undefined });
  });

  it('a list imported from a project module, with its own appends there', () => {
    expect(itemsOfLast('from reg import TOOLS\nTOOLS\n', { 'reg.py': 'TOOLS = [a]\nTOOLS.append(b)\n' })).toEqual({
      items: ['a', 'b'],
      decidedBy: undefined,
    });
  });

  it('an if, a filter, a continue, a removal or an append in a function make the list an upper bound, decided at the first', () => {
    expect(itemsOfLast('out = [a]\nif flag:\n    out.append(b)\nout\n')).toEqual({
      items: ['a', 'b'],
      decidedBy: 'flag',
    });
    expect(itemsOfLast('[x for x in [a, b] if ok(x)]\n')).toEqual({
      items: ['a', 'b'],
      decidedBy: '[x for x in [a, b] if ok(x)]',
    });
    expect(
      itemsOfLast('out = []\nfor t in [a, b]:\n    if skip(t):\n        continue\n    out.append(t)\nout\n'),
    ).toEqual({ items: ['a', 'b'], decidedBy: 'skip(t)' });
    expect(itemsOfLast('out = [a, b]\nout.remove(a)\nout\n')).toEqual({
      items: ['a', 'b'],
      decidedBy: 'out.remove(a)',
    });
    expect(itemsOfLast('out = [a]\ndef more():\n    out.append(b)\nout\n')).toEqual({
      items: ['a', 'b'],
      decidedBy: expect.stringContaining('def more():'),
    });
  });

  it('a local of the same name in another function is another list', () => {
    expect(itemsOfLast('out = [a]\ndef f():\n    out = []\n    out.append(b)\nout\n')).toEqual({
      items: ['a'],
      decidedBy: undefined,
    });
  });

  it('says why when the list is computed at run time, rebound, or built from its items', () => {
    expect(itemsOfLast('load()\n')).toEqual({ why: '`load()` is computed at run time' });
    expect(itemsOfLast('out = [a]\nout = [b]\nout\n')).toEqual({
      why: expect.stringContaining('`out` is not a list defined in the project'),
    });
    expect(itemsOfLast('[wrap(x) for x in [a]]\n')).toEqual({
      why: '`[wrap(x) for x in [a]]` builds its items at run time',
    });
    expect(itemsOfLast('out = []\nout.append(*more)\nout\n')).toEqual({
      why: '`out.append(*more)` adds what mcp-lint cannot read',
    });
  });
});
