import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  parsePython,
  argumentsOf,
  parametersOf,
  docstringNode,
  childOf,
  textOf,
  statementsOf,
  type PythonFile,
} from '../../../src/loaders/python/syntax.js';
import { staticValue, stringValue } from '../../../src/loaders/python/literals.js';
import { moduleBindings } from '../../../src/loaders/python/names.js';
import { PythonProject, qualifiedName } from '../../../src/loaders/python/project.js';

const parse = (text: string, path = '/project/server.py') => parsePython(path, 'server.py', text);

/** The value of the module's single assignment `X = …`. */
function valueOf(source: string) {
  const file = parse(`X = ${source}\n`);
  const statement = statementsOf(file.tree.topNode)[0]!;
  return staticValue(file, statement.lastChild!);
}

describe('Python literals', () => {
  it('decodes str literals as Python does', () => {
    expect(valueOf(`"a\\tb\\x41\\u00e9\\N{BULLET}"`)).toBeUndefined(); // \N{…} is not decoded: unknown, not guessed
    expect(valueOf(`"a\\tb\\x41\\u00e9\\101\\q"`)).toBe('a\tbAé' + 'A' + '\\q');
    expect(valueOf(`r"a\\tb"`)).toBe('a\\tb');
    expect(valueOf(`"""one\n  two"""`)).toBe('one\n  two');
    expect(valueOf(`"a" 'b' f"c{{d}}"`)).toBe('abc{d}');
    expect(valueOf(`f"x{y}"`)).toBeUndefined();
    expect(valueOf(`b"bytes"`)).toBeUndefined();
    expect(valueOf(`"a" + "b"`)).toBe('ab');
  });

  it('reads numbers, constants and containers', () => {
    expect(valueOf('1_000')).toBe(1000);
    expect(valueOf('-2.5e3')).toBe(-2500);
    expect(valueOf('0x1F')).toBe(31);
    expect(valueOf('3j')).toBeUndefined();
    expect(valueOf('99999999999999999999')).toBeUndefined();
    expect(valueOf(`{"type": "object", 'p': [1, True, None, (2,)], "__proto__": 1}`)).toEqual(
      JSON.parse('{"type": "object", "p": [1, true, null, [2]], "__proto__": 1}'),
    );
    expect(valueOf('{1: "a"}')).toBeUndefined();
    expect(valueOf('{**base}')).toBeUndefined();
    expect(valueOf('some_call()')).toBeUndefined();
  });

  it('keeps an unterminated string unknown', () => {
    const file = parse('X = "abc\n');
    const node = statementsOf(file.tree.topNode)[0]?.lastChild;
    expect(node && stringValue(file, node)).toBeUndefined();
  });
});

describe('Python syntax helpers', () => {
  it('splits parameters and arguments', () => {
    const file = parse(
      'def f(self, a: int, /, b: str = "x", *args, c: "C" = None, **kw) -> None: ...\nf(1, key="v", *rest, **more)\n',
    );
    const [definition, call] = statementsOf(file.tree.topNode);
    const parameters = parametersOf(childOf(definition!, 'ParamList')!, file);
    expect(
      parameters.map((p) => [
        p.name,
        p.kind,
        p.annotation && textOf(file, p.annotation),
        p.default && textOf(file, p.default),
      ]),
    ).toEqual([
      ['self', 'positional', undefined, undefined],
      ['a', 'positional', 'int', undefined],
      ['b', 'positional', 'str', '"x"'],
      ['args', 'var-positional', undefined, undefined],
      ['c', 'keyword-only', '"C"', 'None'],
      ['kw', 'var-keyword', undefined, undefined],
    ]);
    const args = argumentsOf(call!.firstChild!.lastChild!, file);
    expect(args.map((a) => [a.name, a.spread, textOf(file, a.value)])).toEqual([
      [undefined, undefined, '1'],
      ['key', undefined, '"v"'],
      [undefined, '*', 'rest'],
      [undefined, '**', 'more'],
    ]);
  });

  it('finds a docstring only as the first statement', () => {
    const file = parse('def f():\n    """Doc."""\n    return 1\ndef g():\n    x = 1\n    "not a docstring"\n');
    const [f, g] = statementsOf(file.tree.topNode);
    expect(textOf(file, docstringNode(f!)!)).toBe('"""Doc."""');
    expect(docstringNode(g!)).toBeUndefined();
  });
});

describe('module bindings', () => {
  it('binds imports, definitions and values, and marks names bound twice as ambiguous', () => {
    const file = parse(
      [
        'import mcp.server.lowlevel as ll, os.path',
        'from ..pkg.mod import (A as B, C)',
        'from x import *',
        'type Alias = list[int]',
        'N: int = 3',
        'try:',
        '    import orjson',
        'except ImportError:',
        '    orjson = None',
        'if TYPE_CHECKING:',
        '    from typing import Any',
        '@decorator',
        'class Model(BaseModel):',
        '    a: int',
        'def tool(): ...',
        'a, b = 1, 2',
        'pair = 1, 2',
        'p = q = "same"',
        'declared: int',
      ].join('\n'),
    );
    const bindings = moduleBindings(file);
    const kind = (name: string) => bindings.get(name)?.kind;
    expect(bindings.get('ll')).toMatchObject({ kind: 'module', module: 'mcp.server.lowlevel' });
    expect(bindings.get('os')).toMatchObject({ kind: 'module', module: 'os' });
    expect(bindings.get('B')).toMatchObject({ kind: 'import', module: 'pkg.mod', level: 2, name: 'A' });
    expect(bindings.get('C')).toMatchObject({ kind: 'import', name: 'C' });
    expect(bindings.get('*')).toMatchObject({ kind: 'import', module: 'x', name: '*' });
    expect([
      kind('Alias'),
      kind('N'),
      kind('orjson'),
      kind('Any'),
      kind('Model'),
      kind('tool'),
      kind('a'),
      kind('b'),
      kind('pair'),
      kind('p'),
      kind('q'),
      kind('declared'),
    ]).toEqual([
      'alias',
      'value',
      'ambiguous',
      'import',
      'class',
      'function',
      'ambiguous',
      'ambiguous',
      'ambiguous',
      'value',
      'value',
      undefined,
    ]);
  });
});

describe('PythonProject', () => {
  function project(files: Record<string, string>) {
    const root = mkdtempSync(join(tmpdir(), 'mcp-lint-py-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    const reads: string[] = [];
    const py = new PythonProject({
      root: join(root, 'app'),
      read: (path) => (reads.push(path), readFileSync(path, 'utf8')),
      display: (path) => path.slice(root.length + 1),
      parse: (path, source, text) => parsePython(path, source, text),
    });
    const open = (path: string): PythonFile => {
      const file = parsePython(join(root, path), path, readFileSync(join(root, path), 'utf8'));
      py.add(file);
      return file;
    };
    return { py, open, reads, root };
  }

  it('follows relative and absolute imports to project files, and leaves the rest external', () => {
    const { py, open, reads } = project({
      'app/pkg/server.py':
        'from .models import Item\nfrom pkg import shapes\nfrom mcp.server.mcpserver import MCPServer\nimport mcp.types as types\nfrom . import missing\n',
      'app/pkg/models.py': 'from .base import Item\n',
      'app/pkg/base.py': 'class Item: ...\n',
      'app/pkg/shapes.py': 'class Shape: ...\n',
      'outside.py': 'class Outside: ...\n',
    });
    const server = open('app/pkg/server.py');
    const item = py.resolveName(server, 'Item');
    expect(item.kind === 'local' && [item.file.source, item.binding.kind]).toEqual(['app/pkg/base.py', 'class']);
    const shapes = py.resolveName(server, 'shapes');
    expect(shapes.kind === 'local-module' && shapes.file.source).toBe('app/pkg/shapes.py');
    expect(qualifiedName(py.resolveName(server, 'MCPServer'))).toBe('mcp.server.mcpserver.MCPServer');
    expect(py.resolveName(server, 'missing')).toMatchObject({ kind: 'unknown' });
    expect(py.resolveName(server, 'int')).toEqual({ kind: 'external', module: 'builtins', name: 'int' });
    expect(reads.some((path) => path.endsWith('outside.py'))).toBe(false);
  });

  it('resolves dotted names through modules', () => {
    const { py, open } = project({
      'app/server.py':
        'import mcp.types as types\nfrom pkg import shapes\nx = types.Tool\ny = shapes.Shape\nz = shapes.Shape.inner\n',
      'app/pkg/shapes.py': 'class Shape: ...\n',
    });
    const server = open('app/server.py');
    const values = statementsOf(server.tree.topNode)
      .slice(2)
      .map((statement) => statement.lastChild!);
    expect(qualifiedName(py.resolveExpression(server, values[0]!))).toBe('mcp.types.Tool');
    const shape = py.resolveExpression(server, values[1]!);
    expect(shape.kind === 'local' && shape.file.source).toBe('app/pkg/shapes.py');
    expect(py.resolveExpression(server, values[2]!).kind).toBe('unknown');
  });

  it('treats a name that may come from a star import as unknown', () => {
    const { py, open } = project({ 'app/s.py': 'from helpers import *\n' });
    expect(py.resolveName(open('app/s.py'), 'thing')).toMatchObject({ kind: 'unknown' });
  });
});
