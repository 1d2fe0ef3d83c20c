// The ESLint plugin as npm installs it: the files `npm pack` would publish, copied to <tmp>/node_modules/create-mcp-tool,
// in a project that has ESLint, typescript-eslint and TypeScript (linked from this repository) and nothing else: the
// plugin reads the file with its own bundled compiler and replays zod schemas on its own bundled zod. Run by ESLint's
// own command line with an ES module flat config, required from CommonJS, and type-checked from both.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runBin } from '../helpers/cli.js';

const project = mkdtempSync(join(tmpdir(), 'mcp-lint-eslint-installed-'));
const installed = join(project, 'node_modules', 'create-mcp-tool');
const eslintBin = join(project, 'node_modules', 'eslint', 'bin', 'eslint.js');

const SERVER = [
  "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
  "import { z } from 'zod';",
  '',
  "const server = new McpServer({ name: 'weather', version: '1.0.0' });",
  "server.tool('get_forecast', 'Get the weather forecast for a city.', { city: z.string() }, async ({ city }) => `Sunny in ${city}`);",
  '',
].join('\n');

let published: string[] = [];

/** The first eslint.config.js of docs/eslint-plugin.md; the README's tour shows the same one. */
function documentedConfig(): string {
  const docs = readFileSync(join(REPO_ROOT, 'docs', 'eslint-plugin.md'), 'utf8');
  const block = /```js\n(\/\/ eslint\.config\.js\n[\s\S]*?)```/.exec(docs)?.[1];
  expect(block).toBeDefined();
  const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
  expect(readme.replace(/\n *\/\/ \{ rules:.*\n/, '\n')).toContain(block);
  return block!;
}

beforeAll(() => {
  const pack = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  expect(pack.status, pack.stderr).toBe(0);
  published = (JSON.parse(pack.stdout) as Array<{ files: Array<{ path: string }> }>)[0]!.files.map((f) => f.path);
  for (const file of published) {
    mkdirSync(dirname(join(installed, file)), { recursive: true });
    cpSync(join(REPO_ROOT, file), join(installed, file));
  }
  for (const name of ['eslint', 'typescript-eslint', 'typescript'])
    symlinkSync(join(REPO_ROOT, 'node_modules', name), join(project, 'node_modules', name), 'dir');
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'my-server', private: true, type: 'module' }));
  writeFileSync(join(project, 'server.ts'), SERVER);
  // The config the docs show, as written there.
  writeFileSync(join(project, 'eslint.config.js'), documentedConfig());
}, 60_000);
afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('create-mcp-tool/eslint-plugin, installed', () => {
  it('publishes the plugin bundle, its ES module entry and the types of both', () => {
    for (const file of [
      'dist/bundle/eslint-plugin.cjs',
      'dist/eslint-plugin.js',
      'dist/eslint-plugin/index.d.ts',
      'dist/eslint-plugin.d.cts',
    ])
      expect(published).toContain(file);
  });

  it("runs in ESLint's command line from a flat config and finds what the installed mcp-lint finds", async () => {
    const [eslint, mcpLint] = await Promise.all([
      // property-description (in `strict`) on in both: it shows the bundled zod replayed the schema.
      runBin(eslintBin, ['--format', 'json', '--rule', 'mcp-lint/property-description: warn', 'server.ts'], {
        cwd: project,
      }),
      runBin(
        join(installed, 'bin', 'mcp-lint.js'),
        ['--format', 'json', '--rule', 'property-description:warning', 'server.ts'],
        { cwd: project },
      ),
    ]);
    expect(eslint.stderr).toBe('');
    expect(mcpLint.stderr).toBe('');
    type Message = { ruleId: string; line: number; column: number; message: string };
    const byPlace = (m: Message) => `${m.line}:${m.column} ${m.ruleId.replace(/^mcp-lint\//, '')} ${m.message}`;
    const fromEslint = (JSON.parse(eslint.stdout) as Array<{ messages: Message[] }>)[0]!.messages.map(byPlace).sort();
    const fromMcpLint = (JSON.parse(mcpLint.stdout) as Array<{ messages: Message[] }>)[0]!.messages.map(byPlace).sort();
    // property-description comes from the zod schema: the plugin's bundled zod replayed `z.string()`.
    for (const id of ['deprecated-tool-api', 'handler-returns-bare-string', 'property-description'])
      expect(fromEslint.join('\n')).toContain(` ${id} `);
    expect(fromEslint).toEqual(fromMcpLint);
    expect(eslint.code).toBe(1);
  });

  it('loads with require() from CommonJS as the same plugin', () => {
    const script =
      "const plugin = require('create-mcp-tool/eslint-plugin');\nconsole.log(JSON.stringify([plugin.meta.name, plugin.configs.recommended.plugins['mcp-lint'] === plugin, Object.keys(plugin.rules).length]));\n";
    writeFileSync(join(project, 'load.cjs'), script);
    const run = spawnSync(process.execPath, ['load.cjs'], { cwd: project, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    const [name, selfReferenced, ruleCount] = JSON.parse(run.stdout) as [string, boolean, number];
    expect(name).toBe('create-mcp-tool/eslint-plugin');
    expect(selfReferenced).toBe(true);
    expect(ruleCount).toBeGreaterThan(20);
  });

  it('type-checks from ES module and CommonJS configs', () => {
    writeFileSync(
      join(project, 'config.mts'),
      "import type { Linter } from 'eslint';\nimport mcpLint from 'create-mcp-tool/eslint-plugin';\n\n" +
        'export const config: Linter.Config[] = [mcpLint.configs.recommended];\nexport const version: string = mcpLint.meta.version;\n' +
        '// @ts-expect-error: the plugin is typed, not `any`\nexport const missing = mcpLint.configs.everything;\n' +
        '// @ts-expect-error: a string\nexport const notANumber: number = mcpLint.meta.version;\n',
    );
    writeFileSync(
      join(project, 'config.cts'),
      "import mcpLint = require('create-mcp-tool/eslint-plugin');\n\nexport const config: import('eslint').Linter.Config = mcpLint.configs.recommended;\n" +
        '// @ts-expect-error: the plugin is typed, not `any`\nexport const missing = mcpLint.configs.everything;\n' +
        '// @ts-expect-error: a string\nexport const notANumber: number = mcpLint.meta.version;\n',
    );
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          moduleResolution: 'nodenext',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
        },
        files: ['config.mts', 'config.cts'],
      }),
    );
    const run = spawnSync(
      process.execPath,
      [join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'],
      { cwd: project, encoding: 'utf8' },
    );
    expect(run.stdout + run.stderr).toBe('');
    expect(run.status).toBe(0);
  }, 60_000);
});

describe('without TypeScript in the project or beside the package', () => {
  it('reads the file with its own bundled compiler', () => {
    const bare = mkdtempSync(join(tmpdir(), 'mcp-lint-eslint-no-ts-'));
    try {
      cpSync(installed, join(bare, 'node_modules', 'create-mcp-tool'), { recursive: true });
      writeFileSync(join(bare, 'server.js'), SERVER.replace(/^import \{ z \}.*$/m, ''));
      const script =
        'const { Linter } = require(' +
        JSON.stringify(join(REPO_ROOT, 'node_modules', 'eslint')) +
        ");\nconst plugin = require('create-mcp-tool/eslint-plugin');\n" +
        "const text = require('node:fs').readFileSync('server.js', 'utf8');\n" +
        "const messages = new Linter().verify(text, [{ files: ['**/*.js'], ...plugin.configs.recommended }], { filename: require('node:path').resolve('server.js') });\n" +
        'console.log(JSON.stringify(messages.map((m) => m.ruleId)));\n';
      writeFileSync(join(bare, 'run.cjs'), script);
      const run = spawnSync(process.execPath, ['run.cjs'], { cwd: bare, encoding: 'utf8' });
      expect(run.stderr).toBe('');
      expect(JSON.parse(run.stdout)).toContain('mcp-lint/handler-returns-bare-string');
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
