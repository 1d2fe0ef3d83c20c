// The TS reader keeps what it learns in one SourceModel per run (model.ts), never in state of its own modules: a
// module-level table would carry one run's answers into the next (serve, the ESLint plugin, --fix's passes) and live
// as long as the process. Checked on the source itself, and on the model's own behaviour.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadTypeScriptSync } from '../../../src/loaders/source/typescript.js';
import { Memo, Slot, SourceModel } from '../../../src/loaders/source/model.js';
import { REPO_ROOT } from '../../helpers/cli.js';

const ts = loadTypeScriptSync();
const READER = join(REPO_ROOT, 'src', 'loaders', 'source');

/** The two module-level values that are not state of a run, with why. */
const ALLOWED = new Map([
  // The compiler itself, loaded once: the same library for every run, holding nothing about the code read.
  ['typescript.ts: loaded', 'the loaded compiler'],
  // Typed ReadonlyMap and never written; environments that need marks are new Maps (placements.ts).
  ['values.ts: EMPTY_ENV', 'the empty environment'],
]);

const COLLECTIONS = new Set(['Map', 'WeakMap', 'Set', 'WeakSet', 'WeakRef']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** `let`/`var` at the top of a module, and `const x = new Map()` (or WeakMap, Set, …, unless built from a literal list). */
function moduleState(path: string, text: string): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const constant = (statement.declarationList.flags & ts.NodeFlags.Const) !== 0;
    for (const declaration of statement.declarationList.declarations) {
      const name = declaration.name.getText(file);
      const init = declaration.initializer;
      const collection =
        init && ts.isNewExpression(init) && ts.isIdentifier(init.expression) && COLLECTIONS.has(init.expression.text);
      const fromLiteralList =
        collection &&
        init.arguments?.length === 1 &&
        ts.isArrayLiteralExpression(init.arguments[0]!) &&
        init.expression.getText(file) === 'Set';
      if (!constant || (collection && !fromLiteralList)) found.push(`${relative(READER, path)}: ${name}`);
    }
  }
  return found;
}

describe('no module-level state in the TS reader', () => {
  test('no file of src/loaders/source keeps a table, a counter or a cache of its own', () => {
    const found = sourceFiles(READER).flatMap((path) => moduleState(path, readFileSync(path, 'utf8')));
    expect(found.filter((entry) => !ALLOWED.has(entry))).toEqual([]);
    // The allowance stays exact: an entry that no longer exists is taken out.
    expect([...ALLOWED.keys()].filter((entry) => !found.includes(entry))).toEqual([]);
  });

  test('the check finds each kind of module state it is there for', () => {
    const text = [
      'let cache;',
      'var counter = 0;',
      'const byNode = new WeakMap();',
      'const seen = new Set();',
      "const KEYWORDS = new Set(['a', 'b']);",
      "const SLOT = new Memo('what it holds');",
      'function f() { let local = new Map(); return local; }',
    ].join('\n');
    expect(moduleState(join(READER, 'example.ts'), text)).toEqual([
      'example.ts: cache',
      'example.ts: counter',
      'example.ts: byNode',
      'example.ts: seen',
    ]);
  });
});

describe('SourceModel', () => {
  const RETURNS = new Memo<object, number>('a test table');
  const INDEX = new Slot<string[]>('a test index');

  test('two models never share an answer: each run computes its own', () => {
    const key = {};
    const [first, second] = [new SourceModel(), new SourceModel()];
    let computed = 0;
    expect(first.remember(RETURNS, key, () => ++computed)).toBe(1);
    expect(first.remember(RETURNS, key, () => ++computed)).toBe(1);
    expect(second.remember(RETURNS, key, () => ++computed)).toBe(2);
    expect(first.one(INDEX, () => ['first'])).not.toBe(second.one(INDEX, () => ['second']));
  });

  test('a remembered undefined or false is an answer, not a miss', () => {
    const model = new SourceModel();
    let computed = 0;
    const falsy = new Memo<object, boolean | undefined>('falsy answers');
    const key = {};
    model.remember(falsy, key, () => (computed++, undefined));
    model.remember(falsy, key, () => (computed++, false));
    expect(computed).toBe(1);
  });
});
