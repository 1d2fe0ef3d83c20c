import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, resolveSettings, createIgnoreMatcher } from '../../src/config/index.js';
import { configSearchDirectories, findConfigFile } from '../../src/config/find.js';
import { closest } from '../../src/config/suggest.js';
import { UsageError } from '../../src/core/usage-error.js';
import type { Rule } from '../../src/core/types.js';

const rule = (id: string, defaultLevel: Rule['meta']['defaultLevel'], extra: Partial<Rule['meta']> = {}): Rule => ({
  id,
  meta: { description: id, defaultLevel, scope: 'definition', messages: {}, ...extra },
});
const RULES: Rule[] = [
  rule('tool-description', 'error'),
  rule('property-description', 'warning'),
  rule('string-bounds', 'off'),
  rule('description-quality', 'warning', {
    optionsSchema: {
      type: 'object',
      properties: { minLength: { type: 'integer', minimum: 1 } },
      additionalProperties: false,
    },
    defaultOptions: { minLength: 20 },
  }),
];

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcp-lint-config-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function writeConfig(value: unknown, where = dir): string {
  const path = join(where, 'mcp-lint.config.json');
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
}

async function configError(value: unknown): Promise<string> {
  writeConfig(value);
  try {
    const config = await loadConfig({ cwd: dir });
    await resolveSettings(RULES, config, []);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error('expected a UsageError');
}

describe('finding the config file', () => {
  it('looks upwards from the working directory and stops at the project root', () => {
    const nested = join(dir, 'a', 'b');
    mkdirSync(nested, { recursive: true });
    writeFileSync(join(dir, 'package.json'), '{}');
    expect(findConfigFile(nested)).toBeUndefined();
    const path = writeConfig({});
    expect(findConfigFile(nested)).toBe(path);
    expect(configSearchDirectories(nested)).toEqual([nested, join(dir, 'a'), dir]);
    writeFileSync(join(nested, 'package.json'), '{}');
    expect(findConfigFile(nested)).toBeUndefined();
  });
  it('searches only the start directory when no directory up to the filesystem root is a project root', () => {
    const nested = join(dir, 'a');
    mkdirSync(nested);
    writeConfig({});
    expect(configSearchDirectories(nested)).toEqual([nested]);
    expect(findConfigFile(nested)).toBeUndefined();
  });
  it('looks only where the read policy allows, and nowhere when it refuses the start', () => {
    const nested = join(dir, 'a');
    mkdirSync(nested);
    writeFileSync(join(dir, 'package.json'), '{}');
    writeConfig({});
    expect(configSearchDirectories(nested, (path) => path.startsWith(nested))).toEqual([nested]);
    expect(configSearchDirectories(nested, () => false)).toEqual([]);
    expect(findConfigFile(nested, { mayRead: (path) => path.startsWith(nested) })).toBeUndefined();
  });
  it('honours --config and --no-config', async () => {
    writeConfig({ extends: 'all' });
    const other = join(dir, 'other.json');
    writeFileSync(other, JSON.stringify({ extends: 'recommended', spec: '2026-07-28' }));
    expect((await loadConfig({ cwd: dir }))?.extends).toBe('all');
    expect(await loadConfig({ cwd: dir, useConfigFile: false })).toBeUndefined();
    expect((await loadConfig({ cwd: dir, configFile: 'other.json' }))?.spec).toBe('2026-07-28');
    await expect(loadConfig({ cwd: dir, configFile: 'missing.json' })).rejects.toThrow(
      'Config file not found: missing.json',
    );
  });
});

describe('resolving rule settings', () => {
  it('uses the recommended levels and default options without a config', async () => {
    const settings = await resolveSettings(RULES, undefined, []);
    expect(settings.get('tool-description')).toEqual({ level: 'error', options: {} });
    expect(settings.get('string-bounds')!.level).toBe('off');
    expect(settings.get('description-quality')).toEqual({ level: 'warning', options: { minLength: 20 } });
  });
  it('turns every rule on with extends: "all"', async () => {
    writeConfig({ extends: 'all' });
    const settings = await resolveSettings(RULES, await loadConfig({ cwd: dir }), []);
    expect(settings.get('string-bounds')!.level).toBe('warning');
    expect(settings.get('tool-description')!.level).toBe('error');
  });
  it('applies config levels and options, then --rule overrides', async () => {
    writeConfig({
      rules: {
        'tool-description': 'warning',
        'description-quality': ['error', { minLength: 40 }],
        'string-bounds': ['info'],
      },
    });
    const settings = await resolveSettings(RULES, await loadConfig({ cwd: dir }), [
      { id: 'tool-description', level: 'off' },
    ]);
    expect(settings.get('tool-description')!.level).toBe('off');
    expect(settings.get('description-quality')).toEqual({ level: 'error', options: { minLength: 40 } });
    expect(settings.get('string-bounds')!.level).toBe('info');
  });
  it('rejects an unknown --rule id with a suggestion', async () => {
    await expect(resolveSettings(RULES, undefined, [{ id: 'tool-descripton', level: 'off' }])).rejects.toThrow(
      /--rule: unknown rule "tool-descripton". Did you mean "tool-description"\?/,
    );
  });
});

describe('config errors name the file, the key and what is allowed', () => {
  it('unknown top-level key', async () => {
    expect(await configError({ rule: {} })).toBe(
      'mcp-lint.config.json: unknown key "rule". Did you mean "rules"? Allowed keys: "$schema", "extends", "spec", "rules", "ignores", "clients".',
    );
  });
  it('bad extends and spec values', async () => {
    expect(await configError({ extends: 'strictest' })).toBe(
      'mcp-lint.config.json: "extends" is "strictest"; it must be one of "recommended", "style", "strict", "all", "anthropic-directory", "openai-apps".',
    );
    expect(await configError({ spec: '2024' })).toContain(
      '"spec" is "2024"; it must be one of "2025-11-25", "2026-07-28"',
    );
  });
  it('bad rule level', async () => {
    expect(await configError({ rules: { 'tool-description': 'warn' } })).toBe(
      'mcp-lint.config.json: "rules" › "tool-description" is "warn"; use "off", "info", "warning" or "error", or ["warning", { options }]. Did you mean "warning"?',
    );
    expect(await configError({ rules: { 'tool-description': 2 } })).toContain('"rules" › "tool-description" is 2;');
  });
  it('unknown rule id', async () => {
    expect(await configError({ rules: { 'property-descriptions': 'off' } })).toBe(
      'mcp-lint.config.json: "rules" › unknown rule "property-descriptions". Did you mean "property-description"? Run mcp-lint --list-rules to see every rule.',
    );
  });
  it("rule options checked against the rule's schema", async () => {
    expect(await configError({ rules: { 'description-quality': ['warning', { minLength: 0 }] } })).toMatch(
      /"rules" › "description-quality" options at "minLength": must be >= 1/,
    );
    expect(await configError({ rules: { 'description-quality': ['warning', { minLenght: 5 }] } })).toContain(
      'unknown option "minLenght". Did you mean "minLength"? Allowed: "minLength"',
    );
    expect(await configError({ rules: { 'tool-description': ['warning', { x: 1 }] } })).toContain(
      'the rule takes no options',
    );
  });
  it('ignores must be strings', async () => {
    expect(await configError({ ignores: 'fixtures/**' })).toContain(
      '"ignores" is "fixtures/**"; it must be an array of glob strings',
    );
    expect(await configError({ ignores: [''] })).toContain('"ignores" › "0" is ""');
  });
  it('not JSON, not an object', async () => {
    expect(await configError('{ "rules": { } ,}')).toMatch(/^mcp-lint.config.json is not valid JSON: .*--no-config/);
    expect(await configError('[]')).toContain('the config must be a JSON object');
  });
});

describe('ignore patterns', () => {
  it('match relative to their base, by name at any depth when they have no slash', async () => {
    const isIgnored = await createIgnoreMatcher([
      { patterns: ['fixtures/**', '*.draft.json', 'generated/'], base: '/repo' },
    ]);
    expect(isIgnored('/repo/fixtures/a.json')).toBe(true);
    expect(isIgnored('/repo/src/fixtures/a.json')).toBe(false);
    expect(isIgnored('/repo/deep/x.draft.json')).toBe(true);
    expect(isIgnored('/repo/deep/generated')).toBe(true);
    expect(isIgnored('/repo/tools.json')).toBe(false);
    expect(isIgnored('/elsewhere/fixtures/a.json')).toBe(false);
  });
});

describe('suggestions', () => {
  it('suggests close ids only', () => {
    expect(closest('tool-name-uniq', ['tool-name-unique', 'tool-name-format'])).toBe('tool-name-unique');
    expect(closest('zzz', ['tool-name-unique'])).toBeUndefined();
  });
});
