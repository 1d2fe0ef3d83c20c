// Issue 14 item 2, end to end: a generated stdio project with one defect introduced, built, linted live with
// --source-root src (what its lint:mcp script runs): the live finding points at the line in src/tools/<tool>.ts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CREATE_BIN, REPO_ROOT, runBin, runMcpLint } from '../helpers/cli.js';

const temp = mkdtempSync(join(tmpdir(), 'mcp-lint-hybrid-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('hybrid mode on a generated project', () => {
  it('reports the live finding at the defect line in src/tools/get_weather.ts, naming the server', async () => {
    const project = join(temp, 'weather');
    const created = await runBin(CREATE_BIN, [project, '--yes', '--no-install', '--no-git', '--transport', 'stdio', '--sdk', 'v1', '--tools', 'starter'], { cwd: temp });
    expect(created.code).toBe(0);
    const pkg = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts['lint:mcp']).toBe('mcp-lint src && tsc -p tsconfig.json && mcp-lint --stdio "node dist/index.js" --source-root src');

    // The defect: the city parameter loses its description.
    const toolFile = join(project, 'src', 'tools', 'get_weather.ts');
    const lines = readFileSync(toolFile, 'utf8').split('\n');
    const cityLine = lines.findIndex((line) => /^\s*city: z\.string\(\)/.test(line));
    expect(cityLine).toBeGreaterThan(0);
    lines[cityLine] = lines[cityLine]!.replace(/\.describe\([^)]*\)/, '');
    writeFileSync(toolFile, lines.join('\n'));

    symlinkSync(join(REPO_ROOT, 'node_modules'), join(project, 'node_modules'), 'dir');
    execFileSync(process.execPath, [join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], { cwd: project });

    const run = await runMcpLint(['--format', 'json', '--stdio', 'node dist/index.js', '--source-root', 'src'], { cwd: project, timeoutMs: 60_000 });
    expect(run.stderr).toBe('');
    const results = JSON.parse(run.stdout) as Array<{ filePath: string; kind: string; toolCount: number; messages: Array<{ ruleId: string; line?: number; toolName?: string; liveServer?: string; pointer: string }> }>;
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
