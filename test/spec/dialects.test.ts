import { describe, expect, it } from 'vitest';
import { chooseDialect, metaValidate } from '../../src/spec/dialects.js';
import { describeAjvErrors } from '../../src/spec/ajv-errors.js';
import { measureNesting } from '../../src/spec/schema-depth.js';

describe('chooseDialect', () => {
  it.each([
    [undefined, { dialect: '2020-12', declared: false }],
    ['https://json-schema.org/draft/2020-12/schema', { dialect: '2020-12', declared: true }],
    ['http://json-schema.org/draft/2020-12/schema#', { dialect: '2020-12', declared: true }],
    ['https://json-schema.org/draft/2019-09/schema', { dialect: '2019-09', declared: true }],
    ['http://json-schema.org/draft-07/schema#', { dialect: 'draft-07', declared: true }],
    ['http://json-schema.org/draft-07/schema', { dialect: 'draft-07', declared: true }],
    ['http://json-schema.org/draft-04/schema#', { unsupported: 'http://json-schema.org/draft-04/schema#' }],
    ['https://example.com/custom', { unsupported: 'https://example.com/custom' }],
  ])('%s', ($schema, expected) => {
    expect(chooseDialect($schema === undefined ? {} : { $schema })).toEqual(expected);
  });
});

describe('meta-schema validation and its sentences', () => {
  it('folds anyOf branches into one sentence', () => {
    const schema = { type: 'object', properties: { q: { type: 'strin' } } };
    const problems = describeAjvErrors(metaValidate('2020-12', schema), schema, 'inputSchema');
    expect(problems).toHaveLength(1);
    expect(problems[0]!.pointer).toBe('/properties/q/type');
    expect(problems[0]!.message).toBe(
      'inputSchema.properties.q.type must be one of "array", "boolean", "integer", "null", "number", "object" and "string", or an array; got "strin"',
    );
  });

  it('follows the dialect: exclusiveMinimum is a boolean in draft-04 style only', () => {
    const schema = { type: 'number', exclusiveMinimum: true };
    expect(metaValidate('draft-07', schema)).not.toEqual([]);
    expect(metaValidate('2020-12', { type: 'number', exclusiveMinimum: 0 })).toEqual([]);
  });

  it('labels keys that are not identifiers', () => {
    const schema = { properties: { 'my key': { type: 1 } } };
    const problems = describeAjvErrors(metaValidate('2020-12', schema), schema, 'inputSchema');
    expect(problems[0]!.message).toMatch(/^inputSchema\.properties\["my key"\]\.type must be/);
  });
});

describe('measureNesting', () => {
  it('measures without recursion and stops past the limit', () => {
    expect(measureNesting(1)).toBe(0);
    expect(measureNesting({ a: [{}] })).toBe(3);
    let deep: unknown = {};
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(measureNesting(deep, 128)).toBe(129);
    expect(measureNesting(deep, Infinity)).toBe(100_001);
  });
});
