// Name resolution through the TypeScript checker (scope.ts, program.ts): each name finds the first declaration made in
// its scope, in small scopes and large ones, in modules and scripts, never another file's; and one Program, built once,
// answers every lookup in its files.
import { describe, expect, test } from 'vitest';
import { loadTypeScriptSync, type TS } from '../../../src/loaders/source/typescript.js';
import { namePrograms, resolveDeclaration as resolveIn } from '../../../src/loaders/source/scope.js';
import { SourceModel } from '../../../src/loaders/source/model.js';

const ts = loadTypeScriptSync();
const model = new SourceModel();
const resolveDeclaration = (identifier: TS.Identifier) => resolveIn(model, identifier);

function parse(text: string, name = '/project/module.ts'): TS.SourceFile {
  return ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
}

/** The identifiers `name` used as the callee of a call, in source order. */
function calleesNamed(file: TS.SourceFile, name: string): TS.Identifier[] {
  const found: TS.Identifier[] = [];
  const visit = (node: TS.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name)
      found.push(node.expression);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The line (1-based) a declaration starts on. */
function lineOf(node: TS.Node | undefined): number | undefined {
  return node ? node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1 : undefined;
}

const DECLARATIONS = [
  "import fromDefault, * as everything from 'a';",
  "import { named, other as renamed } from 'b';",
  "import type { OnlyAType } from 'c';",
  'var twice = 1;',
  'var twice = 2;',
  'const { plain, nested: [first, { deep }], ...rest } = source();',
  'function declared() {}',
  'class Declared {}',
  'enum Kind { A }',
];
const NAMES: Array<[string, number | undefined]> = [
  ['fromDefault', 1],
  ['everything', 1],
  ['named', 2],
  ['renamed', 2],
  ['OnlyAType', undefined],
  ['twice', 4],
  ['plain', 6],
  ['first', 6],
  ['deep', 6],
  ['rest', 6],
  ['declared', 7],
  ['Declared', 8],
  ['Kind', 9],
  ['undeclared', undefined],
];

describe('declarations found by scope', () => {
  // 9 declarations plus a call per name: under and over the size at which a scope is indexed.
  for (const padding of [0, 40]) {
    test(`a module of ${DECLARATIONS.length + NAMES.length + padding} statements: each name resolves to its first declaration`, () => {
      const calls = NAMES.map(([name]) => `${name}();`);
      const file = parse(
        [...DECLARATIONS, ...calls, ...Array.from({ length: padding }, (_, i) => `pad${i}();`)].join('\n'),
      );
      for (const [name, line] of NAMES)
        expect([name, lineOf(resolveDeclaration(calleesNamed(file, name)[0]!))]).toEqual([name, line]);
    });
  }

  test("a block's own declaration hides the module's, in a large block as in a small one", () => {
    const inner = Array.from({ length: 30 }, (_, i) => `  pad${i}();`);
    const file = parse(
      ['function shadowed() {}', '{', '  function shadowed() {}', ...inner, '  shadowed();', '}', 'shadowed();'].join(
        '\n',
      ),
    );
    const [inBlock, atTop] = calleesNamed(file, 'shadowed');
    expect(lineOf(resolveDeclaration(inBlock!))).toBe(3);
    expect(lineOf(resolveDeclaration(atTop!))).toBe(1);
  });

  test('a module of 10,000 calls to a function declared at its end resolves every call with one Program', () => {
    const file = parse([...Array.from({ length: 10_000 }, () => 'helper();'), 'function helper() {}'].join('\n'));
    const callees = calleesNamed(file, 'helper');
    const resolved = callees.map((callee) => resolveDeclaration(callee));
    expect(callees).toHaveLength(10_000);
    expect(resolved.every((declaration) => declaration === file.statements.at(-1))).toBe(true);
    // A Program per lookup would bind the module 10,000 times.
    expect(namePrograms(model, file).programsBuilt).toBe(1);
  });

  test('a script (no import or export) finds its own top-level names, in a function as at the top', () => {
    const file = parse(
      ['var server = make();', 'const tools = [];', 'function register() { server.add(tools); }', 'register();'].join(
        '\n',
      ),
      '/project/script.js',
    );
    const uses: TS.Identifier[] = [];
    const visit = (node: TS.Node): void => {
      if (
        ts.isIdentifier(node) &&
        ['server', 'tools', 'register'].includes(node.text) &&
        !ts.isVariableDeclaration(node.parent) &&
        !ts.isFunctionDeclaration(node.parent)
      )
        uses.push(node);
      ts.forEachChild(node, visit);
    };
    visit(file);
    expect(uses.map((use) => [use.text, lineOf(resolveDeclaration(use))])).toEqual([
      ['server', 1],
      ['tools', 2],
      ['register', 3],
    ]);
  });

  test("a parameter and a catch variable hide the module's name; a var in a block is the function's", () => {
    const file = parse(
      [
        'const value = 1;',
        'function f(value) { return value; }',
        'try {} catch (value) { value(); }',
        'function g() { if (x) { var late = 1; } late(); }',
      ].join('\n'),
    );
    const [inCatch] = calleesNamed(file, 'value');
    const [late] = calleesNamed(file, 'late');
    const returned = ((file.statements[1] as TS.FunctionDeclaration).body!.statements[0] as TS.ReturnStatement)
      .expression as TS.Identifier;
    expect(ts.isParameter(resolveDeclaration(returned)!)).toBe(true);
    expect(ts.isVariableDeclaration(resolveDeclaration(inCatch!)!) && resolveDeclaration(inCatch!)!.parent.kind).toBe(
      ts.SyntaxKind.CatchClause,
    );
    expect(lineOf(resolveDeclaration(late!))).toBe(4);
  });
});
