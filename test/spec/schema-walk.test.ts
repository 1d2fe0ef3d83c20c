// walkSchema finds a node's child keywords from the keys the node has. The order of visits, their pointers, depths,
// property names, the truncation flag and the handling of shared objects are what every walking rule's findings
// (and their order) rest on, so they are pinned against a straightforward reading of every keyword.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { walkSchema, type SubschemaVisit } from '../../src/spec/schema-walk.js';
import { isObject, type JsonObject } from '../../src/core/json-value.js';
import { escapeSegment } from '../../src/core/pointer.js';
import { REPO_ROOT } from '../helpers/cli.js';

const SINGLE = [
  'additionalProperties',
  'items',
  'additionalItems',
  'contains',
  'not',
  'if',
  'then',
  'else',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contentSchema',
];
const ARRAY = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
const MAP = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];

/** The reference: each keyword read in turn, children listed then pushed in reverse. */
function referenceWalk(
  root: unknown,
  rootPointer: string,
  maxDepth: number,
): { visits: SubschemaVisit[]; truncated: boolean } {
  const visits: SubschemaVisit[] = [];
  if (!isObject(root)) return { visits, truncated: false };
  const seen = new Set<object>();
  const stack: SubschemaVisit[] = [{ schema: root, pointer: rootPointer, depth: 0 }];
  let truncated = false;
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (seen.has(node.schema)) continue;
    seen.add(node.schema);
    visits.push(node);
    if (node.depth >= maxDepth) {
      truncated = true;
      continue;
    }
    const children: SubschemaVisit[] = [];
    const s = node.schema;
    const depth = node.depth + 1;
    for (const key of SINGLE)
      if (isObject(s[key])) children.push({ schema: s[key] as JsonObject, pointer: `${node.pointer}/${key}`, depth });
    for (const key of ARRAY) {
      const value = s[key];
      if (Array.isArray(value))
        value.forEach(
          (item, i) => isObject(item) && children.push({ schema: item, pointer: `${node.pointer}/${key}/${i}`, depth }),
        );
    }
    for (const key of MAP) {
      const value = s[key];
      if (!isObject(value)) continue;
      for (const name of Object.keys(value)) {
        const sub = value[name];
        if (isObject(sub))
          children.push({
            schema: sub,
            pointer: `${node.pointer}/${key}/${escapeSegment(name)}`,
            depth,
            ...(key === 'properties' ? { propertyName: name } : {}),
          });
      }
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return { visits, truncated };
}

function walked(
  root: unknown,
  rootPointer: string,
  maxDepth: number,
): { visits: SubschemaVisit[]; truncated: boolean } {
  const visits: SubschemaVisit[] = [];
  const { truncated } = walkSchema(root, rootPointer, (node) => visits.push(node), maxDepth);
  return { visits, truncated };
}

function expectSameWalk(root: unknown, rootPointer = '/inputSchema', maxDepth = 1000): number {
  const actual = walked(root, rootPointer, maxDepth);
  const expected = referenceWalk(root, rootPointer, maxDepth);
  expect(actual.truncated).toBe(expected.truncated);
  const shape = (v: SubschemaVisit) => ({
    schema: v.schema,
    pointer: v.pointer,
    depth: v.depth,
    propertyName: v.propertyName,
  });
  expect(actual.visits.map(shape)).toEqual(expected.visits.map(shape));
  for (let i = 0; i < actual.visits.length; i++) expect(actual.visits[i]!.schema).toBe(expected.visits[i]!.schema);
  // Rules key subschemas by pointer (required-property-exists): no two visits share one.
  expect(new Set(actual.visits.map((v) => v.pointer)).size).toBe(actual.visits.length);
  return actual.visits.length;
}

describe('walkSchema', () => {
  it('visits the published captures exactly as reading every keyword does', () => {
    const dir = join(REPO_ROOT, 'bench', 'servers', 'captures');
    let visits = 0;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      for (const tool of JSON.parse(readFileSync(join(dir, file), 'utf8')).tools) {
        visits += expectSameWalk(tool.inputSchema);
        visits += expectSameWalk(tool.outputSchema, '/outputSchema');
      }
    }
    expect(visits).toBeGreaterThan(10_000);
  });

  it('keeps keyword order (not key order), both forms of items, escapes, booleans and non-schema values', () => {
    const leaf = (n: number) => ({ description: `leaf ${n}` });
    const schema = {
      properties: { 'a/b': leaf(1), 'c~d': leaf(2), 2: leaf(3), 1: leaf(4), skip: true, nul: null },
      not: leaf(5),
      $defs: { x: leaf(6) },
      anyOf: [leaf(7), false, 'text', [leaf(8)], leaf(9)],
      items: [leaf(10), leaf(11)],
      additionalProperties: leaf(12),
      prefixItems: { notAnArray: leaf(13) },
      allOf: leaf(14),
      definitions: [leaf(15)],
      patternProperties: { '^x': { items: leaf(16), properties: { deep: leaf(17) } } },
      dependentSchemas: { d: leaf(18) },
      contentSchema: leaf(19),
      unknownKeyword: leaf(20),
      enum: [leaf(21)],
    };
    expect(expectSameWalk(schema)).toBeGreaterThan(15);
    const order = walked(schema, '', 1000).visits.map((v) => v.pointer);
    expect(order.slice(0, 4)).toEqual(['', '/additionalProperties', '/not', '/contentSchema']);
    expect(order).toContain('/properties/a~1b');
    expect(order).toContain('/properties/c~0d');
  });

  it('visits a shared object once, at its first place, and stops at maxDepth', () => {
    const shared = { type: 'string' };
    const schema = {
      properties: { a: shared, b: { items: shared }, c: { allOf: [shared, { not: shared }] } },
      $defs: { s: shared },
    };
    expectSameWalk(schema);
    let deep: JsonObject = { type: 'string' };
    for (let i = 0; i < 100; i++) deep = { properties: { x: deep }, not: { items: [deep] } };
    for (const maxDepth of [0, 1, 5, 64]) expectSameWalk(deep, '', maxDepth);
  });

  // Pointers are built lazily from the parent's.
  it('builds a pointer when it is first read, whichever visit is read first', () => {
    let deep: JsonObject = { type: 'string' };
    for (let i = 0; i < 900; i++)
      deep =
        i % 3 === 0
          ? { properties: { [`a/${i}~`]: deep } }
          : i % 3 === 1
            ? { anyOf: [{ type: 'null' }, deep] }
            : { not: deep };
    const visits = walked(deep, '/inputSchema', 1000).visits;
    const expected = referenceWalk(deep, '/inputSchema', 1000).visits.map((v) => v.pointer);
    // Deepest first, then one from the middle, then all in order.
    expect(visits[visits.length - 1]!.pointer).toBe(expected[expected.length - 1]);
    expect(visits[400]!.pointer).toBe(expected[400]);
    expect(visits.map((v) => v.pointer)).toEqual(expected);
  });

  // A plain object's keys are found by enumeration: values are JSON data, whose properties are all enumerable.
  it('reads objects that are not plain data through property access', () => {
    const proto = { not: { description: 'inherited' } };
    const child = Object.create(proto) as JsonObject;
    child.properties = { a: { type: 'string' } };
    const nullProto = Object.assign(Object.create(null) as JsonObject, {
      items: { type: 'number' },
      anyOf: [{ type: 'null' }],
    });
    class Schema {
      type = 'object';
      get not(): JsonObject {
        return leafOfClass;
      }
    }
    const leafOfClass = { description: 'from a getter' };
    const instance = new Schema() as unknown as JsonObject;
    for (const schema of [child, { properties: { p: child } }, { anyOf: [nullProto] }, nullProto, instance])
      expectSameWalk(schema);
    expect(walked(instance, '', 10).visits.map((v) => v.pointer)).toEqual(['', '/not']);
    expect(walked(child, '', 10).visits.map((v) => v.pointer)).toEqual(['', '/not', '/properties/a']);
  });

  it('matches the reference on random schemas', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const keys = [...SINGLE, ...ARRAY, ...MAP, 'type', 'description', 'enum'];
    const pool: JsonObject[] = [];
    const build = (depth: number): unknown => {
      if (depth > 4 || random(5) === 0) return [true, false, null, 'x', 3, [], {}][random(7)];
      if (pool.length > 0 && random(10) === 0) return pool[random(pool.length)];
      const schema: JsonObject = {};
      for (let i = random(4); i >= 0; i--) {
        const key = keys[random(keys.length)]!;
        const kind = random(3);
        schema[key] =
          kind === 0
            ? build(depth + 1)
            : kind === 1
              ? [build(depth + 1), build(depth + 1)]
              : { [['a', 'b/c', '0', 'd~'][random(4)]!]: build(depth + 1), e: build(depth + 1) };
      }
      pool.push(schema);
      return schema;
    };
    for (let i = 0; i < 3000; i++) expectSameWalk(build(0), '/inputSchema', random(6));
  });
});
