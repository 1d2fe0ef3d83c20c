// recommended / strict / all and the directory presets: what each set turns on, through the config's "extends" and the
// built CLI.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allRules, findRule } from '../../src/rules/index.js';
import { presetSetting } from '../../src/config/presets.js';
import { runMcpLint } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'mcp-lint-presets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A destructive tool whose description says nothing about what it changes, a short but clear description, and a
// nested object without "required": each is reported only from the strict set up.
const TOOLS = {
  tools: [
    {
      name: 'apply_plan',
      description: 'Runs the plan.',
      inputSchema: {
        type: 'object',
        properties: {
          body: { type: 'object', properties: { a: { type: 'string', description: 'A.' } }, description: 'Body.' },
        },
        required: ['body'],
      },
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
  ],
};

async function ruleIds(extendsName?: string): Promise<string[]> {
  const sub = mkdtempSync(join(dir, 'case-'));
  writeFileSync(join(sub, 'tools.json'), JSON.stringify(TOOLS));
  if (extendsName) writeFileSync(join(sub, 'mcp-lint.config.json'), JSON.stringify({ extends: extendsName }));
  const run = await runMcpLint(['tools.json', '--format', 'json'], { cwd: sub });
  expect(run.stderr).toBe('');
  const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string }> }>;
  return result!.messages.map((m) => m.ruleId).sort();
}

describe('presets', () => {
  it('recommended is each rule at its default level and options', () => {
    for (const rule of allRules)
      expect(presetSetting(rule, 'recommended')).toEqual({
        level: rule.meta.defaultLevel,
        options: { ...rule.meta.defaultOptions },
      });
  });
  it('strict turns on the rules and checks that measured under 90% precision', () => {
    expect(presetSetting(findRule('dangerous-tool-described')!, 'strict').level).toBe('warning');
    expect(presetSetting(findRule('input-schema-required-array')!, 'strict')).toEqual({
      level: 'warning',
      options: { nested: true },
    });
    expect(presetSetting(findRule('input-schema-required-array')!, 'recommended').level).toBe('off');
    expect(presetSetting(findRule('description-quality')!, 'strict').options).toMatchObject({ minLength: 20 });
    expect(presetSetting(findRule('string-bounds')!, 'strict').level).toBe('off');
  });
  it('style adds the opinions about wording; strict is style plus the minor or less precise checks', () => {
    expect(presetSetting(findRule('description-quality')!, 'style')).toEqual({
      level: 'warning',
      options: { minLength: 20, maxLength: 2000 },
    });
    expect(presetSetting(findRule('description-repeats-enum')!, 'style').level).toBe('info');
    expect(presetSetting(findRule('description-repeats-enum')!, 'recommended').level).toBe('off');
    expect(presetSetting(findRule('dangerous-tool-described')!, 'style').level).toBe('off');
    expect(presetSetting(findRule('no-parameters-closed')!, 'recommended').level).toBe('off');
    expect(presetSetting(findRule('no-parameters-closed')!, 'strict').level).toBe('info');
    expect(presetSetting(findRule('description-repeats-enum')!, 'strict').level).toBe('info');
  });
  it("all turns every rule on, except the client profiles' rules, which only --client turns on", () => {
    const clientRules = allRules.filter((rule) => rule.id.startsWith('client-'));
    expect(clientRules.length).toBeGreaterThan(0);
    for (const rule of allRules) {
      const level = presetSetting(rule, 'all').level;
      if (clientRules.includes(rule)) expect(level, rule.id).toBe('off');
      else expect(level, rule.id).not.toBe('off');
    }
  });
  it('the CLI applies "extends" from the config', async () => {
    expect(await ruleIds()).toEqual([]);
    expect(await ruleIds('recommended')).toEqual([]);
    expect(await ruleIds('style')).toEqual(['description-quality']);
    expect(await ruleIds('strict')).toEqual([
      'dangerous-tool-described',
      'description-quality',
      'input-schema-required-array',
    ]);
    const all = await ruleIds('all');
    expect(all).toEqual(
      expect.arrayContaining([
        'dangerous-tool-described',
        'description-quality',
        'input-schema-required-array',
        'string-bounds',
      ]),
    );
    // The tool breaks OpenAI strict mode (no additionalProperties: false), but "all" names no client.
    expect(all.filter((id) => id.startsWith('client-'))).toEqual([]);
  });
  it("the directory presets are recommended plus each directory's requirements, at error", () => {
    const setting = (id: string, preset: 'anthropic-directory' | 'openai-apps') => presetSetting(findRule(id)!, preset);
    expect(setting('tool-title-present', 'anthropic-directory')).toEqual({ level: 'error', options: {} });
    expect(setting('annotation-hints-declared', 'anthropic-directory')).toEqual({
      level: 'error',
      options: { hints: ['readOnlyHint', 'destructiveHint'], mode: 'any' },
    });
    expect(setting('client-claude', 'anthropic-directory').level).toBe('error');
    expect(setting('annotation-hints-declared', 'openai-apps')).toEqual({
      level: 'error',
      options: { hints: ['readOnlyHint', 'destructiveHint', 'openWorldHint'], mode: 'all' },
    });
    expect(setting('tool-title-present', 'openai-apps').level).toBe('off');
    for (const rule of allRules.filter(
      (r) => !['tool-title-present', 'annotation-hints-declared', 'client-claude'].includes(r.id),
    )) {
      expect(presetSetting(rule, 'anthropic-directory'), rule.id).toEqual(presetSetting(rule, 'recommended'));
      expect(presetSetting(rule, 'openai-apps'), rule.id).toEqual(presetSetting(rule, 'recommended'));
    }
  });
  it('the CLI applies the directory presets: a tool without a title, with readOnlyHint and destructiveHint but no openWorldHint', async () => {
    expect(await ruleIds('anthropic-directory')).toEqual(['tool-title-present']);
    expect(await ruleIds('openai-apps')).toEqual(['annotation-hints-declared']);
  });
});
