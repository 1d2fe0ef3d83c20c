// Issue 24: "TypeScript 7 breaks source mode. `npm install -D typescript` now installs 7.0.2, which has no compiler
// API; source mode then fails with "Cannot read properties of undefined (reading 'Latest')", while its own hint says
// to run `npm install -D typescript`." Source mode reads files with its own bundled compiler, so the TypeScript a
// project has installed (5.x, 6.x, 7.x or none, each installed here from the npm registry) changes nothing.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMcpLint } from '../../helpers/cli.js';
import { writeStrictTsconfig } from '../../helpers/tsconfig.js';

const temp = mkdtempSync(join(tmpdir(), 'mcp-lint-ts-versions-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const INSTALLED = ['5', '6', '7'] as const;
type Installed = (typeof INSTALLED)[number] | 'none';

/** One small SDK v1 server: a zod schema, a handler returning a bare string, one returning a helper's string. */
function writeProject(dir: string): void {
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({
      name: 'weather',
      private: true,
      type: 'module',
      dependencies: { '@modelcontextprotocol/sdk': '1.32.2', zod: '^4.0.0' },
    }),
  );
  writeStrictTsconfig(dir, ['src']);
  writeFileSync(
    join(dir, 'src', 'format.ts'),
    'export async function describeCity(city: string) {\n  return [city, "sunny"].map((part) => part.trim()).join(": ");\n}\n',
  );
  writeFileSync(
    join(dir, 'src', 'server.ts'),
    [
      'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
      'import { z } from "zod";',
      'import { describeCity } from "./format.js";',
      'const server = new McpServer({ name: "weather", version: "1.0.0" });',
      'server.registerTool("get_forecast", { description: "Gets the weather forecast for a city", inputSchema: { city: z.string().max(80) } }, async ({ city }) => `Sunny in ${city}`);',
      'server.registerTool("describe_city", { description: "Describes the weather in a city", inputSchema: { city: z.string().describe("The city") } }, async ({ city }) => describeCity(city));',
      '',
    ].join('\n'),
  );
}

const projects = new Map<Installed, string>();

beforeAll(() => {
  for (const version of ['none', ...INSTALLED] as const) {
    const dir = join(temp, `typescript-${version}`);
    mkdirSync(dir);
    projects.set(version, dir);
    // Installed first, so that npm installs TypeScript alone; the project's own package.json is written after.
    if (version !== 'none') {
      const install = spawnSync(
        'npm',
        ['install', '--ignore-scripts', '--no-audit', '--no-fund', `typescript@${version}`],
        { cwd: dir, encoding: 'utf8' },
      );
      expect(install.status, `npm install typescript@${version}: ${install.stderr}`).toBe(0);
    }
    writeProject(dir);
  }
}, 300_000);

/** `mcp-lint` on the project with TypeScript `version` installed, with the project's directory taken out of the report. */
async function lintWith(version: Installed, extra: string[] = []) {
  const dir = projects.get(version)!;
  const run = await runMcpLint(['src/', '--format', 'json', ...extra], { cwd: dir });
  return { ...run, report: run.stdout.replaceAll(dir, '<project>') };
}

describe('source mode with TypeScript 5.x, 6.x, 7.x or none installed in the project', () => {
  it('gives the same findings whichever is installed, with and without --project', async () => {
    for (const extra of [[], ['--project', 'tsconfig.json']]) {
      const none = await lintWith('none', extra);
      expect(none.code, none.stderr).toBe(1);
      expect(none.stderr).toBe('');
      expect(none.report).toContain('"ruleId":"handler-returns-bare-string"');
      for (const version of INSTALLED) {
        const run = await lintWith(version, extra);
        expect(run.stderr, `typescript@${version} ${extra.join(' ')}`).toBe('');
        expect(run.report, `typescript@${version} ${extra.join(' ')}`).toBe(none.report);
      }
    }
  }, 120_000);

  it('--project type-checks with the bundled lib files: a helper returning `Array#join()` through a Promise is a bare string', async () => {
    const plain = JSON.parse((await lintWith('none')).stdout) as Array<{
      messages: Array<{ ruleId: string; toolName?: string }>;
    }>;
    const typed = JSON.parse((await lintWith('none', ['--project', 'tsconfig.json'])).stdout) as typeof plain;
    const bareStrings = (report: typeof plain) =>
      report
        .flatMap((r) => r.messages)
        .filter((m) => m.ruleId === 'handler-returns-bare-string')
        .map((m) => m.toolName)
        .sort();
    expect(bareStrings(plain)).toEqual(['get_forecast']);
    expect(bareStrings(typed)).toEqual(['describe_city', 'get_forecast']);
  }, 60_000);
});

describe('TypeScript 7 installed in the project (`npm install -D typescript` installs 7.x)', () => {
  it('source mode works: no "Cannot read properties of undefined (reading \'Latest\')", no hint to install TypeScript', async () => {
    for (const extra of [[], ['--project', 'tsconfig.json']]) {
      const run = await lintWith('7', extra);
      expect(run.code, run.stderr).toBe(1);
      expect(run.stdout + run.stderr).not.toContain('Cannot read properties of undefined');
      expect(run.stdout + run.stderr).not.toMatch(/install (-D )?typescript/i);
      expect(run.report).toContain('"toolName":"get_forecast"');
    }
  }, 60_000);
});
