import { describe, expect, it } from 'vitest';
import { forEachDefinitionString, type DefinitionString } from '../../../src/rules/shared/definition-strings.js';
import { joinPointer } from '../../../src/core/pointer.js';
import { seededRandom } from '../../helpers/seeded-random.js';

// The walk builds pointers lazily (a container's pointer only when a string under it is kept). This pins what it
// reports against a plain recursive walk that builds every pointer eagerly.
interface Row {
  text: string;
  pointer: string;
  isKey: boolean;
  role: DefinitionString['role'];
  isName: boolean;
  field: string | undefined;
}

function reference(definition: unknown, keep?: (text: string, role: Row['role']) => boolean): Row[] {
  const rows: Row[] = [];
  let nodes = 0;
  const roleOf = (key: string | undefined, parentKey: string | undefined, isToolName: boolean): Row['role'] =>
    isToolName || key === 'const' || parentKey === 'enum'
      ? 'identifier'
      : key === 'description' || key === 'title'
        ? 'prose'
        : 'other';
  const walk = (
    value: unknown,
    pointer: string,
    depth: number,
    key: string | undefined,
    parentKey: string | undefined,
    isToolName: boolean,
  ): void => {
    if (++nodes > 200_000) return;
    if (typeof value === 'string') {
      const role = roleOf(key, parentKey, isToolName);
      if (!keep || keep(value, role))
        rows.push({ text: value, pointer, isKey: false, role, isName: isToolName, field: key });
      return;
    }
    if (value === null || typeof value !== 'object' || depth >= 128) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, joinPointer(pointer, index), depth + 1, key, key, false));
      return;
    }
    for (const [name, child] of Object.entries(value)) {
      const isParameter = key === 'properties';
      const role = isParameter ? 'identifier' : 'other';
      if (!keep || keep(name, role))
        rows.push({
          text: name,
          pointer: joinPointer(pointer, name),
          isKey: true,
          role,
          isName: isParameter,
          field: name,
        });
      walk(child, joinPointer(pointer, name), depth + 1, name, key, depth === 0 && name === 'name');
    }
  };
  walk(definition, '', 0, undefined, undefined, false);
  return rows;
}

function actual(definition: unknown, keep?: (text: string, role: Row['role']) => boolean): Row[] {
  const rows: Row[] = [];
  forEachDefinitionString(
    definition,
    (found) =>
      rows.push({
        text: found.text,
        pointer: found.pointer,
        isKey: found.isKey,
        role: found.role,
        isName: found.isName,
        field: found.field,
      }),
    keep,
  );
  return rows;
}

const WORDS = [
  'name',
  'description',
  'title',
  'properties',
  'enum',
  'const',
  'items',
  'a/b',
  'x~y',
  '0',
  '12',
  'type',
  '',
  'é',
  '\u200B',
];

function generate(random: () => number, depth: number): unknown {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const r = random();
  if (depth > 5 || r < 0.35) return r < 0.05 ? 7 : r < 0.08 ? null : pick(WORDS) + (random() < 0.5 ? '' : ' text');
  if (r < 0.55) return Array.from({ length: Math.floor(random() * 4) }, () => generate(random, depth + 1));
  const object: Record<string, unknown> = {};
  for (let i = Math.floor(random() * 5); i > 0; i--) object[pick(WORDS)] = generate(random, depth + 1);
  return object;
}

describe('forEachDefinitionString', () => {
  it('reports the same strings, roles and pointers as an eager walk, for generated definitions', () => {
    // Keep only some strings, as definitionStringsOf does, so that places are skipped and made later.
    const keepSome = (text: string, role: Row['role']) =>
      role === 'prose' || text.includes('~') || text.length % 3 === 0;
    for (let seed = 1; seed <= 300; seed++) {
      const definition = generate(seededRandom(seed), 0);
      expect(actual(definition), `seed ${seed}`).toEqual(reference(definition));
      expect(actual(definition, keepSome), `seed ${seed}`).toEqual(reference(definition, keepSome));
    }
  });

  it('stops at 200,000 nodes as the eager walk does (keys of open objects still visited, values not)', () => {
    const wide = {
      description: 'first',
      list: Array.from({ length: 199_995 }, (_, i) => (i % 2 ? i : `v${i}`)),
      after: { title: 'late', a: 'x', b: { c: 'y' } },
      tail: 'z',
    };
    const all = () => true;
    expect(actual(wide, all)).toEqual(reference(wide, all));
    const keptKeys = actual(wide, all).filter((row) => row.pointer.startsWith('/after') || row.pointer === '/tail');
    expect(keptKeys.map((row) => [row.pointer, row.text])).toEqual([
      ['/after', 'after'],
      ['/after/title', 'title'],
      ['/after/title', 'late'],
      ['/after/a', 'a'],
      ['/after/b', 'b'],
      ['/tail', 'tail'],
    ]);
  });

  it('gives the definition itself the pointer "" when it is a string, and reads nothing below 128 levels', () => {
    expect(actual('read_file')).toEqual([
      { text: 'read_file', pointer: '', isKey: false, role: 'other', isName: false, field: undefined },
    ]);
    let deep: unknown = { description: 'deep' };
    for (let i = 0; i < 200; i++) deep = { nested: deep };
    const rows = actual(deep, (_text, role) => role === 'prose');
    expect(rows).toEqual(reference(deep, (_text, role) => role === 'prose'));
    expect(rows).toEqual([]);
    let shallow: unknown = { description: 'deep' };
    for (let i = 0; i < 120; i++) shallow = [shallow];
    expect(actual(shallow, (_text, role) => role === 'prose')).toEqual([
      {
        text: 'deep',
        pointer: '/0'.repeat(120) + '/description',
        isKey: false,
        role: 'prose',
        isName: false,
        field: 'description',
      },
    ]);
  });
});
