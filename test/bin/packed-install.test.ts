// The bundled CLI as npm installs it: the files `npm pack` would publish, copied to <tmp>/node_modules/create-mcp-tool,
// with nothing beside it (the package has no runtime dependencies: the TypeScript compiler and zod are bundled). Catches a bundle
// that reaches for a devDependency, a missing chunk in "files", or a path computed from the repository layout.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runBin } from '../helpers/cli.js';
import { sarifSchemaErrors } from '../formatters/sarif-schema.js';
import { installInto, publishedFiles as listPublishedFiles } from './install.js';

// echo's findings come from rules outside the default set; turned on, they show the tool was read from source.
const ECHO_FINDING = ['--rule', 'annotations-present:warning', '--rule', 'property-description:warning'];

const project = mkdtempSync(join(tmpdir(), 'mcp-lint-installed-'));
const installed = join(project, 'node_modules', 'create-mcp-tool');
const bin = join(installed, 'bin', 'mcp-lint.js');
let publishedFiles: string[] = [];

beforeAll(() => {
  const files = listPublishedFiles();
  expect(files).toContain('dist/bundle/mcp-lint.cjs');
  // bin/ is CommonJS through its own package.json.
  expect(files).toContain('bin/package.json');
  installInto(project);
  expect(files).toContain('THIRD-PARTY-NOTICES');
  // Only the bundles, the library and its types are published, not tsc's per-module output.
  expect(files.filter((file) => /^dist\/(lint|create)\/.*\.js$/.test(file))).toEqual([]);
  publishedFiles = files;
  const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  expect(manifest.dependencies ?? {}).toEqual({});
  writeFileSync(join(project, 'tools.json'), readFileSync(join(REPO_ROOT, 'examples/tools.json')));
  writeFileSync(
    join(project, 'server.ts'),
    "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nconst server = new McpServer({ name: 'x', version: '1.0.0' });\nserver.registerTool('echo', { description: 'Echo the text back to the caller unchanged.', inputSchema: {} }, async () => ({ content: [] }));\n",
  );
}, 60_000);
afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('the installed package', () => {
  it('prints its own version', async () => {
    const run = await runBin(bin, ['--version'], { cwd: project });
    const { version } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(run.stdout.trim()).toBe(version);
  });

  it('lints JSON with every formatter', async () => {
    for (const format of ['stylish', 'json', 'github', 'sarif']) {
      const run = await runBin(bin, ['--format', format, 'tools.json'], { cwd: project });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(1);
      expect(run.stdout).toContain('input-schema-root-object');
      if (format === 'sarif') expect(sarifSchemaErrors(JSON.parse(run.stdout))).toEqual([]);
    }
  });

  it('explains a JSON syntax error (a lazily loaded dependency)', async () => {
    const run = await runBin(bin, ['-'], { cwd: project, input: '{"tools": [' });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^mcp-lint: could not check <stdin>: JSON syntax error/);
    expect(run.stdout).toContain('fatal');
  });

  it('loads ajv-formats on the first uri format check (another lazily loaded dependency)', async () => {
    const tool = {
      name: 'icon_tool',
      description: 'Shows an icon next to the result rows.',
      icons: [{ src: 'not a uri' }],
      inputSchema: { type: 'object', properties: {}, additionalProperties: false },
    };
    const run = await runBin(bin, ['-', '--format', 'json'], {
      cwd: project,
      input: JSON.stringify({ tools: [tool] }),
    });
    expect(run.stderr).toBe('');
    const messages = (JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string; message: string }> }>)[0]!
      .messages;
    // icons-valid checks the src with the "uri" format (tool-definition-valid leaves that error to it).
    expect(
      messages
        .filter((m) => m.ruleId === 'icons-valid')
        .map((m) => m.message)
        .join('\n'),
    ).toMatch(/not an absolute URI/);
  });

  it('lints source with no TypeScript installed anywhere: the compiler and its lib files ship in the package', async () => {
    const run = await runBin(bin, ['server.ts', '--format', 'json', ...ECHO_FINDING], { cwd: project });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('"toolName":"echo"');
    // --project type-checks with the shipped ECMAScript lib files: without them the checker knows no Promise or Array,
    // and the helper imported from words.ts (which syntax alone does not follow) returns nothing it can name.
    const typedProject = join(project, 'typed');
    mkdirSync(typedProject);
    writeFileSync(
      join(typedProject, 'words.ts'),
      "export async function words(list: string[]) {\n  return list.map((word) => word.trim()).join(' ');\n}\n",
    );
    writeFileSync(
      join(typedProject, 'server.ts'),
      [
        "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
        "import { words } from './words.js';",
        "const server = new McpServer({ name: 'x', version: '1.0.0' });",
        "server.registerTool('words', { description: 'Returns the words joined by spaces.', inputSchema: {} }, async () => words(['a', 'b']));",
      ].join('\n'),
    );
    writeFileSync(
      join(typedProject, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { strict: true, target: 'ES2022', module: 'NodeNext', noEmit: true },
        files: ['server.ts', 'words.ts'],
      }),
    );
    const bareStrings = (stdout: string) =>
      (JSON.parse(stdout) as Array<{ messages: Array<{ ruleId: string; toolName?: string }> }>)
        .flatMap((r) => r.messages)
        .filter((m) => m.ruleId === 'handler-returns-bare-string')
        .map((m) => m.toolName);
    const plain = await runBin(bin, ['server.ts', '--format', 'json'], { cwd: typedProject });
    expect(bareStrings(plain.stdout)).toEqual([]);
    const typed = await runBin(bin, ['server.ts', '--project', 'tsconfig.json', '--format', 'json'], {
      cwd: typedProject,
    });
    expect(typed.stderr).toBe('');
    expect(bareStrings(typed.stdout)).toEqual(['words']);
    expect(publishedFiles).toEqual(
      expect.arrayContaining([
        'dist/bundle/vendor/typescript.cjs',
        'dist/bundle/vendor/lib.es5.d.ts',
        'dist/bundle/vendor/lib.es2022.full.d.ts',
      ]),
    );
    // The compiler is the pinned 6.x (7.x has no compiler API), shipped with its licence and the notices it carries.
    const bundled = createRequire(import.meta.url)(join(installed, 'dist', 'bundle', 'vendor', 'typescript.cjs')) as {
      typescript: { version: string };
    };
    expect(bundled.typescript.version).toMatch(/^6\./);
    expect(readFileSync(join(installed, 'THIRD-PARTY-NOTICES'), 'utf8')).toMatch(
      /typescript@6\.\d+\.\d+ — Apache-2\.0[\s\S]*TypeScript ThirdPartyNotices/,
    );
  });

  it('serves its MCP tools from the published files alone (explain_rule reads the shipped docs; source mode reads with the bundled compiler)', async () => {
    const call = (id: number, name: string, args: object) => ({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: { name, arguments: args },
    });
    const input =
      [
        {
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } },
        },
        { jsonrpc: '2.0', method: 'notifications/initialized' },
        call(2, 'explain_rule', { rule: 'tool-description' }),
        call(3, 'lint_files', { paths: ['tools.json'] }),
        call(4, 'lint_files', { paths: ['server.ts'] }),
      ]
        .map((m) => JSON.stringify(m))
        .join('\n') + '\n';
    const run = await runBin(bin, ['serve'], { cwd: project, input });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    type Answer = {
      id: number;
      result: {
        isError?: boolean;
        content: Array<{ text: string }>;
        structuredContent?: { documentation?: string; toolCount?: number };
      };
    };
    const answers = new Map(
      run.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Answer)
        .map((a) => [a.id, a.result]),
    );
    expect(answers.get(2)!.structuredContent!.documentation).toMatch(/^# tool-description\n/);
    expect(answers.get(3)!.structuredContent!.toolCount).toBe(12);
    expect(answers.get(4)!.isError).not.toBe(true);
    expect(answers.get(4)!.structuredContent!.toolCount).toBe(1);
  });

  it('links a source map only where one is published, and has one for each command bundle', () => {
    const bundles = publishedFiles.filter((file) => file.endsWith('.cjs'));
    expect(bundles).toEqual(expect.arrayContaining(['dist/bundle/mcp-lint.cjs', 'dist/bundle/create-mcp-tool.cjs']));
    const linked = bundles.flatMap((file) => {
      const url = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(readFileSync(join(installed, file), 'utf8'))?.[1];
      return url === undefined ? [] : [join(dirname(file), url)];
    });
    expect(linked).toEqual(
      expect.arrayContaining(['dist/bundle/mcp-lint.cjs.map', 'dist/bundle/create-mcp-tool.cjs.map']),
    );
    for (const map of linked) expect(publishedFiles).toContain(map);
    // Vendor files (other projects' code and the tokenizer's table) ship without maps: see scripts/bundle-cli.mjs.
    expect(publishedFiles.filter((file) => file.startsWith('dist/bundle/vendor/') && file.endsWith('.map'))).toEqual(
      [],
    );
  });

  it('is at most 10 MB installed, its source maps included (one mapping per source line, scripts/line-maps.mjs)', () => {
    const bytes = publishedFiles.reduce((sum, file) => sum + statSync(join(installed, file)).size, 0);
    expect(bytes).toBeLessThanOrEqual(10_000_000);
    const map = JSON.parse(readFileSync(join(installed, 'dist/bundle/mcp-lint.cjs.map'), 'utf8')) as {
      mappings: string;
    };
    // esbuild's map of every token of the minified bundle was 1.75 MB of mappings alone.
    expect(map.mappings.length).toBeLessThan(500_000);
  });

  it('publishes the declarations the library API needs, and they type-check a program that uses it', () => {
    // Only what dist/index.d.ts reaches is published (scripts/prune-types.mjs); a missing one fails this compile,
    // since library declarations are checked (no skipLibCheck).
    // (The TypeScript lib files beside the bundled compiler are --project's, not the library's.)
    expect(
      publishedFiles.filter((file) => file.endsWith('.d.ts') && !file.startsWith('dist/bundle/vendor/')).length,
    ).toBeLessThan(60);
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({ name: 'uses-library', private: true, type: 'module' }),
    );
    writeFileSync(
      join(project, 'uses-library.ts'),
      "import { lint, allRules, type LintResult } from 'create-mcp-tool';\n" +
        "const report = await lint(['tools.json'], { cwd: '.', ruleOverrides: [], ignorePatterns: [], source: {} });\n" +
        'export const first: LintResult | undefined = report.results[0];\nexport const ruleCount: number = allRules.length;\n',
    );
    const tsc = join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const args = [
      '--noEmit',
      '--strict',
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
      '--target',
      'es2022',
      '--typeRoots',
      join(REPO_ROOT, 'node_modules', '@types'),
      '--types',
      'node',
      'uses-library.ts',
    ];
    const run = spawnSync(process.execPath, [tsc, ...args], { cwd: project, encoding: 'utf8' });
    expect(run.stdout + run.stderr).toBe('');
    expect(run.status).toBe(0);
  }, 60_000);

  it('runs the library API from the published files alone', async () => {
    const script = `import { lint } from 'create-mcp-tool';\nconst r = await lint(['tools.json'], { cwd: process.cwd(), ruleOverrides: [], ignorePatterns: [], source: {} });\nconsole.log(JSON.stringify(r.results.length));`;
    writeFileSync(join(project, 'library.mjs'), script);
    const run = spawnSync(process.execPath, ['library.mjs'], { cwd: project, encoding: 'utf8' });
    expect(run.stderr.slice(-2000)).toBe('');
    expect(Number(run.stdout.trim())).toBeGreaterThan(0);
  });
});

describe('mcp-tool-lint, the linter under its own package name', () => {
  const linterDir = join(REPO_ROOT, 'packages', 'mcp-tool-lint');
  const linter = JSON.parse(readFileSync(join(linterDir, 'package.json'), 'utf8')) as {
    version: string;
    dependencies: Record<string, string>;
    bin: Record<string, string>;
  };

  it('is released in step with create-mcp-tool and depends on exactly that version', () => {
    const { version } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(linter.version).toBe(version);
    expect(linter.dependencies).toEqual({ 'create-mcp-tool': version });
    expect(Object.keys(linter.bin).sort()).toEqual(['mcp-lint', 'mcp-tool-lint']);
  });

  it("runs create-mcp-tool's linter when installed beside it", async () => {
    const installedLinter = join(project, 'node_modules', 'mcp-tool-lint');
    cpSync(linterDir, installedLinter, { recursive: true });
    const run = await runBin(join(installedLinter, linter.bin['mcp-lint']!), ['--format', 'json', 'tools.json'], {
      cwd: project,
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toHaveLength(1);
  });
});

describe('TypeScript for source mode', () => {
  // TypeScript in the linted project and beside the installed package: stand-ins that say so if they are ever loaded.
  const withTs = mkdtempSync(join(tmpdir(), 'mcp-lint-project-ts-'));
  const fakeTypeScript = (dir: string, who: string) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ name: 'typescript', version: '6.0.3', main: 'index.js' }),
    );
    writeFileSync(
      join(dir, 'index.js'),
      `process.stderr.write(${JSON.stringify(`${who} typescript loaded\n`)});\nmodule.exports = require(${JSON.stringify(join(REPO_ROOT, 'node_modules', 'typescript'))});\n`,
    );
  };
  beforeAll(() => {
    fakeTypeScript(join(withTs, 'node_modules', 'typescript'), 'project');
    writeFileSync(join(withTs, 'server.ts'), readFileSync(join(project, 'server.ts')));
  });
  afterAll(() => rmSync(withTs, { recursive: true, force: true }));

  it("uses its bundled compiler: never the linted project's TypeScript, nor one installed beside mcp-lint", async () => {
    const beside = join(project, 'node_modules', 'typescript');
    fakeTypeScript(beside, 'beside');
    try {
      const [inProject, besidePackage] = [
        await runBin(bin, ['server.ts', '--format', 'json', ...ECHO_FINDING], { cwd: withTs }),
        await runBin(bin, ['server.ts', '--format', 'json', ...ECHO_FINDING], { cwd: project }),
      ];
      expect(inProject.stderr).toBe('');
      expect(besidePackage.stderr).toBe('');
      for (const run of [inProject, besidePackage]) expect(run.stdout).toContain('"toolName":"echo"');
    } finally {
      rmSync(beside, { recursive: true });
    }
  });
});
