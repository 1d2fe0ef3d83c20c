// mcp-lint.config.json and the pin lockfile are checked by validators compiled at build time: they must say exactly
// what Ajv compiling the same schemas at run time says (same verdict, same errors), for valid and broken files alike.
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { configFile, lockfile, ruleOptions } from '../../src/spec/generated/config-files.js';
import { allRules } from '../../src/rules/index.js';
import { resolveSettings } from '../../src/config/resolve.js';
import type { ConfigFile } from '../../src/config/load.js';
import { configSchema } from '../../src/config/schema.js';
import { LOCKFILE_SCHEMA } from '../../src/compare/lockfile-schema.js';

type Validate = ((data: unknown) => boolean) & { errors?: unknown };

function agree(precompiled: Validate, schema: object, values: unknown[]): void {
  const runtime = new Ajv({ allErrors: true, strict: false }).compile(schema);
  for (const value of values) {
    const expected = runtime(value);
    expect(precompiled(value), JSON.stringify(value)).toBe(expected);
    expect(precompiled.errors ?? null, JSON.stringify(value)).toEqual(runtime.errors ?? null);
  }
}

const HASH = `sha256-${'A'.repeat(43)}=`;

describe('precompiled config validators', () => {
  it('mcp-lint.config.json: same verdicts and errors as Ajv at run time', () => {
    const values = [
      {},
      {
        extends: 'recommended',
        rules: { 'tool-name-format': 'off', 'context-budget': ['warning', { maxTokens: 100 }] },
      },
      { spec: '2025-11-25', ignores: ['fixtures/**'], clients: ['openai', 'openai'] },
      { rules: { x: ['warning', {}, 'extra'] } },
      { rules: { x: 'loud' }, ignores: [''], extends: 'strictest' },
      { unknownKey: 1, $schema: 3 },
      [],
      'not an object',
    ];
    expect(values.filter((value) => (configFile as Validate)(value))).toHaveLength(2);
    agree(configFile as Validate, configSchema, values);
  });

  it('the pin lockfile: same verdicts and errors as Ajv at run time', () => {
    const values = [
      { lockfileVersion: 1, servers: {} },
      { lockfileVersion: 1, servers: { s: { tools: { t: { hash: HASH, definition: { name: 't' } } } } } },
      { lockfileVersion: 2, servers: {} },
      { lockfileVersion: 1, servers: { s: { tools: { t: { hash: 'md5-x', definition: [] } } } } },
      { lockfileVersion: 1, servers: { s: { tools: {}, extra: true } } },
      { servers: {} },
    ];
    expect(values.filter((value) => (lockfile as Validate)(value))).toHaveLength(2);
    agree(lockfile as Validate, LOCKFILE_SCHEMA, values);
  });
});

describe('precompiled options validators of the built-in rules', () => {
  it('exist for every rule with options, made from its schema, and agree with Ajv at run time', () => {
    const withOptions = allRules.filter((rule) => rule.meta.optionsSchema);
    expect(Object.keys(ruleOptions).sort()).toEqual(withOptions.map((rule) => rule.id).sort());
    for (const rule of withOptions) {
      const built = (ruleOptions as Record<string, { schema: string; validate: Validate }>)[rule.id]!;
      expect(built.schema).toBe(JSON.stringify(rule.meta.optionsSchema));
      agree(built.validate, rule.meta.optionsSchema!, [
        {},
        { unknownOption: true },
        { maxTokens: 'many', maxToolTokens: 0, minLength: -1 },
        [],
      ]);
    }
  });

  it("a rule of the same id with another schema (a library user's) is checked against its own schema", async () => {
    const own = {
      ...allRules.find((rule) => rule.id === 'context-budget')!,
      meta: {
        ...allRules.find((rule) => rule.id === 'context-budget')!.meta,
        optionsSchema: { type: 'object', properties: { budget: { type: 'string' } }, additionalProperties: false },
      },
    };
    const config = {
      path: '/x/mcp-lint.config.json',
      displayPath: 'mcp-lint.config.json',
      rules: { 'context-budget': ['warning', { budget: 'small' }] },
    } as unknown as ConfigFile;
    await expect(resolveSettings([own], config, [])).resolves.toBeInstanceOf(Map);
    const builtIn = allRules.filter((rule) => rule.id === 'context-budget');
    await expect(resolveSettings(builtIn, config, [])).rejects.toThrow(/unknown option "budget"/);
  });
});
