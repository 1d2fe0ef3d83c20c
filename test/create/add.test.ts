// `create-mcp-tool add <tool_name>`, run through the built CLI inside and outside a generated project.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCreate } from '../helpers/cli.js';
import { entries, tempDir } from './helpers.js';

let project: string;
beforeAll(async () => {
  const cwd = tempDir();
  const run = await runCreate(['tooling', '-y', '--tools', 'none', '--no-install', '--no-git'], { cwd });
  expect(run.code).toBe(0);
  project = join(cwd, 'tooling');
});

const index = () => readFileSync(join(project, 'src', 'tools', 'index.ts'), 'utf8');

describe('add inside a project', () => {
  it('writes the tool, its test and its registration', async () => {
    const run = await runCreate(['add', 'search_notes'], { cwd: project });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const tool = readFileSync(join(project, 'src', 'tools', 'search_notes.ts'), 'utf8');
    expect(tool).toContain("'search_notes'");
    expect(tool).toContain('export function registerSearchNotes(server: McpServer)');
    expect(tool).toContain('.describe(');
    expect(tool).toContain('annotations:');
    expect(tool).toContain('isError: true');
    expect(readFileSync(join(project, 'test', 'search_notes.test.ts'), 'utf8')).toContain("name: 'search_notes'");
    expect(index()).toContain("import { registerSearchNotes } from './search_notes.js';");
    expect(index()).toMatch(/const tools[^;]*?= \[\n {2}registerSearchNotes,\n\];/);
  });

  it('works from a subdirectory and appends after existing tools', async () => {
    const run = await runCreate(['add', 'send_email'], { cwd: join(project, 'src') });
    expect(run.code).toBe(0);
    expect(index()).toMatch(/registerSearchNotes,\n {2}registerSendEmail,\n\];/);
  });

  it('never overwrites an existing tool without --force', async () => {
    writeFileSync(join(project, 'src', 'tools', 'search_notes.ts'), '// my edits\n', { flag: 'a' });
    const before = readFileSync(join(project, 'src', 'tools', 'search_notes.ts'), 'utf8');
    const run = await runCreate(['add', 'search_notes'], { cwd: project });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('already exist');
    expect(run.stderr).toContain('--force');
    expect(readFileSync(join(project, 'src', 'tools', 'search_notes.ts'), 'utf8')).toBe(before);
  });

  it('overwrites with --force and registers the tool only once', async () => {
    const run = await runCreate(['add', 'search_notes', '--force'], { cwd: project });
    expect(run.code).toBe(0);
    expect(readFileSync(join(project, 'src', 'tools', 'search_notes.ts'), 'utf8')).not.toContain('// my edits');
    expect(index().match(/registerSearchNotes,/g)).toHaveLength(1);
    expect(index().match(/import \{ registerSearchNotes \}/g)).toHaveLength(1);
  });

  it.each([
    ['../escape', 'path separator'],
    ['tools/evil', 'path separator'],
    ['my tool!', 'only letters, digits'],
    ['x'.repeat(129), '1 to 128'],
    ['.hidden', 'starts or ends with'],
  ])('refuses the name %j', async (name, problem) => {
    const before = entries(join(project, 'src', 'tools'));
    const run = await runCreate(['add', name], { cwd: project });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(problem);
    expect(entries(join(project, 'src', 'tools'))).toEqual(before);
  });

  it.each(['constructor', 'toString', '__proto__', 'valueOf'])(
    'add %s refuses (the SDK cannot register it) and writes nothing',
    async (name) => {
      const before = [entries(join(project, 'src', 'tools')), entries(join(project, 'test')), index()];
      const run = await runCreate(['add', name], { cwd: project });
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(`Tool name "${name}" is not usable: the MCP SDK cannot register it`);
      expect(run.stderr).toContain(`"Tool ${name} is already registered"`);
      expect(run.stderr).toMatch(/Try: create-mcp-tool add get_\w+/);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect([entries(join(project, 'src', 'tools')), entries(join(project, 'test')), index()]).toEqual(before);
    },
  );

  it('suggests a snake_case verb form for an invalid name', async () => {
    const run = await runCreate(['add', 'Weather Report!'], { cwd: project });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('create-mcp-tool add get_weather_report');
  });

  it('accepts a valid camelCase name but points to the snake_case verb form', async () => {
    const run = await runCreate(['add', 'fetchPage'], { cwd: project });
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('"fetch_page"');
    expect(existsSync(join(project, 'src', 'tools', 'fetchPage.ts'))).toBe(true);
    expect(index()).toContain('registerFetchPage,');
  });

  it('asks for a name when none is given', async () => {
    const run = await runCreate(['add'], { cwd: project });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('create-mcp-tool add <tool_name>');
  });
});

describe('add outside a project', () => {
  it('says so and exits 2 in a directory without package.json', async () => {
    const cwd = tempDir();
    const run = await runCreate(['add', 'search_notes'], { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('is not inside a project made by create-mcp-tool');
    expect(entries(cwd)).toEqual([]);
  });

  it('says so for a package that is not an MCP project', async () => {
    const cwd = tempDir();
    writeFileSync(join(cwd, 'package.json'), JSON.stringify({ name: 'web-app', dependencies: { react: '19.0.0' } }));
    mkdirSync(join(cwd, 'src', 'tools'), { recursive: true });
    writeFileSync(join(cwd, 'src', 'tools', 'index.ts'), '');
    const run = await runCreate(['add', 'search_notes'], { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('depends on neither @modelcontextprotocol/sdk nor @modelcontextprotocol/server');
    expect(entries(join(cwd, 'src', 'tools'))).toEqual(['index.ts']);
  });
});
