// json-schema-in-zod-api's suggestion: the zod shape for a JSON Schema, or nothing when zod cannot say the same.
import { describe, expect, it } from 'vitest';
import { zodShapeFromJsonSchema } from '../../../src/rules/shared/zod-from-json-schema.js';

describe('zodShapeFromJsonSchema', () => {
  it('converts types, bounds, enums, descriptions, defaults and required', () => {
    const schema = {
      type: 'object',
      properties: {
        city: { type: 'string', minLength: 1, maxLength: 80, description: 'City "name"' },
        days: { type: 'integer', minimum: 1, maximum: 7, default: 3 },
        units: { type: 'string', enum: ['metric', 'imperial'] },
        tags: { type: 'array', items: { type: 'string' }, maxItems: 5 },
        'x-filter': { type: 'object', properties: { exact: { type: 'boolean' } }, required: ['exact'] },
      },
      required: ['city'],
    };
    expect(zodShapeFromJsonSchema(schema)).toBe(
      '{ city: z.string().min(1).max(80).describe("City \\"name\\""), days: z.number().int().min(1).max(7).default(3), ' +
        'units: z.enum(["metric", "imperial"]).optional(), tags: z.array(z.string()).max(5).optional(), ' +
        '"x-filter": z.object({ exact: z.boolean() }).optional() }',
    );
  });

  it('gives nothing for keywords without an exact zod counterpart', () => {
    expect(
      zodShapeFromJsonSchema({ type: 'object', properties: { a: { type: 'string', format: 'email' } } }),
    ).toBeUndefined();
    expect(
      zodShapeFromJsonSchema({
        type: 'object',
        properties: { a: { anyOf: [{ type: 'string' }, { type: 'number' }] } },
      }),
    ).toBeUndefined();
    expect(zodShapeFromJsonSchema({ type: 'object', properties: { a: { type: ['string', 'null'] } } })).toBeUndefined();
    expect(
      zodShapeFromJsonSchema({ type: 'object', properties: { a: { type: 'number', minimum: 'one' } } }),
    ).toBeUndefined();
    expect(zodShapeFromJsonSchema({ type: 'object', oneOf: [] })).toBeUndefined();
    expect(zodShapeFromJsonSchema({ type: 'array' })).toBeUndefined();
  });

  it('is bounded on deep schemas', () => {
    let schema: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 50; i++) schema = { type: 'object', properties: { a: schema }, required: ['a'] };
    expect(zodShapeFromJsonSchema(schema)).toBeUndefined();
  });

  it('gives an empty shape for an object without properties', () => {
    expect(zodShapeFromJsonSchema({ type: 'object', properties: {} })).toBe('{}');
  });
});
