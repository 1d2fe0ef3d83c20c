// --list-servers end to end with the built CLI: a fake home (HOME and XDG_CONFIG_HOME set for the child) holding
// every client's config in its real format and place; what is listed, with credentials hidden and untrusted text
// escaped; and nothing started — every server's command would write a marker file, and the marker stays absent
// (the same config linted does write it, so the check can fail).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runMcpLint } from '../helpers/cli.js';
import { FIXTURES } from '../loaders/live/helpers.js';

const root = mkdtempSync(join(tmpdir(), 'mcp-lint-list-servers-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const home = join(root, 'home');
const project = join(root, 'project');
const marker = join(root, 'started.marker');
const markerScript = join(root, 'write-marker.mjs');
const node = process.execPath;
const env = {
  HOME: home,
  XDG_CONFIG_HOME: join(home, 'xdg'),
  USERPROFILE: undefined,
  APPDATA: undefined,
  CLAUDE_CONFIG_DIR: undefined,
  CODEX_HOME: undefined,
};

function write(dir: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

/** A stdio entry whose command, if it ever ran, would leave the marker behind. */
const starts = (name: string) => JSON.stringify({ command: node, args: [markerScript, marker, name] });

writeFileSync(
  markerScript,
  "import { appendFileSync } from 'node:fs';\nappendFileSync(process.argv[2], process.argv[3] + '\\n');\n",
);
write(home, {
  'xdg/Claude/claude_desktop_config.json': `{
  // Claude Desktop
  "mcpServers": {
    "weather": { "command": ${JSON.stringify(node)}, "args": [${JSON.stringify(markerScript)}, ${JSON.stringify(marker)}, "weather", "--api-key", "sk-live-123456"], "env": { "WEATHER_TOKEN": "tok-abcdef" } },
  },
}`,
  '.claude.json': `{ "mcpServers": { "code-user": ${starts('code-user')} }, "projects": { ${JSON.stringify(project)}: { "mcpServers": { "code-local": ${starts('code-local')} } } } }`,
  '.cursor/mcp.json': `{ "mcpServers": { "docs": { "url": "https://user:hunter22@docs.example/mcp?token=t0ps3cret&page=2" } } }`,
  'xdg/Code/User/mcp.json': `{ "servers": { "vscode-user": ${starts('vscode-user')}, "prompted": { "command": "node", "args": ["\${input:key}"] } } }`,
  '.codeium/windsurf/mcp_config.json': `{ "mcpServers": { "windsurf": ${starts('windsurf')} } }`,
  '.gemini/settings.json': `{ "mcpServers": { "gemini": ${starts('gemini')} } }`,
  '.copilot/mcp-config.json': `{ "mcpServers": { "copilot": { "type": "local", "command": ${JSON.stringify(node)}, "args": [${JSON.stringify(markerScript)}, ${JSON.stringify(marker)}, "copilot"], "tools": ["*"] } } }`,
  '.codex/config.toml': `[mcp_servers.codex]\ncommand = ${JSON.stringify(node)}\nargs = [${JSON.stringify(markerScript)}, ${JSON.stringify(marker)}, "codex"]\n\n[mcp_servers.codex-off]\ncommand = "node"\nenabled = false\n`,
  'xdg/zed/settings.json': `// Zed\n{ "context_servers": { "zed\\u001b]0;pwned\\u0007": ${starts('zed')} } }`,
});
write(project, { '.mcp.json': `{ "mcpServers": { "code-project": ${starts('code-project')} } }` });

beforeEach(() => rmSync(marker, { force: true }));

describe('mcp-lint --list-servers', () => {
  it("lists every installed client's servers and how each starts, and starts none of them", async () => {
    const run = await runMcpLint(['--list-servers'], { cwd: project, env });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    const at = (heading: string) => lines.indexOf(heading);
    expect(at(`Claude Desktop (user): ${join(home, 'xdg/Claude/claude_desktop_config.json')}`)).toBeGreaterThanOrEqual(
      0,
    );
    expect(at(`Claude Code (user): ${join(home, '.claude.json')}`)).toBeGreaterThan(0);
    expect(at(`Cursor (user): ${join(home, '.cursor/mcp.json')}`)).toBeGreaterThan(0);
    expect(at(`VS Code (user): ${join(home, 'xdg/Code/User/mcp.json')}`)).toBeGreaterThan(0);
    expect(at(`Windsurf (user): ${join(home, '.codeium/windsurf/mcp_config.json')}`)).toBeGreaterThan(0);
    expect(at(`GitHub Copilot CLI (user): ${join(home, '.copilot/mcp-config.json')}`)).toBeGreaterThan(0);
    expect(at(`Gemini CLI (user): ${join(home, '.gemini/settings.json')}`)).toBeGreaterThan(0);
    expect(at(`Codex (user): ${join(home, '.codex/config.toml')}`)).toBeGreaterThan(0);
    expect(at(`Zed (user): ${join(home, 'xdg/zed/settings.json')}`)).toBeGreaterThan(0);
    expect(at('Claude Code (project): .mcp.json')).toBeGreaterThan(0);
    expect(run.stdout).toContain(`  weather  stdio  ${node} ${markerScript} ${marker} weather --api-key ***\n`);
    expect(run.stdout).toMatch(/ {2}code-local +stdio {2}.* code-local {2}\(project .*project\)\n/);
    expect(run.stdout).toContain('  docs  http  https://user:***@docs.example/mcp?token=***&page=2\n');
    expect(run.stdout).toMatch(/ {2}prompted +not started: it uses \$\{input:key\}/);
    expect(run.stdout).toMatch(/ {2}codex-off +disabled\n/);
    // A server name from a config cannot retitle the terminal.
    expect(run.stdout).toContain('zed\\u001b]0;pwned\\u0007');
    expect(run.stdout).not.toMatch(/[\u001b\u0007]/);
    expect(run.stdout).not.toContain('sk-live-123456');
    expect(run.stdout).not.toContain('hunter22');
    expect(run.stdout).not.toContain('t0ps3cret');
    expect(run.stdout).toContain('13 servers in 10 config files, 11 to start; nothing was started.');
    expect(existsSync(marker)).toBe(false);
  });

  it('--format json gives one row per server, and still starts nothing', async () => {
    const run = await runMcpLint(['--list-servers', '--format', 'json'], { cwd: project, env });
    expect(run.code).toBe(0);
    const { servers, problems } = JSON.parse(run.stdout) as {
      servers: Array<Record<string, string>>;
      problems: string[];
    };
    expect(problems).toEqual([]);
    expect(servers.map((s) => `${s.client}/${s.scope}/${s.server}/${s.status}`)).toEqual([
      'Claude Desktop/user/weather/starts',
      'Claude Code/user/code-user/starts',
      'Claude Code/user/code-local/starts',
      'Cursor/user/docs/starts',
      'VS Code/user/vscode-user/starts',
      'VS Code/user/prompted/not started',
      'Windsurf/user/windsurf/starts',
      'Gemini CLI/user/gemini/starts',
      'GitHub Copilot CLI/user/copilot/starts',
      'Codex/user/codex/starts',
      'Codex/user/codex-off/disabled',
      'Zed/user/zed\u001b]0;pwned\u0007/starts',
      'Claude Code/project/code-project/starts',
    ]);
    expect(servers.find((s) => s.server === 'codex')).toMatchObject({
      transport: 'stdio',
      file: join(home, '.codex/config.toml'),
    });
    expect(existsSync(marker)).toBe(false);
  });

  it('a config that does not parse is named, with its line, on stderr; the rest is listed; exit 0', async () => {
    const broken = join(root, 'broken-home');
    write(broken, {
      '.gemini/settings.json': '{\n  "mcpServers": {\n    "g": {"command": "node",,}\n}',
      '.cursor/mcp.json': `{ "mcpServers": { "ok": ${starts('ok')} } }`,
    });
    const run = await runMcpLint(['--list-servers'], {
      cwd: broken,
      env: { ...env, HOME: broken, XDG_CONFIG_HOME: join(broken, 'xdg') },
    });
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(
      /^mcp-lint: warning: .*\.gemini\/settings\.json is not valid JSON: .* at line 3, column \d+\.\n$/,
    );
    expect(run.stdout).toContain('  ok  stdio  ');
    expect(existsSync(marker)).toBe(false);
  });

  it("with no client config anywhere: says so on stdout and lists every place it looked, each client's path; exit 0", async () => {
    const empty = join(root, 'empty-home');
    mkdirSync(join(empty, 'work'), { recursive: true });
    const run = await runMcpLint(['--list-servers'], {
      cwd: join(empty, 'work'),
      env: { ...env, HOME: empty, XDG_CONFIG_HOME: join(empty, 'xdg') },
    });
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe('No MCP client config found, so no servers to list. mcp-lint looked for:');
    expect(run.stdout).toMatch(
      new RegExp(
        `\\n  Claude Desktop +${join(empty, 'xdg', 'Claude', 'claude_desktop_config.json').replace(/[.]/g, '\\.')}\\n`,
      ),
    );
    expect(run.stdout).toMatch(/\n  Claude Code +\.mcp\.json\n/);
    expect(run.stdout).toContain('Name a config with --client-config <file>.');
    const json = await runMcpLint(['--list-servers', '--format', 'json'], {
      cwd: join(empty, 'work'),
      env: { ...env, HOME: empty, XDG_CONFIG_HOME: join(empty, 'xdg') },
    });
    const parsed = JSON.parse(json.stdout) as { servers: unknown[]; searched: Array<{ client: string; path: string }> };
    expect(parsed.servers).toEqual([]);
    expect(parsed.searched).toContainEqual({ client: 'Cursor', path: join(empty, '.cursor', 'mcp.json') });
  });

  it('linting the same installed configs does start them (so the marker check above can fail)', async () => {
    const run = await runMcpLint(['--client-config', '--startup-timeout', '5000'], { cwd: project, env });
    expect(run.code).toBe(2); // the marker writers exit at once: "could not check"
    const started = readFileSync(marker, 'utf8').split('\n').filter(Boolean).sort();
    expect(started).toEqual(
      [
        'code-local',
        'code-project',
        'code-user',
        'codex',
        'copilot',
        'gemini',
        'vscode-user',
        'weather',
        'windsurf',
        'zed',
      ].sort(),
    );
  });
});

describe('mcp-lint pin --client-config', () => {
  it('uses the same discovery: the installed servers are pinned under their config names', async () => {
    const pinHome = join(root, 'pin-home');
    write(pinHome, {
      '.codex/config.toml': `[mcp_servers.listed]\ncommand = ${JSON.stringify(node)}\nargs = [${JSON.stringify(join(FIXTURES, 'listed-tools.mjs'))}]\nenv = { TOOLS = '[{"name": "lookup", "description": "Looks a word up.", "inputSchema": {"type": "object"}}]' }\n`,
    });
    const cwd = join(root, 'pin-project');
    mkdirSync(cwd, { recursive: true });
    const run = await runMcpLint(['pin', '--client-config', '-o', 'mcp-tools.lock.json'], {
      cwd,
      env: { ...env, HOME: pinHome, XDG_CONFIG_HOME: join(pinHome, 'xdg') },
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lock = JSON.parse(readFileSync(join(cwd, 'mcp-tools.lock.json'), 'utf8')) as {
      servers: Record<string, unknown>;
    };
    expect(Object.keys(lock.servers)).toEqual(['listed']);
  });
});
