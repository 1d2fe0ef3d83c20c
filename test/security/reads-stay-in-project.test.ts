// Issue 34, hole 10: "`mcp-lint .` follows relative TS imports out of the checkout (`../../other-repo/src/config`)
// and Python imports through a committed symlinked module (a `.env` file is valid Python), and quotes the values in
// findings … The directory walk also reads symlinked `.json` files that point outside the tree." Each secret below is
// a tool name no client accepts, so on a run that reads it, tool-name-format quotes it; none may appear.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, runMcpLint } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp.js';

const TS_SECRET = 'sibling db password 42!';
const PY_SECRET = 'python env secret 77!';
const JSON_SECRET = 'outside json secret 99!';

const TS_SERVER = [
  'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
  'import { z } from "zod";',
  'import { DB_PASSWORD } from "../../other-repo/src/config";',
  'const server = new McpServer({ name: "x", version: "1.0.0" });',
  'server.registerTool(DB_PASSWORD, { description: "Connects to the database and returns its status.", inputSchema: { q: z.string().describe("What to ask.") } }, async () => ({ content: [] }));',
  '',
].join('\n');

const PY_SERVER = [
  'from mcp.server.fastmcp import FastMCP',
  'from settings import DB_PASSWORD',
  'mcp = FastMCP("x")',
  '',
  'from settings import Query',
  '@mcp.tool(name=DB_PASSWORD, description="Connects to the database and returns its status.")',
  'def connect(q: str) -> str:',
  '    return q',
  '',
  '@mcp.tool(description="Searches the records and returns the matching rows.")',
  'def search(q: Query) -> str:',
  '    return "none"',
  '',
].join('\n');

/** A checkout (`repo`, with `.git`) beside a sibling checkout, a secrets folder and a folder of tools, all outside it. */
function workspace(): { root: string; repo: string } {
  const root = tempDir('mcp-lint-reads-');
  const repo = join(root, 'repo');
  for (const dir of ['repo/.git', 'repo/src', 'other-repo/src', 'secrets', 'outside'])
    mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(
    join(root, 'other-repo', 'src', 'config.ts'),
    `export const DB_PASSWORD = ${JSON.stringify(TS_SECRET)};\n`,
  );
  writeFileSync(join(root, 'secrets', '.env'), `DB_PASSWORD=${JSON.stringify(PY_SECRET)}\n`);
  writeFileSync(
    join(root, 'outside', 'tools.json'),
    JSON.stringify({ tools: [{ name: JSON_SECRET, description: 'Leaks.', inputSchema: { type: 'object' } }] }),
  );
  return { root, repo };
}

const printed = (run: { stdout: string; stderr: string }) => run.stdout + run.stderr;

describe('mcp-lint reads only inside the project, after following links', () => {
  it('leaves a relative TS import out of the checkout unresolved, saying why, and never quotes what it holds', async () => {
    const { repo } = workspace();
    writeFileSync(join(repo, 'src', 'server.ts'), TS_SERVER);
    const run = await runMcpLint(['.', '--format', 'json'], { cwd: repo });
    expect(printed(run)).not.toContain(TS_SECRET);
    const messages = (
      JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>
    ).flatMap((r) => r.messages);
    const unresolved = messages.filter((m) => m.ruleId === 'source-unresolved').map((m) => m.message);
    expect(unresolved.join('\n')).toContain(
      'imported from "../../other-repo/src/config" (it lies outside the folders this run may read',
    );
  });

  it('keeps to the project under --project too, whatever the tsconfig includes or extends', async () => {
    const { root, repo } = workspace();
    writeFileSync(join(repo, 'src', 'server.ts'), TS_SERVER);
    writeFileSync(
      join(root, 'other-repo', 'tsconfig.base.json'),
      JSON.stringify({ compilerOptions: { strict: true } }),
    );
    writeFileSync(
      join(repo, 'tsconfig.json'),
      JSON.stringify({
        extends: '../other-repo/tsconfig.base.json',
        compilerOptions: { allowJs: true },
        include: ['src', '../other-repo/src'],
      }),
    );
    const run = await runMcpLint(['src', '--project', 'tsconfig.json', '--format', 'json'], { cwd: repo });
    expect(printed(run)).not.toContain(TS_SECRET);
    expect(run.stdout).toContain('it lies outside the folders this run may read');
  });

  it('does not follow a Python import through a committed link to a file outside (a .env file is valid Python)', async () => {
    const { repo } = workspace();
    writeFileSync(join(repo, 'server.py'), PY_SERVER);
    symlinkSync(join('..', 'secrets', '.env'), join(repo, 'settings.py'));
    const run = await runMcpLint(['.', '--format', 'json'], { cwd: repo });
    expect(printed(run)).not.toContain(PY_SECRET);
    // What comes from it is unresolved, saying why…
    expect(run.stdout).toContain(
      'comes from the type hint `Query` (Query is imported from settings.py, and it lies outside the folders this run may read',
    );
    // …and the link itself, met by the walk, is one finding that says why it was not read.
    expect(run.stderr).toContain(
      'could not check settings.py: File is outside the folders this run may read (through a symbolic link)',
    );
    expect(run.code).toBe(2);
  });

  it('does not read a .json file the walk finds that links outside the tree', async () => {
    const { repo } = workspace();
    symlinkSync(join('..', 'outside', 'tools.json'), join(repo, 'tools.json'));
    const run = await runMcpLint(['.', '--format', 'json'], { cwd: repo });
    expect(printed(run)).not.toContain(JSON_SECRET);
    expect(run.stderr).toContain(
      'could not check tools.json: File is outside the folders this run may read (through a symbolic link)',
    );
    expect(run.code).toBe(2);
  });

  it('still reads a file the user names outside the project (they asked for it), but not what it imports from outside its own', async () => {
    const { root, repo } = workspace();
    const named = await runMcpLint(['../outside/tools.json', '--format', 'json'], { cwd: repo });
    expect(named.stdout).toContain(JSON_SECRET);
    expect(named.code).not.toBe(2);
    // `outside` has no .git and no manifest, so its project is the folder itself.
    writeFileSync(
      join(root, 'outside', 'server.ts'),
      TS_SERVER.replace('../../other-repo/src/config', '../other-repo/src/config'),
    );
    const imported = await runMcpLint(['../outside/server.ts', '--format', 'json'], { cwd: repo });
    expect(printed(imported)).not.toContain(TS_SECRET);
    expect(imported.stdout).toContain(
      'imported from \\"../other-repo/src/config\\" (it lies outside the folders this run may read',
    );
  });

  it('in the ESLint plugin, leaves the same import unresolved and never quotes what it holds', async () => {
    const { repo } = workspace();
    writeFileSync(join(repo, 'src', 'server.ts'), TS_SERVER);
    const plugin = createRequire(import.meta.url)(join(REPO_ROOT, 'dist', 'bundle', 'eslint-plugin.cjs')) as {
      configs: { recommended: Linter.Config };
    };
    const eslint = new ESLint({
      cwd: repo,
      overrideConfigFile: true,
      overrideConfig: [
        { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
        plugin.configs.recommended,
      ],
    });
    const [result] = await eslint.lintFiles(['src/server.ts']);
    const messages = result!.messages.map((m) => m.message).join('\n');
    expect(messages).not.toContain(TS_SECRET);
    expect(messages).toContain('it lies outside the folders this run may read');
  });
});
