// Every template combination, generated without installing, read by mcp-lint's source mode: zero findings of any
// level, `--tools none` included (an empty tool list there is intended, not something source mode failed to follow).
// The installed, built and live-linted versions of the same projects are in e2e.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCreate, runMcpLint } from '../helpers/cli.js';
import { tempDir } from './helpers.js';

const COMBINATIONS = (['starter', 'none'] as const).flatMap((tools) =>
  (['stdio', 'http'] as const).flatMap((transport) =>
    (['v1', 'v2'] as const).map((sdk) => ({ tools, transport, sdk })),
  ),
);

describe('generated projects read by `mcp-lint src`', () => {
  it.each(COMBINATIONS)(
    '--tools $tools, $transport, $sdk: no finding of any level, not even source-unresolved info',
    async ({ tools, transport, sdk }) => {
      const cwd = tempDir();
      const created = await runCreate(
        ['project', '--transport', transport, '--sdk', sdk, '--tools', tools, '--no-install', '--no-git'],
        { cwd },
      );
      expect(created.code, created.stderr).toBe(0);
      const lint = await runMcpLint(['src', '--format', 'json'], { cwd: join(cwd, 'project') });
      const files = JSON.parse(lint.stdout) as Array<{
        filePath: string;
        messages: Array<{ ruleId: string | null; message: string }>;
      }>;
      expect(files.flatMap((file) => file.messages.map((m) => `${file.filePath}: ${m.ruleId} ${m.message}`))).toEqual(
        [],
      );
      expect(lint.code).toBe(0);
    },
  );

  it.each([
    // An npm scope becomes the registry namespace; without one it is a placeholder the README says to replace.
    {
      label: 'TypeScript, stdio',
      name: 'weather-server',
      args: ['--name', '@acme/weather-server', '--transport', 'stdio'],
      proof: 'package.json',
      mcpName: 'io.github.acme/weather-server',
    },
    {
      label: 'TypeScript, http',
      name: 'weather-server',
      args: ['--transport', 'http'],
      proof: 'package.json',
      mcpName: 'io.github.your-github-user/weather-server',
    },
    {
      label: 'Python, stdio',
      name: 'weather-server',
      args: ['--language', 'python', '--transport', 'stdio'],
      proof: 'README.md',
      mcpName: 'io.github.your-github-user/weather-server',
    },
    {
      label: 'Python, http',
      name: 'weather-server',
      args: ['--language', 'python', '--transport', 'http'],
      proof: 'README.md',
      mcpName: 'io.github.your-github-user/weather-server',
    },
  ])(
    '$label: server.json passes every registry rule against the project beside it, whose $proof proves its name',
    async ({ name, args, proof, mcpName }) => {
      const cwd = tempDir();
      const created = await runCreate([name, ...args, '--no-install', '--no-git', '--yes'], { cwd });
      expect(created.code, created.stderr).toBe(0);
      const dir = join(cwd, name);
      const serverJson = JSON.parse(readFileSync(join(dir, 'server.json'), 'utf8')) as { name: string };
      expect(serverJson.name).toBe(mcpName);
      const proofText = readFileSync(join(dir, proof), 'utf8');
      expect(proofText).toContain(
        proof === 'package.json' ? `"mcpName": "${mcpName}"` : `<!-- mcp-name: ${mcpName} -->`,
      );
      const lint = await runMcpLint(['server.json', '--format', 'json', '--max-warnings', '0'], { cwd: dir });
      const [file] = JSON.parse(lint.stdout) as Array<{
        filePath: string;
        messages: Array<{ ruleId: string | null; message: string }>;
      }>;
      expect(file!.messages.map((m) => `${m.ruleId} ${m.message}`)).toEqual([]);
      expect(lint.code).toBe(0);
    },
  );

  it('the stdio lint:mcp script runs the source check first, then the build, then the live check', async () => {
    const cwd = tempDir();
    expect(
      (await runCreate(['project', '--transport', 'stdio', '--no-install', '--no-git', '--yes'], { cwd })).code,
    ).toBe(0);
    const pkg = JSON.parse(readFileSync(join(cwd, 'project', 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts['lint:mcp']).toBe(
      'mcp-lint src && tsc -p tsconfig.json && mcp-lint --stdio "node dist/index.js" --source-root src',
    );
  });
});
