// fastmcp's description rule, on docstrings whose published form was measured with fastmcp 4.0.10 (griffelib 2.3.0).
import { describe, expect, it } from 'vitest';
import { cleandoc, docstringOf, fastmcpDocstring } from '../../../src/loaders/python/docstrings.js';
import { childOf, parsePython, statementsOf } from '../../../src/loaders/python/syntax.js';

/** The docstring value of the only function in `source`. */
function docOf(source: string): string | undefined {
  const file = parsePython('/p/server.py', 'server.py', source);
  const definition = statementsOf(file.tree.topNode)[0]!;
  return docstringOf(file, childOf(definition, 'FunctionDefinition') ?? definition).text;
}

describe('cleandoc (inspect.getdoc)', () => {
  it('expands tabs, strips the first line and the common indentation, drops blank edge lines', () => {
    expect(cleandoc('\tTab\tdoc')).toBe('Tab     doc');
    expect(cleandoc('  Leading.  ')).toBe('Leading.  ');
    expect(cleandoc('\n\n    starts with blank lines\n    ')).toBe('starts with blank lines');
    expect(cleandoc('Summary.\n\n    More.\n        Deeper.\n    ')).toBe('Summary.\n\nMore.\n    Deeper.');
  });
});

describe('fastmcp descriptions (griffe)', () => {
  it('Google: the text before the first section, and each Args entry with its continuation lines', () => {
    const doc = docOf(`def f(a, b):
    """Summary line.

    More text here.
        Indented more.

    Args:
        a: the a value
            continued here
        b (str): the b value

    Returns:
        something
    """
`);
    const parsed = fastmcpDocstring(doc);
    expect(parsed.description).toBe('Summary line.\n\nMore text here.\n    Indented more.');
    expect(Object.fromEntries(parsed.args)).toEqual({ a: 'the a value\ncontinued here', b: 'the b value' });
  });

  it('a section title needs a blank line above it and indented lines below; a code fence is text', () => {
    const parsed = fastmcpDocstring(
      cleandoc(`Do it.
    Args:
        a: not a section, no blank line above

    \`\`\`
    Args:
        a: inside a fence
    \`\`\``),
    );
    expect(parsed).toEqual({
      description: 'Do it.\nArgs:\n    a: not a section, no blank line above\n\n```\nArgs:\n    a: inside a fence\n```',
      args: new Map(),
    });
  });

  it('Sphinx: the text outside fields, each :param with its continuation lines; fields alone give ""', () => {
    const one = fastmcpDocstring(
      docOf(`def one(a, b, c):
    """Sphinx style, two lines
    of summary.

    More text.

    :param a: the a
        continued a
    :param str b: the typed b
    :type b: str
    :returns: nothing
    :raises ValueError: never
    Trailing text after fields.
    :param c: see: colon
    """
`),
    );
    expect(one.description).toBe('Sphinx style, two lines\nof summary.\n\nMore text.');
    expect(Object.fromEntries(one.args)).toEqual({ a: 'the a\ncontinued a', b: 'the typed b', c: 'see: colon' });
    const two = fastmcpDocstring(docOf('def two(a):\n    """:param a: only a field"""\n'));
    expect(two).toEqual({ description: '', args: new Map([['a', 'only a field']]) });
  });

  it('NumPy sections are not rebuilt: unresolved, never guessed; no docstring gives no description', () => {
    expect(fastmcpDocstring('Numpy.\n\n    Parameters\n    ----------\n    a : int\n        The a.\n').unresolved).toBe(
      'a NumPy docstring section (fastmcp parses it with griffe)',
    );
    expect(fastmcpDocstring(undefined)).toEqual({ args: new Map() });
  });
});
