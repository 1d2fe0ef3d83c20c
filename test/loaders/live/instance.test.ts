// Probe arguments built from input schemas: the smallest valid instance, and instances that break the schema.
import { describe, expect, it } from 'vitest';
import { invalidInstances, minimalInstance } from '../../../src/loaders/live/probes/instance.js';
import { compileSchema } from '../../../src/loaders/live/probes/schema-check.js';

function validFor(schema: Record<string, unknown>): unknown {
  const built = minimalInstance(schema);
  if (!built.ok) throw new Error(built.reason);
  const compiled = compileSchema(schema);
  if (!compiled.ok) throw new Error(compiled.reason);
  expect(compiled.check(built.value, 'arguments')).toEqual([]);
  return built.value;
}

describe('minimalInstance', () => {
  it("gives parameters named __proto__ and constructor as arguments, not as a prototype or Object.prototype's", () => {
    const schema = JSON.parse(
      '{"type":"object","properties":{"__proto__":{"type":"string"}},"required":["__proto__","constructor"]}',
    );
    const built = minimalInstance(schema);
    expect(built.ok && JSON.stringify(built.value)).toBe('{"__proto__":"example","constructor":"example"}');
  });

  it('fills only required properties', () => {
    expect(
      validFor({ type: 'object', properties: { a: { type: 'string' }, b: { type: 'number' } }, required: ['a'] }),
    ).toEqual({ a: 'example' });
  });

  it('honours enum, const, formats, lengths, bounds and multipleOf', () => {
    const schema = {
      type: 'object',
      properties: {
        unit: { enum: ['c', 'f'] },
        kind: { const: 'weather' },
        email: { type: 'string', format: 'email' },
        when: { type: 'string', format: 'date-time' },
        code: { type: 'string', minLength: 12 },
        short: { type: 'string', maxLength: 3 },
        count: { type: 'integer', minimum: 3, maximum: 9 },
        step: { type: 'number', exclusiveMinimum: 0, multipleOf: 0.5 },
        id: { type: 'string', pattern: '^[a-z]+-\\d$' },
      },
      required: ['unit', 'kind', 'email', 'when', 'code', 'short', 'count', 'step', 'id'],
    };
    expect(validFor(schema)).toEqual({
      unit: 'c',
      kind: 'weather',
      email: 'user@example.com',
      when: '2024-01-01T00:00:00Z',
      code: 'examplexxxxx',
      short: 'exa',
      count: 3,
      step: 0.5,
      id: 'example-1',
    });
  });

  it('follows local $refs, allOf, anyOf and nested objects and arrays', () => {
    const schema = {
      type: 'object',
      $defs: { point: { type: 'object', properties: { x: { type: 'number' } }, required: ['x'] } },
      properties: {
        at: { $ref: '#/$defs/point' },
        tags: { type: 'array', items: { type: 'string' }, minItems: 2 },
        either: { anyOf: [{ type: 'null' }, { type: 'boolean' }] },
        both: {
          allOf: [
            { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] },
            { required: ['b'], properties: { b: { type: 'integer' } } },
          ],
        },
      },
      required: ['at', 'tags', 'either', 'both'],
    };
    expect(validFor(schema)).toEqual({
      at: { x: 0 },
      tags: ['example', 'example'],
      either: null,
      both: { a: 'example', b: 0 },
    });
  });

  it('gives up, with a reason, on what it cannot build', () => {
    expect(
      minimalInstance({ type: 'object', properties: { a: { $ref: 'https://example.com/s.json' } }, required: ['a'] }),
    ).toEqual({ ok: false, reason: 'property "a": it uses a non-local $ref "https://example.com/s.json"' });
    expect(minimalInstance({ type: 'integer', minimum: 5, maximum: 4 }).ok).toBe(false);
    expect(minimalInstance({ type: 'string', pattern: '^[Q]{3}$' }).ok).toBe(false);
  });

  it('does not loop on a recursive $ref', () => {
    const schema = {
      $ref: '#/$defs/node',
      $defs: { node: { type: 'object', properties: { next: { $ref: '#/$defs/node' } }, required: ['next'] } },
    };
    expect(minimalInstance(schema)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('nests more than 32 levels deep'),
    });
  });
});

describe('invalidInstances', () => {
  it('drops a required property, then breaks a type, then adds an unknown key', () => {
    const schema = {
      type: 'object',
      properties: { city: { type: 'string' } },
      required: ['city'],
      additionalProperties: false,
    };
    expect(invalidInstances(schema, { city: 'example' }).map((c) => c.value)).toEqual([
      {},
      { city: 12345 },
      { city: 'example', mcp_lint_unexpected_argument: 1 },
    ]);
  });

  it('offers nothing for a schema that accepts any object', () => {
    expect(invalidInstances({ type: 'object' }, {})).toEqual([]);
  });
});

describe('minimalInstance: the example a description gives', () => {
  it('takes e.g. "…", e.g. \'…\' and a bare e.g. word, within the length bounds, and falls back otherwise', () => {
    expect(
      minimalInstance({ type: 'string', description: 'City name, e.g. "London". Matching ignores case.' }),
    ).toEqual({ ok: true, value: 'London' });
    expect(minimalInstance({ type: 'string', description: "A file, e.g. 'notes.md'" })).toEqual({
      ok: true,
      value: 'notes.md',
    });
    expect(minimalInstance({ type: 'string', description: 'A word, e.g. apple.' })).toEqual({
      ok: true,
      value: 'apple',
    });
    expect(minimalInstance({ type: 'string', maxLength: 3, description: 'A word, e.g. apple' })).toEqual({
      ok: true,
      value: 'exa',
    });
    expect(minimalInstance({ type: 'string', pattern: '^[0-9]+$', description: 'An id, e.g. abc' })).toEqual({
      ok: true,
      value: '1',
    });
    expect(minimalInstance({ type: 'string', format: 'email', description: 'e.g. "me"' })).toEqual({
      ok: true,
      value: 'user@example.com',
    });
  });
});
