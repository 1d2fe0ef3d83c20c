// Hostile definitions through every definition rule: nothing may throw, overflow the stack or hang.
import { describe, expect, it } from 'vitest';
import { definitionRules } from '../../src/rules/definition/index.js';
import { lintSource } from '../../src/core/engine.js';
import type { LoadedSource, Rule } from '../../src/core/types.js';
import { makeLoadedTool, runRule } from '../helpers/rule-tester.js';

function nested(depth: number, wrap: (inner: unknown) => unknown, leaf: unknown = { type: 'string' }): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = wrap(value);
  return value;
}

const DEEP = 10_000;
const hostileSchemas: Record<string, unknown> = {
  'properties nested 10,000 deep': nested(DEEP, (inner) => ({ type: 'object', properties: { a: inner } })),
  'items nested 10,000 deep': {
    type: 'object',
    properties: { a: nested(DEEP, (inner) => ({ type: 'array', items: inner })) },
  },
  'allOf nested 10,000 deep': { type: 'object', allOf: [nested(DEEP, (inner) => ({ allOf: [inner] }))] },
  'plain arrays nested 10,000 deep in enum': {
    type: 'object',
    properties: { a: { enum: [nested(DEEP, (inner) => [inner], 1)] } },
  },
  '$ref cycles': {
    type: 'object',
    properties: { self: { $ref: '#' }, a: { $ref: '#/$defs/A' } },
    $defs: {
      A: { type: 'object', properties: { b: { $ref: '#/$defs/B' } } },
      B: { type: 'object', properties: { a: { $ref: '#/$defs/A' } } },
    },
    required: ['self'],
  },
};

function hostileTools(): unknown[] {
  const tools: unknown[] = [];
  for (const [name, schema] of Object.entries(hostileSchemas)) {
    tools.push({
      name: name.replace(/\W+/g, '_'),
      description: 'A hostile tool for tests.',
      inputSchema: schema,
      outputSchema: schema,
    });
  }
  tools.push({
    name: 'deep_meta',
    description: 'Deep _meta and annotations.',
    inputSchema: { type: 'object' },
    _meta: nested(DEEP, (inner) => ({ x: inner })),
    annotations: { title: nested(DEEP, (inner) => [inner]) },
  });
  tools.push({
    name: 'deep_everywhere',
    description: nested(DEEP, (inner) => ({ d: inner })),
    inputSchema: nested(DEEP, (inner) => ({ not: inner })),
  });
  return tools;
}

describe('hostile input through every definition rule', () => {
  for (const rule of definitionRules as Rule[]) {
    for (const spec of ['2025-11-25', '2026-07-28'] as const) {
      it(`${rule.id} (${spec}) does not throw`, () => {
        expect(() => runRule(rule, { tools: hostileTools(), spec })).not.toThrow();
      });
    }
  }

  it('reports the depth instead of recursing into it', () => {
    const rule = definitionRules.find((r) => r.id === 'input-schema-valid')!;
    const reported = runRule(rule, { tools: hostileTools() });
    const deep = reported.filter((e) => e.messageId === 'tooDeep');
    // properties, items, allOf, enum arrays and `not`: each deep inputSchema once.
    expect(deep.map((e) => e.toolIndex)).toEqual([0, 1, 2, 3, 6]);
    expect(deep[0]!.message).toMatch(
      /^inputSchema is nested \d+ levels deep; mcp-lint validates schemas up to 128 levels/,
    );
  });

  it('validates $ref cycles without following them', () => {
    const valid = definitionRules.find((r) => r.id === 'input-schema-valid')!;
    const reported = runRule(valid, {
      tool: { name: 'cyclic', description: 'Refers to itself.', inputSchema: hostileSchemas['$ref cycles'] },
    });
    expect(reported).toEqual([]);
  });

  it('runs the whole rule set through the engine on them', () => {
    const source: LoadedSource = {
      source: 'hostile.json',
      kind: 'json',
      tools: hostileTools().map((definition, i) => makeLoadedTool(definition, `/tools/${i}`)),
      diagnostics: [],
    };
    const settings = new Map(
      definitionRules.map((rule) => [rule.id, { level: 'error' as const, options: rule.meta.defaultOptions ?? {} }]),
    );
    const result = lintSource(source, definitionRules, { spec: '2025-11-25', settings });
    expect(result.diagnostics.some((d) => d.ruleId === 'input-schema-valid')).toBe(true);
    // A server-wide cause is said once at the tools list (`/tools`, on no tool); every finding on a tool has its place.
    expect(
      result.diagnostics
        .filter((d) => d.range === undefined && d.pointer !== '/tools')
        .map((d) => `${d.ruleId} ${d.pointer}`),
    ).toEqual([]);
  });
});
