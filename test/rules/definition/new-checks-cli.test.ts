// Issue 35's new checks through the built CLI, on one capture holding each shape: which the default set reports (each
// once, at its line), and which `strict` adds. Shapes are written out here, not copied from a published server.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runMcpLint } from '../../helpers/cli.js';
import { leakedCallToolResult } from '../../helpers/leaked-sdk-type.js';

const dir = mkdtempSync(join(tmpdir(), 'mcp-lint-new-checks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SHARED_DEFS = { richText: { type: 'object', properties: { text: { type: 'string', description: 'Text' } } } };
const annotations = { readOnlyHint: true };
const tools = [
  {
    name: 'tag_record',
    description: 'Adds tags to a record.',
    annotations,
    inputSchema: {
      type: 'object',
      properties: { tags: { type: 'array', description: 'Tags to add' } },
      required: ['tags'],
    },
  },
  {
    name: 'find_assets',
    description: 'Finds assets by category.',
    annotations,
    inputSchema: {
      type: 'object',
      title: 'find_assetsArguments',
      properties: { category: { type: 'string', default: null, description: 'A category' } },
      required: [],
    },
  },
  {
    name: 'get_user',
    description: 'Gets a user.',
    annotations,
    inputSchema: {
      type: 'object',
      properties: { id: { type: 'string', description: 'User id' } },
      required: ['id'],
      $defs: SHARED_DEFS,
    },
  },
  {
    name: 'get_page',
    description: 'Gets a page.',
    annotations,
    inputSchema: {
      type: 'object',
      properties: { id: { type: 'string', description: 'Page id' } },
      required: ['id'],
      $defs: SHARED_DEFS,
    },
  },
  { name: 'lookup', description: 'Looks a term up.', annotations, inputSchema: leakedCallToolResult() },
  {
    name: 'report',
    description: '[Reports [vundefined]] Builds a report.',
    annotations,
    inputSchema: {
      type: 'object',
      properties: { fields: { type: 'array', enum: ['name', 'email'], description: 'Fields' } },
      required: ['fields'],
    },
  },
  {
    name: 'create_issue',
    description: 'Creates an issue.\nArgs:\n  title: The title\n  body: The body\n',
    annotations: { readOnlyHint: false, destructiveHint: false },
    inputSchema: { type: 'object', properties: {} },
  },
];

async function lint(extendsName?: string): Promise<{ code: number | null; found: string[] }> {
  const sub = join(dir, extendsName ?? 'default');
  mkdirSync(sub, { recursive: true });
  writeFileSync(join(sub, 'tools.json'), JSON.stringify({ tools }, null, 2));
  const args = ['--format', 'json', 'tools.json'];
  if (extendsName) writeFileSync(join(sub, 'mcp-lint.config.json'), JSON.stringify({ extends: extendsName }));
  else args.push('--no-config');
  const run = await runMcpLint(args, { cwd: sub });
  const results = JSON.parse(run.stdout) as Array<{
    messages: Array<{ ruleId: string; toolName?: string; line?: number; pointer: string }>;
  }>;
  const ours = new Set([
    'array-items-present',
    'default-fits-schema',
    'defs-referenced',
    'keywords-fit-type',
    'sdk-type-in-input',
    'placeholder-in-text',
    'parameters-published',
    'property-description',
  ]);
  return {
    code: run.code,
    found: results
      .flatMap((r) => r.messages)
      .filter((m) => ours.has(m.ruleId))
      .map((m) => `${m.toolName} ${m.ruleId} ${m.pointer} ${typeof m.line}`),
  };
}

describe('issue 35 new checks through mcp-lint', () => {
  it('the default set reports the arrays without items, the defaults their schema refuses and the unreferenced $defs, each once', async () => {
    const { code, found } = await lint();
    expect(code).toBe(1);
    expect(found).toEqual([
      'tag_record array-items-present /inputSchema/properties/tags number',
      'find_assets default-fits-schema /inputSchema/properties/category/default number',
      'get_user defs-referenced /inputSchema/$defs/richText number',
      'report array-items-present /inputSchema/properties/fields number',
    ]);
  });

  it('strict adds the checks still waiting for reviewed findings; a leaked SDK type is one finding, not one per SDK field', async () => {
    const { found } = await lint('strict');
    expect(found).toEqual([
      'tag_record array-items-present /inputSchema/properties/tags number',
      'find_assets default-fits-schema /inputSchema/properties/category/default number',
      'get_user defs-referenced /inputSchema/$defs/richText number',
      'lookup sdk-type-in-input /inputSchema/properties/ctx number',
      'report placeholder-in-text /description number',
      'report array-items-present /inputSchema/properties/fields number',
      'report keywords-fit-type /inputSchema/properties/fields/enum number',
      'create_issue parameters-published /inputSchema number',
    ]);
  });
});
