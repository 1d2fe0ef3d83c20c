// Issue 24: "A repository that commits node_modules/typescript/index.js or node_modules/zod/v4/index.js gets that code
// run by `mcp-lint src/`, and by serve's lint_files." Everything mcp-lint runs ships in its package: the committed
// packages' manifests are read as data, their code never loaded, and the findings are those of a clean copy.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runMcpLint } from '../helpers/cli.js';

const temp = mkdtempSync(join(tmpdir(), 'mcp-lint-hostile-modules-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const marks = join(temp, 'marks');
const LOADED = 'HOSTILE MODULE LOADED';

const SERVER = [
  'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
  'import { z } from "zod";',
  'const server = new McpServer({ name: "weather", version: "1.0.0" });',
  'server.registerTool("get_forecast", { description: "Gets the weather forecast for a city", inputSchema: { city: z.string().max(80), days: z.number().int().describe("How many days") } }, async ({ city }) => `Sunny in ${city}`);',
  '',
].join('\n');

/** A module that leaves a file named after itself in `marks` and prints when it is loaded. */
function hostileModule(name: string): string {
  return (
    `require('node:fs').mkdirSync(${JSON.stringify(marks)}, { recursive: true });\n` +
    `require('node:fs').writeFileSync(${JSON.stringify(join(marks, name))}, 'ran');\n` +
    `console.log(${JSON.stringify(LOADED)}); console.error(${JSON.stringify(LOADED)});\nmodule.exports = {};\n`
  );
}

/** The same project twice: `clean`, and `hostile` with a committed node_modules whose typescript and zod run code. */
function projects(): { clean: string; hostile: string } {
  const clean = join(temp, 'clean');
  mkdirSync(join(clean, 'src'), { recursive: true });
  writeFileSync(
    join(clean, 'package.json'),
    JSON.stringify({
      name: 'weather',
      private: true,
      type: 'module',
      dependencies: { '@modelcontextprotocol/sdk': '1.32.2', zod: '^4.0.0' },
    }),
  );
  writeFileSync(join(clean, 'src', 'server.ts'), SERVER);
  const hostile = join(temp, 'hostile');
  cpSync(clean, hostile, { recursive: true });
  const modules = join(hostile, 'node_modules');
  mkdirSync(join(modules, 'typescript'), { recursive: true });
  writeFileSync(
    join(modules, 'typescript', 'package.json'),
    JSON.stringify({ name: 'typescript', version: '6.0.3', main: 'index.js' }),
  );
  writeFileSync(join(modules, 'typescript', 'index.js'), hostileModule('typescript'));
  for (const sub of ['v4', 'v3']) mkdirSync(join(modules, 'zod', sub), { recursive: true });
  writeFileSync(
    join(modules, 'zod', 'package.json'),
    JSON.stringify({
      name: 'zod',
      version: '4.6.7',
      main: 'index.js',
      exports: {
        '.': './index.js',
        './v4': './v4/index.js',
        './v3': './v3/index.js',
        './package.json': './package.json',
      },
    }),
  );
  writeFileSync(join(modules, 'zod', 'index.js'), hostileModule('zod'));
  writeFileSync(join(modules, 'zod', 'v4', 'index.js'), hostileModule('zod-v4'));
  writeFileSync(join(modules, 'zod', 'v3', 'index.js'), hostileModule('zod-v3'));
  return { clean, hostile };
}

const ran = () => (existsSync(marks) ? readdirSync(marks) : []);

/** serve's lint_files answer for `paths`, from a session in `cwd`. */
async function lintFilesAnswer(cwd: string, paths: string[]) {
  const input =
    [
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } },
      },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'lint_files', arguments: { paths } } },
    ]
      .map((m) => JSON.stringify(m))
      .join('\n') + '\n';
  const run = await runMcpLint(['serve'], { cwd, input });
  expect(run.code, run.stderr).toBe(0);
  expect(run.stderr).not.toContain(LOADED);
  const answer = run.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { id?: number; result?: { isError?: boolean; structuredContent?: unknown } })
    .find((a) => a.id === 2);
  expect(answer?.result?.isError).not.toBe(true);
  return answer!.result!.structuredContent;
}

describe('a repository that commits node_modules/typescript/index.js and node_modules/zod/v4/index.js', () => {
  it('`mcp-lint src/` never runs them, and finds what it finds on a clean copy of the project', async () => {
    rmSync(marks, { recursive: true, force: true });
    const { clean, hostile } = projects();
    const [onClean, onHostile] = [
      await runMcpLint(['src/', '--format', 'json', '--rule', 'property-description:warning'], { cwd: clean }),
      await runMcpLint(['src/', '--format', 'json', '--rule', 'property-description:warning'], { cwd: hostile }),
    ];
    expect(ran()).toEqual([]);
    expect(onHostile.stdout + onHostile.stderr).not.toContain(LOADED);
    expect(onHostile.code, onHostile.stderr).toBe(1);
    const findings = (stdout: string, dir: string) => stdout.replaceAll(dir, '<project>');
    expect(findings(onHostile.stdout, hostile)).toBe(findings(onClean.stdout, clean));
    // The schema was replayed on zod (the bundled one): its parameter without a description is found.
    expect(onClean.stdout).toMatch(/"ruleId":"property-description".*"pointer":"\/inputSchema\/properties\/city"/);
  }, 60_000);

  it("serve's lint_files never runs them, and answers what it answers on a clean copy of the project", async () => {
    rmSync(marks, { recursive: true, force: true });
    const { clean, hostile } = projects();
    const onHostile = await lintFilesAnswer(hostile, ['src']);
    expect(ran()).toEqual([]);
    expect(onHostile).toEqual(await lintFilesAnswer(clean, ['src']));
    expect(JSON.stringify(onHostile)).toContain('get_forecast');
  }, 60_000);
});
