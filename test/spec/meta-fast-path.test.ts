// The meta-validation fast path may only ever answer "valid" where Ajv's generated validator finds no error: its
// "valid" skips Ajv, so any wider answer would drop findings. Every keyword of each dialect's meta-schema (read from
// Ajv itself, so a keyword the fast path forgot is tried too) is combined with awkward values at several depths,
// then random schemas are tried; the fast path must also answer for the published captures, or it is no use.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { certainlyMetaValid } from '../../src/spec/meta-fast-path.js';
import { chooseDialect, type Dialect } from '../../src/spec/dialects.js';
import validate202012 from '../../src/spec/generated/meta-2020-12.js';
import validateDraft07 from '../../src/spec/generated/meta-draft-07.js';
import { REPO_ROOT } from '../helpers/cli.js';

type Validate = (data: unknown) => boolean;
const AJV: Record<'2020-12' | 'draft-07', Validate> = { '2020-12': validate202012 as Validate, 'draft-07': validateDraft07 as Validate };

const require = createRequire(import.meta.url);

/** The keywords a dialect's meta-schema (Ajv's copy) constrains, vocabularies included. */
function metaKeywords(dialect: '2020-12' | 'draft-07'): string[] {
  if (dialect === 'draft-07') {
    const Ajv = require('ajv').default;
    return Object.keys(new Ajv({ strict: false }).getSchema('http://json-schema.org/draft-07/schema').schema.properties);
  }
  const Ajv2020 = require('ajv/dist/2020').default;
  const ajv = new Ajv2020({ strict: false });
  const ids = ['schema', 'meta/core', 'meta/applicator', 'meta/unevaluated', 'meta/validation', 'meta/meta-data', 'meta/format-annotation', 'meta/content'];
  return [...new Set(ids.flatMap((id) => Object.keys(ajv.getSchema(`https://json-schema.org/draft/2020-12/${id}`).schema.properties ?? {})))];
}

const VALUES: unknown[] = [
  null, true, false, 0, -0, 1, -1, 1.5, 1e300, Infinity, -Infinity, NaN,
  '', 'x', 'string', 'object', '#', 'a#', 'a#b', '#frag', '_a-b.c', '1abc', 'http://json-schema.org/draft-07/schema#',
  [], ['string'], ['string', 'string'], ['string', 'null'], ['nope'], ['a', 'b'], ['a', 'a'], ['__proto__', '__proto__'],
  [1], [1, 1], [1, '1'], [NaN, NaN], [0, -0], [null, null], [true, false], [{}], [{}, {}], [{ a: 1 }, { a: 2 }], [[1], [1]],
  [{ type: 'string' }], [{ type: 5 }], [true], [{ type: 'string' }, false],
  {}, { a: {} }, { a: true }, { a: 1 }, { a: 'x' }, { a: [] }, { a: ['x'] }, { a: ['x', 'x'] }, { a: [1] },
  { a: { type: 'nope' } }, { a: { type: 'string' } }, { a: { minimum: 'x' } }, { a: null },
  { type: 'string' }, { type: 5 }, { required: ['a', 'a'] }, { enum: [] }, { $anchor: '1x' }, { $id: 'a#b' },
];

/** Places a subschema can sit, in both dialects (a place one dialect does not know makes a plain value there). */
const PLACES: Array<(inner: Record<string, unknown>) => Record<string, unknown>> = [
  (inner) => inner,
  (inner) => ({ type: 'object', properties: { p: inner } }),
  (inner) => ({ items: inner }),
  (inner) => ({ items: [inner] }),
  (inner) => ({ prefixItems: [inner] }),
  (inner) => ({ additionalItems: inner }),
  (inner) => ({ anyOf: [{ type: 'string' }, inner] }),
  (inner) => ({ not: inner }),
  (inner) => ({ $defs: { d: inner } }),
  (inner) => ({ definitions: { d: inner } }),
  (inner) => ({ dependencies: { d: inner } }),
  (inner) => ({ dependentSchemas: { d: inner } }),
  (inner) => ({ patternProperties: { '^x': inner } }),
  (inner) => ({ contentSchema: inner }),
  (inner) => ({ unevaluatedProperties: inner }),
];

const DIALECTS = ['2020-12', 'draft-07'] as const;

function expectNoWiderThanAjv(dialect: '2020-12' | 'draft-07', schema: unknown): boolean {
  const fast = certainlyMetaValid(dialect, schema);
  if (fast && !AJV[dialect](schema)) throw new Error(`fast path says valid, Ajv does not (${dialect}): ${JSON.stringify(schema)}`);
  return fast;
}

describe('certainlyMetaValid', () => {
  for (const dialect of DIALECTS) {
    it(`never says valid where Ajv reports an error: every ${dialect} keyword with awkward values, at every place`, () => {
      let agreedValid = 0;
      for (const keyword of metaKeywords(dialect)) {
        for (const value of VALUES) {
          for (const place of PLACES) if (expectNoWiderThanAjv(dialect, place({ [keyword]: value }))) agreedValid++;
        }
      }
      // Not vacuous: the fast path answered for a good share of the valid cases.
      expect(agreedValid).toBeGreaterThan(1000);
    });

    it(`never says valid where Ajv reports an error: random ${dialect} schemas`, () => {
      const keywords = [...metaKeywords(dialect), 'x-extension', 'nullable'];
      let seed = 12345;
      const random = (n: number) => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed % n;
      };
      const build = (depth: number): Record<string, unknown> => {
        const schema: Record<string, unknown> = {};
        for (let i = random(4); i >= 0; i--) {
          const keyword = keywords[random(keywords.length)]!;
          schema[keyword] = depth < 3 && random(3) === 0 ? PLACES[random(PLACES.length)]!(build(depth + 1)) : VALUES[random(VALUES.length)];
        }
        return schema;
      };
      let fast = 0;
      for (let i = 0; i < 20_000; i++) if (expectNoWiderThanAjv(dialect, build(0))) fast++;
      expect(fast).toBeGreaterThan(100);
    });
  }

  it('answers for every schema of the published captures (the case it exists for)', () => {
    const dir = join(REPO_ROOT, 'bench', 'servers', 'captures');
    let checked = 0;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      for (const tool of JSON.parse(readFileSync(join(dir, file), 'utf8')).tools) {
        for (const schema of [tool.inputSchema, tool.outputSchema]) {
          if (schema === undefined) continue;
          const choice = chooseDialect(schema);
          if (!('dialect' in choice) || choice.dialect === '2019-09') continue;
          expect(expectNoWiderThanAjv(choice.dialect, schema), `${file} ${tool.name}`).toBe(true);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('leaves what it is not sure of to Ajv', () => {
    // 2019-09 has no fast path.
    expect(certainlyMetaValid('2019-09' as Dialect, { type: 'string' })).toBe(false);
    // An enum of objects would need Ajv's deep equality.
    expect(certainlyMetaValid('draft-07', { enum: [{ a: 1 }, { a: 2 }] })).toBe(false);
    expect(AJV['draft-07']({ enum: [{ a: 1 }, { a: 2 }] })).toBe(true);
    // An object graph with a cycle ends (Ajv then meets it as before).
    const cyclic: Record<string, unknown> = { type: 'object' };
    cyclic.properties = { self: cyclic };
    expect(certainlyMetaValid('2020-12', cyclic)).toBe(false);
    // Not plain data.
    class Schema { type = 'string'; }
    expect(certainlyMetaValid('2020-12', new Schema())).toBe(false);
  });

  it('says valid for ordinary schemas of both dialects', () => {
    const schema = {
      type: 'object',
      properties: { q: { type: ['string', 'null'], minLength: 1, pattern: '^a' }, n: { type: 'integer', minimum: 0, multipleOf: 2 } },
      required: ['q'],
      additionalProperties: false,
    };
    for (const dialect of DIALECTS) expect(expectNoWiderThanAjv(dialect, schema)).toBe(true);
    expect(expectNoWiderThanAjv('draft-07', { $schema: 'http://json-schema.org/draft-07/schema#', enum: ['a', 'b', 1, null] })).toBe(true);
    expect(expectNoWiderThanAjv('2020-12', { $defs: { a: { $anchor: 'a_1', type: 'string' } }, $ref: '#a_1' })).toBe(true);
  });
});
