// Issue 14 item 2, end to end: a generated stdio project with one defect introduced, built, linted live with
// --source-root src (what its lint:mcp script runs): the live finding points at the line in src/tools/<tool>.ts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CREATE_BIN, REPO_ROOT, runBin, runMcpLint } from '../../helpers/cli.js';

const temp = mkdtempSync(join(tmpdir(), 'mcp-lint-hybrid-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A generated stdio project (SDK v1, starter tools) with this repository's node_modules; `edit` runs before it is built. */
async function generatedProject(name: string, edit: (project: string) => void): Promise<string> {
  const project = join(temp, name);
  const created = await runBin(
    CREATE_BIN,
    [project, '--yes', '--no-install', '--no-git', '--transport', 'stdio', '--sdk', 'v1', '--tools', 'starter'],
    { cwd: temp },
  );
  expect(created.code).toBe(0);
  edit(project);
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(project, 'node_modules'), 'dir');
  execFileSync(process.execPath, [join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], {
    cwd: project,
  });
  return project;
}

function replaceIn(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  expect(text).toContain(from);
  writeFileSync(file, text.replace(from, to));
}

describe('hybrid mode on a generated project', () => {
  it('a server that crashes at start-up still gets the source findings, said to come from the source', async () => {
    let logLine = 0;
    const project = await generatedProject('crashes', (dir) => {
      replaceIn(
        join(dir, 'src', 'server.ts'),
        '  registerTools(server);\n',
        "  registerTools(server);\n  if (!process.env.WEATHER_API_KEY) throw new Error('WEATHER_API_KEY is not set');\n",
      );
      const tool = join(dir, 'src', 'tools', 'get_weather.ts');
      replaceIn(
        tool,
        "    async ({ city, units = 'celsius' }) => {\n",
        "    async ({ city, units = 'celsius' }) => {\n      console.log('looking up', city);\n",
      );
      logLine = readFileSync(tool, 'utf8').split('\n').indexOf("      console.log('looking up', city);") + 1;
    });
    const run = await runMcpLint(['--format', 'json', '--stdio', 'node dist/index.js', '--source-root', 'src'], {
      cwd: project,
      timeoutMs: 60_000,
      env: { WEATHER_API_KEY: undefined },
    });
    // The server itself was not checked (exit 2, docs/cli.md "Exit codes"), and stderr says so in one line.
    expect(run.stderr).toMatch(
      /^mcp-lint: could not check stdio:node dist\/index\.js: The server did not start, so mcp-lint checked its source in src\/ instead .*\n$/,
    );
    const results = JSON.parse(run.stdout) as Array<{
      filePath: string;
      kind: string;
      messages: Array<{ ruleId: string | null; line?: number; message: string; fatal?: boolean }>;
    }>;
    const [server] = results.filter((r) => r.kind === 'live');
    expect(server!.messages).toHaveLength(1);
    expect(server!.messages[0]!.message).toMatch(
      /^The server did not start, so mcp-lint checked its source in src\/ instead \(4 tools in 9 files, read without running it\): the findings in those files come from the source, not from the running server\. The server stopped before answering initialize: it exited with code 1\./,
    );
    expect(server!.messages[0]!.message).toContain('Error: WEATHER_API_KEY is not set');
    const weather = results.find((r) => r.filePath === join(project, 'src', 'tools', 'get_weather.ts'))!;
    expect(weather.messages.map((m) => `${m.line} ${m.ruleId}`)).toEqual([`${logLine} stdio-no-console-log`]);
    expect(run.code).toBe(2);
  }, 120_000);

  it('reports the live finding at the defect line in src/tools/get_weather.ts, naming the server', async () => {
    let cityLine = -1;
    const toolFile = join(temp, 'weather', 'src', 'tools', 'get_weather.ts');
    const project = await generatedProject('weather', () => {
      // The defect: the city parameter loses its description.
      const lines = readFileSync(toolFile, 'utf8').split('\n');
      cityLine = lines.findIndex((line) => /^\s*city: z\.string\(\)/.test(line));
      expect(cityLine).toBeGreaterThan(0);
      lines[cityLine] = lines[cityLine]!.replace(/\.describe\([^)]*\)/, '');
      writeFileSync(toolFile, lines.join('\n'));
    });

    const run = await runMcpLint(
      [
        '--format',
        'json',
        '--rule',
        'property-description:warning',
        '--stdio',
        'node dist/index.js',
        '--source-root',
        'src',
      ],
      { cwd: project, timeoutMs: 60_000 },
    );
    expect(run.stderr).toBe('');
    const results = JSON.parse(run.stdout) as Array<{
      filePath: string;
      kind: string;
      toolCount: number;
      messages: Array<{ ruleId: string; line?: number; toolName?: string; liveServer?: string; pointer: string }>;
    }>;
    const inSource = results.find((r) => r.filePath === toolFile)!;
    expect(inSource).toBeDefined();
    expect(inSource.messages.map((m) => [m.ruleId, m.toolName, m.pointer, m.line, m.liveServer])).toEqual([
      ['property-description', 'get_weather', '/inputSchema/properties/city', cityLine + 1, 'stdio:node dist/index.js'],
    ]);
    const server = results.find((r) => r.kind === 'live')!;
    expect(server.toolCount).toBe(4);
    expect(server.messages).toEqual([]);
  }, 120_000);
});
