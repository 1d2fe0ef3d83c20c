// Units: name checks and suggestions, package-manager detection, path quoting, index editing, template rendering.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registerInIndex } from '../../src/create/add.js';
import { quotePath } from '../../src/create/next-steps.js';
import { pythonLinter } from '../../src/create/python-linter.js';
import { detectPackageManager, runScriptCommand } from '../../src/create/package-manager.js';
import { checkProjectName, suggestProjectName } from '../../src/create/project-name.js';
import { SDK_IMPORTS } from '../../src/create/sdk-imports.js';
import { outputPath, projectLayers, renderProject, substitute, TEMPLATES_DIR } from '../../src/create/templates.js';
import { checkToolName, registerFunctionName, suggestToolName, toolTitle } from '../../src/create/tool-name.js';

describe('project names', () => {
  it.each([
    ['My Server!', 'my-server'],
    ['.hidden', 'hidden'],
    ['_private', 'private'],
    ['@Acme/Weather Tools', '@acme/weather-tools'],
    ['http', 'http-server'],
    ['node_modules', 'node_modules-server'],
    ['!!!', 'my-mcp-server'],
  ])('%j is refused and %j suggested', (name, suggestion) => {
    const check = checkProjectName(name);
    expect(check.valid).toBe(false);
    expect(suggestProjectName(name)).toBe(suggestion);
    expect(checkProjectName(suggestion).valid).toBe(true);
  });

  it.each(['my-server', '@acme/weather', 'mcp.server_2'])('%j is valid', (name) => {
    expect(checkProjectName(name)).toEqual({ valid: true });
  });
});

describe('tool names', () => {
  it.each(['get_weather', 'admin.tools.list', 'DATA_EXPORT_v2', 'a'])('%j is valid', (name) => {
    expect(checkToolName(name).valid).toBe(true);
  });

  it('accepts exactly 128 characters and refuses 129', () => {
    expect(checkToolName('a'.repeat(128)).valid).toBe(true);
    expect(checkToolName('a'.repeat(129)).valid).toBe(false);
  });

  it.each(['', '../x', 'a/b', 'a\\b', 'my tool', 'tool!', '.x', 'x.', '-x'])('%j is refused', (name) => {
    expect(checkToolName(name).valid).toBe(false);
  });

  it('suggests snake_case verb forms', () => {
    expect(suggestToolName('weather')).toBe('get_weather');
    expect(suggestToolName('sendEmail')).toBe('send_email');
    expect(suggestToolName('HTMLParser')).toBe('get_html_parser');
    expect(checkToolName('search-docs')).toEqual({ valid: true, hint: 'search_docs' });
    expect(checkToolName('search_docs')).toEqual({ valid: true });
  });

  it('derives the register function and title', () => {
    expect(registerFunctionName('get_weather')).toBe('registerGetWeather');
    expect(registerFunctionName('admin.tools.list')).toBe('registerAdminToolsList');
    expect(toolTitle('get_weather')).toBe('Get weather');
  });
});

describe('package managers', () => {
  it.each([
    ['pnpm/9.15.0 npm/? node/v20.20.2 linux x64', 'pnpm'],
    ['yarn/4.5.0 npm/? node/v20.20.2', 'yarn'],
    ['bun/1.2.0 npm/? node/v22', 'bun'],
    ['npm/11.0.0 node/v20.20.2', 'npm'],
    [undefined, 'npm'],
    ['deno/2.0', 'npm'],
  ])('%j → %s', (agent, pm) => {
    expect(detectPackageManager(agent)).toBe(pm);
  });

  it('runs scripts the way each manager expects', () => {
    expect(runScriptCommand('npm', 'build')).toBe('npm run build');
    expect(runScriptCommand('npm', 'test')).toBe('npm test');
    expect(runScriptCommand('pnpm', 'build')).toBe('pnpm build');
    expect(runScriptCommand('bun', 'test')).toBe('bun run test');
  });
});

describe('quotePath', () => {
  it('leaves plain paths alone and quotes the rest', () => {
    expect(quotePath('my-server', 'linux')).toBe('my-server');
    expect(quotePath('../a/b', 'linux')).toBe('../a/b');
    expect(quotePath('my server', 'linux')).toBe("'my server'");
    expect(quotePath("it's", 'linux')).toBe(`'it'\\''s'`);
    expect(quotePath('my server', 'win32')).toBe('"my server"');
  });
});

describe('registerInIndex', () => {
  const empty = "import type { McpServer } from 'x';\n\nconst tools: Array<(server: McpServer) => void> = [];\n";

  it('adds an import and an entry to an empty list', () => {
    const result = registerInIndex(empty, 'search_notes', 'registerSearchNotes');
    expect(result).toBe(
      "import type { McpServer } from 'x';\nimport { registerSearchNotes } from './search_notes.js';\n\n" +
        'const tools: Array<(server: McpServer) => void> = [\n  registerSearchNotes,\n];\n',
    );
  });

  it('appends to the starter list', () => {
    const starter = readFileSync(join(TEMPLATES_DIR, 'tools-starter', 'src', 'tools', 'index.ts'), 'utf8');
    const result = registerInIndex(starter, 'send_email', 'registerSendEmail');
    expect(result).toContain("import { registerSendEmail } from './send_email.js';");
    expect(result).toMatch(/registerEditDocument,\n {2}registerSendEmail,\n\];/);
  });

  it('is a no-op when the tool is registered already', () => {
    const once = registerInIndex(empty, 'a', 'registerA');
    expect(registerInIndex(once, 'a', 'registerA')).toBe(once);
  });

  it('explains when the list is gone', () => {
    expect(() => registerInIndex('export {};\n', 'a', 'registerA')).toThrow(/const tools = \[/);
  });
});

describe('templates', () => {
  it('renames _dotfiles on output', () => {
    expect(outputPath('_gitignore')).toBe('.gitignore');
    expect(outputPath('_github/workflows/ci.yml')).toBe('.github/workflows/ci.yml');
    expect(outputPath('src/index.ts')).toBe('src/index.ts');
    // Python's dunder files keep their names.
    expect(outputPath('src/{{pyPackage}}/__init__.py')).toBe('src/{{pyPackage}}/__init__.py');
  });

  it('fails loudly on an unknown placeholder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cmt-template-'));
    mkdirSync(join(dir, 'layer'));
    writeFileSync(join(dir, 'layer', 'README.md'), 'Hello {{nmae}}');
    expect(() => renderProject(['layer'], { name: 'x' }, dir)).toThrow('unknown placeholder {{nmae}}');
  });

  // The neutral templates get their SDK imports from SDK_IMPORTS; a project must never mix the two SDKs' packages.
  const otherSdkImport = {
    v1: /from '@modelcontextprotocol\/(server|client|node)\b/,
    v2: /from '@modelcontextprotocol\/sdk\b/,
  };
  const ownSdkImport = {
    v1: /from '@modelcontextprotocol\/sdk\//,
    v2: /from '@modelcontextprotocol\/(server|client|node)\b/,
  };
  const combinations = (['starter', 'none'] as const).flatMap((tools) =>
    (['stdio', 'http'] as const).flatMap((transport) =>
      (['v1', 'v2'] as const).map((sdk) => ({ tools, transport, sdk })),
    ),
  );

  it.each(combinations)("renders $tools/$transport/$sdk with only that SDK's imports", (answers) => {
    const data = {
      ...SDK_IMPORTS[answers.sdk],
      name: 'demo',
      binName: 'demo',
      description: 'Demo',
      mcpName: 'io.github.acme/demo',
      registryDescription: 'Demo',
      mcpLintVersion: '1.0.0',
    };
    const files = renderProject(projectLayers(answers), data);
    const sources = [...files].filter(([path]) => path.endsWith('.ts'));
    for (const [path, text] of sources) expect(text, path).not.toMatch(otherSdkImport[answers.sdk]);
    for (const path of [
      'src/server.ts',
      'src/index.ts',
      'src/tools/index.ts',
      'test/helpers/connect.ts',
      'test/smoke.test.ts',
    ]) {
      expect(files.get(path), path).toMatch(ownSdkImport[answers.sdk]);
    }
  });

  it.each(['v1', 'v2'] as const)("renders the add-tool files with only the %s SDK's imports", (sdk) => {
    const data = {
      ...SDK_IMPORTS[sdk],
      toolName: 'search_notes',
      registerName: 'registerSearchNotes',
      title: 'Search notes',
    };
    const tool = substitute(readFileSync(join(TEMPLATES_DIR, 'add-tool', 'tool.ts'), 'utf8'), data, 'add-tool/tool.ts');
    expect(tool).toMatch(ownSdkImport[sdk]);
    expect(tool).not.toMatch(otherSdkImport[sdk]);
  });

  const pythonCombinations = combinations
    .filter((answers) => answers.sdk === 'v1')
    .map((answers) => ({ ...answers, language: 'python' as const }));

  it.each(pythonCombinations)(
    'renders python $tools/$transport without npm files, its package folder named from the project',
    (answers) => {
      const data = {
        name: 'demo-server',
        pyPackage: 'demo_server',
        description: 'Demo',
        descriptionToml: '"Demo"',
        pyTransport: 'stdio',
        pyTransportTitle: 'stdio',
        mcpName: 'io.github.acme/demo-server',
        registryDescription: 'Demo',
        mcpLintPackage: 'create-mcp-tool@1.0.0',
        ...pythonLinter({ spec: '1.0.0', npxPackage: 'mcp-tool-lint@1.0.0' }, '1.0.0'),
      };
      const files = renderProject(projectLayers(answers), data);
      expect(files.has('package.json')).toBe(false);
      expect([...files.keys()].filter((path) => path.endsWith('.ts'))).toEqual([]);
      expect(files.get('src/demo_server/server.py')).toContain('MCPServer("demo-server"');
      expect(files.has('src/demo_server/tools/__init__.py')).toBe(true);
    },
  );

  it('uses every template layer', () => {
    const used = new Set([
      'add-tool',
      'python-add-tool',
      ...[...combinations, ...pythonCombinations].flatMap((answers) => projectLayers(answers)),
    ]);
    const layers = readdirSync(TEMPLATES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(layers.filter((layer) => !used.has(layer))).toEqual([]);
    expect([...used].filter((layer) => !layers.includes(layer))).toEqual([]);
  });
});

describe('the MCP Registry name and description of a generated server', () => {
  it('takes the namespace from an npm scope, a placeholder otherwise, and keeps only the characters the registry allows', async () => {
    const { registryName } = await import('../../src/create/registry-name.js');
    expect(registryName('@acme/weather')).toBe('io.github.acme/weather');
    expect(registryName('weather')).toBe('io.github.your-github-user/weather');
    expect(registryName('we~ather')).toBe('io.github.your-github-user/we-ather');
  });

  it('cuts the description to the 100 characters server.json allows', async () => {
    const { registryDescription } = await import('../../src/create/registry-name.js');
    expect(registryDescription('Short.')).toBe('Short.');
    const long = registryDescription('x'.repeat(150));
    expect([long.length, long.endsWith('…')]).toEqual([100, true]);
  });
});
