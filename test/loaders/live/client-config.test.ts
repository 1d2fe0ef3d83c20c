// --client-config: every server listed in a client's config file is linted and named by its key.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readClientConfigs } from '../../../src/loaders/live/client-config.js';
import type { PlaceEnvironment } from '../../../src/inputs/client-places.js';
import { FIXTURES, liveOptions, lintLive } from './helpers.js';

const root = mkdtempSync(join(tmpdir(), 'mcp-lint-config-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function project(name: string, files: Record<string, string>): string {
  const dir = join(root, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const node = JSON.stringify(process.execPath);
/** Looking without a file also reads the user's configs: here, of a home folder that has none. */
const noHome = (cwd: string): PlaceEnvironment => ({ platform: 'linux', env: { HOME: join(root, 'no-home') }, cwd });
const fixture = (file: string) => JSON.stringify(join(FIXTURES, file));

describe('reading client configs', () => {
  it('reads Claude Desktop mcpServers with command, args and env', async () => {
    const dir = project('claude', {
      'claude_desktop_config.json': `{"mcpServers": {"weather": {"command": ${node}, "args": ["server.js", "--verbose"], "env": {"API_KEY": "k"}}}}`,
    });
    const { targets, problems } = await readClientConfigs(['claude_desktop_config.json'], dir);
    expect(problems).toEqual([]);
    expect(targets).toHaveLength(1);
    expect(targets[0]!.target).toEqual({
      kind: 'stdio',
      name: 'weather',
      command: process.execPath,
      args: ['server.js', '--verbose'],
      env: { API_KEY: 'k' },
      cwd: dir,
    });
    expect(targets[0]!.origin).toMatchObject({
      file: 'claude_desktop_config.json',
      range: { start: { line: 1, column: 17 } },
    });
  });

  it('takes nothing from a "__proto__" key: an entry cannot get its command from there', async () => {
    const dir = project('proto', {
      '.mcp.json': `{"mcpServers": {"sneaky": {"__proto__": {"command": ${node}, "args": ["evil.js"]}}}}`,
    });
    const { targets, problems } = await readClientConfigs(['.mcp.json'], dir);
    expect(targets).toEqual([]);
    expect(problems.map((p) => p.diagnostics[0]!.message).join('\n')).toMatch(/neither "command" \(stdio\) nor "url"/);
  });

  it('reads VS Code servers (JSONC, type http with headers, ${workspaceFolder}, ${env:…})', async () => {
    process.env.MCP_LINT_TEST_TOKEN = 'tok';
    const dir = project('vscode', {
      '.vscode/mcp.json': `{
  // comments are fine here
  "inputs": [],
  "servers": {
    "docs": { "type": "http", "url": "http://127.0.0.1:1/mcp", "headers": { "Authorization": "Bearer \${env:MCP_LINT_TEST_TOKEN}" } },
    "local": { "type": "stdio", "command": "node", "args": ["\${workspaceFolder}/build/index.js"], },
  },
}`,
    });
    const { targets, problems } = await readClientConfigs(true, dir, noHome(dir));
    expect(problems).toEqual([]);
    expect(targets.map((t) => t.target)).toEqual([
      { kind: 'http', name: 'docs', url: 'http://127.0.0.1:1/mcp', headers: { Authorization: 'Bearer tok' } },
      { kind: 'stdio', name: 'local', command: 'node', args: [join(dir, 'build/index.js')], cwd: dir },
    ]);
    expect(targets[0]!.origin!.file).toBe('.vscode/mcp.json');
    expect(targets[0]!.origin!.range!.start.line).toBe(5);
  });

  it('reads .mcp.json and .cursor/mcp.json when looking without a file', async () => {
    const dir = project('both', {
      '.mcp.json': '{"mcpServers": {"a": {"command": "node", "args": ["a.js"]}}}',
      '.cursor/mcp.json': '{"mcpServers": {"b": {"url": "http://127.0.0.1:9/mcp"}}}',
    });
    const { targets } = await readClientConfigs(true, dir, noHome(dir));
    expect(targets.map((t) => `${t.target.name} ${t.origin!.file}`)).toEqual(['a .mcp.json', 'b .cursor/mcp.json']);
  });

  it('says where it looked when no config exists', async () => {
    const dir = project('empty', { 'README.md': '' });
    const { problems } = await readClientConfigs(true, dir, noHome(dir));
    expect(problems[0]!.diagnostics[0]!.message).toContain('No MCP client config found');
    expect(problems[0]!.diagnostics[0]!.message).toContain('.vscode/mcp.json');
  });

  it('reports a syntax error with its line and column', async () => {
    const dir = project('broken', { '.mcp.json': '{\n  "mcpServers": {\n    "a": {"command": "node",,}\n  }\n}' });
    const { problems, targets } = await readClientConfigs(['.mcp.json'], dir);
    expect(targets).toEqual([]);
    const [finding] = problems[0]!.diagnostics;
    expect(problems[0]!.source).toBe('.mcp.json');
    expect(finding!.message).toMatch(/not valid JSON: .* at line 3, column \d+/);
    expect(finding!.range!.start.line).toBe(3);
  });

  it('reports entries it cannot start, and skips disabled ones, by name and line', async () => {
    const dir = project('entries', {
      '.mcp.json': `{"mcpServers": {
  "nothing": {"args": []},
  "prompted": {"command": "node", "args": ["--key", "\${input:api-key}"]},
  "off": {"command": "node", "disabled": true},
  "ok": {"command": "node"}
}}`,
    });
    const { problems, targets } = await readClientConfigs(['.mcp.json'], dir);
    expect(targets.map((t) => t.target.name)).toEqual(['ok']);
    const messages = problems[0]!.diagnostics.map((d) => `${d.range!.start.line} ${d.severity} ${d.message}`);
    expect(messages[0]).toMatch(/^2 error Server "nothing" in .mcp.json: it has neither "command"/);
    expect(messages[1]).toMatch(/^3 error Server "prompted" .*\$\{input:api-key\}/);
    expect(messages).toHaveLength(2);
    // A disabled server is not a problem with the file: it is recorded for server-disabled-in-config to report.
    expect(problems[0]!.liveFacts?.disabledServers).toEqual([
      { name: 'off', range: { start: { line: 4, column: 3 }, end: { line: 4, column: 47 } } },
    ]);
  });

  it('reads a named TOML file as Codex\'s config, and takes nothing from a "__proto__" table', async () => {
    const dir = project('codex-named', {
      'config.toml': `[mcp_servers.tools]\ncommand = "node"\nargs = ["tools.js"]\n\n[mcp_servers.sneaky.__proto__]\ncommand = "node"\n`,
    });
    const { targets, problems } = await readClientConfigs(['config.toml'], dir);
    expect(targets.map((t) => [t.target.name, t.origin.range?.start.line])).toEqual([['tools', 1]]);
    expect(problems.map((p) => p.diagnostics[0]!.message).join('\n')).toMatch(
      /Server "sneaky" in config\.toml: it has neither "command"/,
    );
  });

  it('reads a named ~/.claude.json with its per-project servers', async () => {
    const dir = project('claude-json', {
      '.claude.json': `{ "mcpServers": { "mine": { "command": "node" } }, "projects": { ${JSON.stringify(root)}: { "mcpServers": { "here": { "command": "node" } } } } }`,
    });
    const { targets } = await readClientConfigs(['.claude.json'], dir);
    expect(targets.map((t) => t.target)).toEqual([
      { kind: 'stdio', name: 'mine', command: 'node', args: [], cwd: dir },
      { kind: 'stdio', name: 'here', command: 'node', args: [], cwd: root },
    ]);
  });

  it('reports a missing file named with --client-config', async () => {
    const { problems } = await readClientConfigs(['nope.json'], root);
    expect(problems[0]!.diagnostics[0]!.message).toContain('Client config not found: nope.json');
  });
});

describe('linting the servers of a config', () => {
  it('lints each server under its key and places it at its entry for SARIF', async () => {
    const dir = project('run', {
      '.mcp.json': `{"mcpServers": {
  "malformed": {"command": ${node}, "args": [${fixture('malformed-tool.mjs')}]},
  "crashing": {"command": ${node}, "args": [${fixture('crash-at-start.mjs')}]}
}}`,
    });
    // The loader looks in the real environment: a home folder without configs, so only the project's are linted.
    const saved = {
      HOME: process.env.HOME,
      XDG_CONFIG_HOME: process.env.XDG_CONFIG_HOME,
      CLAUDE_CONFIG_DIR: process.env.CLAUDE_CONFIG_DIR,
      CODEX_HOME: process.env.CODEX_HOME,
    };
    for (const key of Object.keys(saved)) delete process.env[key];
    process.env.HOME = join(root, 'no-home');
    const { results } = await lintLive(liveOptions([], { clientConfigs: true }), dir).finally(() => {
      for (const [key, value] of Object.entries(saved))
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
    });
    expect(results.map((r) => r.source)).toEqual(['malformed', 'crashing']);
    expect(results[0]!.toolCount).toBe(4);
    expect(results[0]!.origin).toEqual({
      file: '.mcp.json',
      range: { start: { line: 2, column: 3 }, end: expect.any(Object) },
    });
    expect(results[1]!.diagnostics[0]!.message).toContain('WEATHER_API_KEY');
  });
});
