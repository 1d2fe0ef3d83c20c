// --client-config with no file: every installed client's config, read at its documented place (docs/clients.md),
// in its real format (JSONC, TOML), for the Linux, macOS and Windows layouts — the platform is a parameter of the
// place table, so all three are checked here. Nothing is started: readClientConfigs only reads.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readClientConfigs, type ConfigServers } from '../../../src/loaders/live/client-config.js';
import type { ClientPlatform, PlaceEnvironment } from '../../../src/inputs/client-places.js';

const root = mkdtempSync(join(tmpdir(), 'mcp-lint-discovery-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(dir: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

const stdio = (name: string) => `{ "command": "node", "args": ["${name}.js"] }`;

/** The files every platform keeps in the home folder itself. */
function homeFiles(project: string): Record<string, string> {
  return {
    '.claude.json': `{
  "numStartups": 3,
  "mcpServers": { "code-user": ${stdio('code-user')} },
  "projects": {
    ${JSON.stringify(project)}: { "allowedTools": [], "mcpServers": { "code-local": ${stdio('code-local')} } },
    "/elsewhere/empty": { "mcpServers": {} }
  }
}`,
    '.cursor/mcp.json': `{ "mcpServers": { "cursor-user": { "url": "http://127.0.0.1:1/cursor" } } }`,
    '.codeium/windsurf/mcp_config.json': `{ "mcpServers": { "windsurf": { "serverUrl": "http://127.0.0.1:1/windsurf", "headers": { "X-Api-Key": "\${env:MCP_LINT_TEST_WINDSURF}" } } } }`,
    '.gemini/settings.json': `{
  "theme": "Dracula",
  "mcpServers": { "gemini-user": { "httpUrl": "http://127.0.0.1:1/gemini", "timeout": 5000 }, "gemini-env": { "command": "node", "env": { "KEY": "$MCP_LINT_TEST_GEMINI" } } }
}`,
    '.codex/config.toml': `model = "o4-mini"

[mcp_servers.codex]
command = "npx"
args = ["-y", "codex-server"]
env = { "API_KEY" = "value" }

[mcp_servers."codex-http"]
url = "http://127.0.0.1:1/codex"
bearer_token_env_var = "MCP_LINT_TEST_CODEX_TOKEN"

[mcp_servers.codex-off]
command = "node"
enabled = false
`,
  };
}

/** VS Code's user folder: mcp.json, a profile's mcp.json, and the older "mcp" section of settings.json. */
function vscodeFiles(userDir: string): Record<string, string> {
  return {
    [join(userDir, 'mcp.json')]: `{
  // VS Code writes JSONC
  "servers": { "vscode-user": { "type": "stdio", "command": "node", "args": ["vscode-user.js"], }, },
  "inputs": [],
}`,
    [join(userDir, 'profiles', '3f2a1b', 'mcp.json')]:
      `{ "servers": { "vscode-profile": ${stdio('vscode-profile')} } }`,
    [join(userDir, 'settings.json')]:
      `{ "editor.fontSize": 13, "mcp": { "servers": { "vscode-settings": ${stdio('vscode-settings')} } } }`,
  };
}

const zedFile = `// Zed settings
{
  "theme": "One Dark",
  "context_servers": {
    "zed": { "command": "node", "args": ["zed.js"], "env": {} },
    "zed-old": { "command": { "path": "node", "args": ["zed-old.js"], "env": {} } },
    "zed-extension": { "source": "extension", "settings": {} }
  }
}`;

const claudeDesktop = `{ "mcpServers": { "desktop": ${stdio('desktop')} } }`;

const projectFiles: Record<string, string> = {
  '.mcp.json': `{ "mcpServers": { "code-project": ${stdio('code-project')} } }`,
  '.vscode/mcp.json': `{ "servers": { "vscode-project": { "command": "node", "args": ["\${workspaceFolder}/vscode-project.js"] } } }`,
  '.cursor/mcp.json': `{ "mcpServers": { "cursor-project": ${stdio('cursor-project')} } }`,
  '.gemini/settings.json': `{ "mcpServers": { "gemini-project": ${stdio('gemini-project')} } }`,
};

interface Layout {
  env: (home: string) => Record<string, string>;
  /** Paths relative to the home folder. */
  files: Record<string, string>;
}

const LAYOUTS: Record<ClientPlatform, Layout> = {
  linux: {
    env: (home) => ({ HOME: home, XDG_CONFIG_HOME: join(home, 'xdg') }),
    files: {
      'xdg/Claude/claude_desktop_config.json': claudeDesktop,
      ...vscodeFiles('xdg/Code/User'),
      'xdg/zed/settings.json': zedFile,
    },
  },
  darwin: {
    env: (home) => ({ HOME: home }),
    files: {
      'Library/Application Support/Claude/claude_desktop_config.json': claudeDesktop,
      ...vscodeFiles('Library/Application Support/Code/User'),
      '.config/zed/settings.json': zedFile,
    },
  },
  win32: {
    env: (home) => ({ USERPROFILE: home, APPDATA: join(home, 'AppData', 'Roaming'), HOME: join(home, 'not-the-home') }),
    files: {
      'AppData/Roaming/Claude/claude_desktop_config.json': claudeDesktop,
      ...vscodeFiles('AppData/Roaming/Code/User'),
      'AppData/Roaming/Zed/settings.json': zedFile,
    },
  },
};

function setUp(platform: ClientPlatform): { home: string; project: string; where: PlaceEnvironment } {
  const home = join(root, platform, 'home');
  const project = join(root, platform, 'project');
  write(home, { ...homeFiles(project), ...LAYOUTS[platform].files });
  write(project, projectFiles);
  return { home, project, where: { platform, env: LAYOUTS[platform].env(home), cwd: project } };
}

const rows = (found: ConfigServers, home: string) =>
  found.listed.map(
    (l) =>
      `${l.client} ${l.scope} ${l.file.startsWith('/') ? `~/${relative(home, l.file)}` : l.file} ${l.name} ${l.verdict.kind}`,
  );

describe.each(['linux', 'darwin', 'win32'] as const)('discovery on %s', (platform) => {
  const { home, project, where } = setUp(platform);
  const layout = LAYOUTS[platform].files;
  const placeOf = (suffix: string) =>
    `~/${Object.keys(layout).find((path) => path.toLowerCase().endsWith(suffix.toLowerCase()))!}`;

  it('reads every client at its place, user configs first, then the project', async () => {
    process.env.MCP_LINT_TEST_CODEX_TOKEN = 'codex-token';
    process.env.MCP_LINT_TEST_WINDSURF = 'windsurf-key';
    process.env.MCP_LINT_TEST_GEMINI = 'gemini-key';
    const found = await readClientConfigs(true, project, where);
    expect(rows(found, home)).toEqual([
      `Claude Desktop user ${placeOf('claude_desktop_config.json')} desktop target`,
      'Claude Code user ~/.claude.json code-user target',
      'Claude Code user ~/.claude.json code-local target',
      'Cursor user ~/.cursor/mcp.json cursor-user target',
      `VS Code user ${placeOf('User/mcp.json')} vscode-user target`,
      `VS Code user ${placeOf('User/settings.json')} vscode-settings target`,
      `VS Code user ${placeOf('3f2a1b/mcp.json')} vscode-profile target`,
      'Windsurf user ~/.codeium/windsurf/mcp_config.json windsurf target',
      'Gemini CLI user ~/.gemini/settings.json gemini-user target',
      'Gemini CLI user ~/.gemini/settings.json gemini-env target',
      'Codex user ~/.codex/config.toml codex target',
      'Codex user ~/.codex/config.toml codex-http target',
      'Codex user ~/.codex/config.toml codex-off disabled',
      `Zed user ${placeOf('zed/settings.json')} zed target`,
      `Zed user ${placeOf('zed/settings.json')} zed-old target`,
      `Zed user ${placeOf('zed/settings.json')} zed-extension problem`,
      'Claude Code project .mcp.json code-project target',
      'VS Code project .vscode/mcp.json vscode-project target',
      'Cursor project .cursor/mcp.json cursor-project target',
      'Gemini CLI project .gemini/settings.json gemini-project target',
    ]);
    const targets = Object.fromEntries(found.targets.map((t) => [t.target.name, t.target]));
    // Each format's own keys: Windsurf's serverUrl, Gemini's httpUrl and $NAME, Codex's TOML tables and bearer token, Zed's command object.
    expect(targets.windsurf).toEqual({
      kind: 'http',
      name: 'windsurf',
      url: 'http://127.0.0.1:1/windsurf',
      headers: { 'X-Api-Key': 'windsurf-key' },
    });
    expect(targets['gemini-user']).toMatchObject({ kind: 'http', url: 'http://127.0.0.1:1/gemini' });
    expect(targets['gemini-env']).toMatchObject({ kind: 'stdio', env: { KEY: 'gemini-key' } });
    expect(targets.codex).toMatchObject({
      kind: 'stdio',
      command: 'npx',
      args: ['-y', 'codex-server'],
      env: { API_KEY: 'value' },
    });
    expect(targets['codex-http']).toEqual({
      kind: 'http',
      name: 'codex-http',
      url: 'http://127.0.0.1:1/codex',
      headers: { Authorization: 'Bearer codex-token' },
    });
    expect(targets['zed-old']).toMatchObject({ kind: 'stdio', command: 'node', args: ['zed-old.js'] });
    // Claude Code starts a project's own servers in that project; the project's .vscode config expands ${workspaceFolder}.
    expect(targets['code-local']).toMatchObject({ cwd: project });
    expect(targets['vscode-project']).toMatchObject({ args: [join(project, 'vscode-project.js')] });
    // Findings point into the file: the TOML entry at its table header.
    expect(found.targets.find((t) => t.target.name === 'codex-http')!.origin.range!.start.line).toBe(8);
    expect(found.fileProblems).toEqual([]);
  });

  it("reads nothing of the other platforms' layouts", async () => {
    const other = platform === 'darwin' ? 'linux' : 'darwin';
    const found = await readClientConfigs(true, project, { platform: other, env: { HOME: home }, cwd: project });
    const names = found.listed.map((l) => l.name);
    expect(names).not.toContain('desktop');
    expect(names).not.toContain('vscode-user');
    expect(names).toContain('cursor-user'); // ~/.cursor is the same place everywhere
  });
});

describe('discovery: absent, broken and untrusted files', () => {
  it('an absent file is no finding; no file at all says where it looked', async () => {
    const home = join(root, 'empty-home');
    const project = join(root, 'empty-project');
    mkdirSync(home, { recursive: true });
    mkdirSync(project, { recursive: true });
    const found = await readClientConfigs(true, project, { platform: 'linux', env: { HOME: home }, cwd: project });
    expect(found.listed).toEqual([]);
    expect(found.fileProblems).toHaveLength(1);
    expect(found.fileProblems[0]).toMatch(
      /^No MCP client config found on this machine: looked for the user configs of Claude Desktop, Claude Code, Cursor, VS Code, .*Codex, Zed, and in .* for \.mcp\.json, \.vscode\/mcp\.json/,
    );
  });

  it('a config that does not parse is a finding at its line naming the file, and the others are still read', async () => {
    const home = join(root, 'broken-home');
    const project = join(root, 'broken-project');
    write(home, {
      '.codex/config.toml': '[mcp_servers.a]\ncommand = "node"\nargs = [\n',
      '.cursor/mcp.json': '{\n  "mcpServers": {\n    "b": {"command": "node",,}\n  }\n}',
      '.gemini/settings.json': `{ "mcpServers": { "ok": ${stdio('ok')} } }`,
    });
    mkdirSync(project, { recursive: true });
    const found = await readClientConfigs(true, project, { platform: 'linux', env: { HOME: home }, cwd: project });
    expect(found.listed.map((l) => l.name)).toEqual(['ok']);
    const byFile = Object.fromEntries(found.problems.map((p) => [p.source, p.diagnostics[0]!]));
    const toml = byFile[join(home, '.codex/config.toml')]!;
    expect(toml.message).toMatch(/config\.toml is not valid TOML: .* at line \d+, column \d+\.$/);
    expect(toml.range!.start.line).toBeGreaterThanOrEqual(3);
    const json = byFile[join(home, '.cursor/mcp.json')]!;
    expect(json.message).toMatch(/\.cursor\/mcp\.json is not valid JSON: .* at line 3, column \d+\.$/);
    expect(json.fatal).toBe(true);
  });

  it('a settings file with no servers in it is not a finding', async () => {
    const home = join(root, 'settings-home');
    const project = join(root, 'settings-project');
    write(home, {
      '.gemini/settings.json': '{ "theme": "Dracula" }',
      '.codex/config.toml': 'model = "o4"\n',
      '.claude.json': '{ "numStartups": 1 }',
    });
    write(project, { '.mcp.json': `{ "mcpServers": { "here": ${stdio('here')} } }` });
    const found = await readClientConfigs(true, project, { platform: 'linux', env: { HOME: home }, cwd: project });
    expect(found.listed.map((l) => l.name)).toEqual(['here']);
    expect(found.problems).toEqual([]);
  });

  it('skips, with a warning, a project config in a folder every user can write', async () => {
    const home = join(root, 'trust-home');
    const project = join(root, 'trust-project');
    mkdirSync(home, { recursive: true });
    write(project, { '.mcp.json': `{ "mcpServers": { "planted": ${stdio('planted')} } }` });
    chmodSync(project, 0o777);
    const found = await readClientConfigs(true, project, { platform: 'linux', env: { HOME: home }, cwd: project });
    expect(found.targets).toEqual([]);
    expect(found.fileProblems[0]).toMatch(
      /^Claude Code config \.mcp\.json was not read: its directory can be written by every user\. .*--client-config \.mcp\.json/,
    );
    expect(found.problems[0]!.diagnostics[0]!.severity).toBe('warning');
    // Named on the command line, the same file is read: the user chose it.
    const named = await readClientConfigs(['.mcp.json'], project, {
      platform: 'linux',
      env: { HOME: home },
      cwd: project,
    });
    expect(named.targets.map((t) => t.target.name)).toEqual(['planted']);
  });

  it('run in the home folder, a file that is both a user and a project config is read once', async () => {
    const home = join(root, 'home-as-project');
    write(home, {
      '.cursor/mcp.json': `{ "mcpServers": { "once": ${stdio('once')} } }`,
      '.gemini/settings.json': `{ "mcpServers": { "g": ${stdio('g')} } }`,
    });
    const found = await readClientConfigs(true, home, { platform: 'linux', env: { HOME: home }, cwd: home });
    expect(found.listed.map((l) => `${l.client} ${l.scope} ${l.name}`)).toEqual([
      'Cursor user once',
      'Gemini CLI user g',
    ]);
  });

  it('a Claude Code project that no longer exists: its servers are listed, not started', async () => {
    const home = join(root, 'gone-home');
    write(home, {
      '.claude.json': `{ "projects": { "/no/such/project": { "mcpServers": { "stale": ${stdio('stale')} } } } }`,
    });
    const found = await readClientConfigs(true, home, { platform: 'linux', env: { HOME: home }, cwd: home });
    expect(found.targets).toEqual([]);
    expect(found.listed).toMatchObject([
      { name: 'stale', project: '/no/such/project', verdict: { kind: 'problem', severity: 'warning' } },
    ]);
  });
});
