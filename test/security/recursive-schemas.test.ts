// Security review item 6: self-referencing and very deep schemas are handled wherever schemas are walked,
// sampled or compiled — no stack overflow, no endless loop, a clear reason instead.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMcpLint } from '../helpers/cli.js';
import { FIXTURES } from '../loaders/live/helpers.js';
import { minimalInstance } from '../../src/loaders/live/probes/instance.js';
import { compileSchema } from '../../src/loaders/live/probes/schema-check.js';
import { findRefCycle } from '../../src/spec/ref-cycles.js';
import { allRules } from '../../src/rules/index.js';
import { lintSource } from '../../src/core/engine.js';
import type { LoadedSource } from '../../src/core/types.js';
import { makeLoadedTool } from '../helpers/rule-tester.js';

function nested(depth: number, wrap: (inner: unknown) => unknown, leaf: unknown = { type: 'string' }): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = wrap(value);
  return value;
}

const selfRef = () => ({ $ref: '#' });
const objectSelfRef = () => ({ type: 'object', properties: { id: { type: 'string' } }, required: ['id'], $ref: '#' });
const mutualDefs = () => ({
  type: 'object',
  $ref: '#/$defs/a',
  $defs: { a: { $ref: '#/$defs/b' }, b: { allOf: [{ $ref: '#/$defs/a' }] } },
});
const deepRefChain = () => {
  // 10,000 $defs, each referring to the next, the last one back to the first.
  const defs: Record<string, unknown> = {};
  for (let i = 0; i < 10_000; i++) defs[`d${i}`] = { $ref: `#/$defs/d${(i + 1) % 10_000}` };
  return { type: 'object', properties: { x: { $ref: '#/$defs/d0' } }, $defs: defs };
};
const deepAllOf = () => ({ type: 'object', allOf: [nested(10_000, (inner) => ({ allOf: [inner] }))] });
const deepProperties = () => nested(10_000, (inner) => ({ type: 'object', properties: { a: inner }, required: ['a'] }));

describe('self-referencing and deep schemas (security review item 6)', () => {
  it('finds $ref cycles that never step into the value, and only those (security review item 6)', () => {
    expect(findRefCycle(selfRef())).toEqual({ pointer: '/$ref', ref: '#' });
    expect(findRefCycle(objectSelfRef())?.ref).toBe('#');
    expect(findRefCycle(mutualDefs())).toBeDefined();
    expect(findRefCycle(deepRefChain())).toBeDefined();
    expect(findRefCycle({ $anchor: 'me', type: 'object', allOf: [{ $ref: '#me' }] })).toEqual({
      pointer: '/allOf/0/$ref',
      ref: '#me',
    });
    expect(
      findRefCycle({ definitions: { n: { $id: '#node', anyOf: [{ $ref: '#node' }] } }, $ref: '#/definitions/n' })?.ref,
    ).toBe('#node');
    // Recursion through properties/items describes trees and lists: legitimate.
    const tree = {
      type: 'object',
      properties: { children: { type: 'array', items: { $ref: '#' } }, parent: { $ref: '#' } },
    };
    expect(findRefCycle(tree)).toBeUndefined();
    expect(
      findRefCycle({ type: 'object', $defs: { a: { type: 'string' } }, properties: { x: { $ref: '#/$defs/a' } } }),
    ).toBeUndefined();
    expect(findRefCycle(deepAllOf())).toBeUndefined();
    expect(findRefCycle(deepProperties())).toBeUndefined();
  });

  it('probe sampling gives a reason instead of recursing (security review item 6)', () => {
    for (const schema of [selfRef(), objectSelfRef(), mutualDefs(), deepRefChain()]) {
      const built = minimalInstance(schema);
      expect(built.ok).toBe(false);
      if (!built.ok) expect(built.reason).toMatch(/leads back to itself/);
    }
    for (const schema of [
      deepAllOf(),
      deepProperties(),
      { type: 'object', properties: { a: { $ref: '#/nope' } }, required: ['a'] },
      { $ref: '#anchor' },
      { $ref: '#%E0' },
    ]) {
      expect(() => minimalInstance(schema)).not.toThrow();
    }
  });

  it('schema checks refuse a cycle or a too-deep schema instead of overflowing (security review item 6)', () => {
    for (const schema of [selfRef(), objectSelfRef(), mutualDefs(), deepRefChain(), deepAllOf(), deepProperties()]) {
      const compiled = compileSchema(schema);
      expect(compiled.ok).toBe(false);
      if (!compiled.ok) expect(compiled.reason).not.toMatch(/call stack/);
    }
  });

  it('checking a value nested 10,000 deep against a recursive schema gives an issue, not a stack overflow (security review item 6)', () => {
    const compiled = compileSchema({ type: 'object', properties: { a: { $ref: '#' } } });
    expect(compiled.ok).toBe(true);
    if (!compiled.ok) return;
    const deepValue = nested(10_000, (inner) => ({ a: inner }), {});
    const issues = compiled.check(deepValue, 'structuredContent');
    expect(issues).toHaveLength(1);
    expect(issues[0]!.message).toMatch(
      /^structuredContent could not be checked: the schema follows it 10001 levels deep/,
    );
    expect(
      compiled.check(
        nested(5, (inner) => ({ a: inner }), {}),
        'structuredContent',
      ),
    ).toEqual([]);
  });

  it('every rule runs on them through the engine without throwing (security review item 6)', () => {
    const schemas = [selfRef(), objectSelfRef(), mutualDefs(), deepRefChain(), deepAllOf(), deepProperties()];
    const source: LoadedSource = {
      source: 'hostile.json',
      kind: 'json',
      tools: schemas.map((schema, i) =>
        makeLoadedTool(
          { name: `t${i}`, description: 'A hostile tool for the tests.', inputSchema: schema, outputSchema: schema },
          `/tools/${i}`,
        ),
      ),
      diagnostics: [],
    };
    const settings = new Map(
      allRules.map((rule) => [rule.id, { level: 'error' as const, options: rule.meta.defaultOptions ?? {} }]),
    );
    const result = lintSource(source, allRules, { spec: '2025-11-25', settings });
    // A rule that threw would have become a finding saying so.
    expect(result.diagnostics.filter((d) => /failed on this/.test(d.message))).toEqual([]);
  });

  it('--probe on a server whose tools refer to themselves says why they were not called (security review item 6)', async () => {
    const run = await runMcpLint([
      '--probe',
      '--format',
      'json',
      '--',
      process.execPath,
      join(FIXTURES, 'hostile-server.mjs'),
      'ref-loop',
    ]);
    const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ message: string }> }>;
    const messages = result!.messages.map((m) => m.message);
    expect(messages.join('\n')).not.toMatch(/call stack|failed while probing/);
    for (const tool of ['self_ref', 'self_ref_object', 'mutual_ref']) {
      expect(messages.some((m) => m.includes(`Tool "${tool}" was not called`) && /leads back to itself/.test(m))).toBe(
        true,
      );
    }
  });
});
