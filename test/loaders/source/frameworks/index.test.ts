// Everything one framework knows lives in its framework file: the list in frameworks/index.ts finds every one, a
// framework written only in this test is recognised end to end through the same interface, and no file outside
// frameworks/ names a framework's packages, classes or methods (the exceptions below say why).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REPO_ROOT, cleanScratch, scratchDir } from '../helpers.js';
import { FRAMEWORKS } from '../../../../src/loaders/source/frameworks/index.js';
import { methodCall, type Framework } from '../../../../src/loaders/source/frameworks/framework.js';
import { Project } from '../../../../src/loaders/source/project.js';
import { Evaluator } from '../../../../src/loaders/source/evaluate.js';
import { bundledZod } from '../../../../src/loaders/source/zod-libraries.js';
import { analyzeFile } from '../../../../src/loaders/source/registrations.js';
import { DefinitionBuilder } from '../../../../src/loaders/source/materialize.js';
import { reportUnresolved, toolFrom } from '../../../../src/loaders/source/tool-building.js';
import { unknown } from '../../../../src/loaders/source/values.js';
import { loadTypeScript } from '../../../../src/loaders/source/typescript.js';
import { loadSourceFiles } from '../../../../src/loaders/source/index.js';

beforeAll(loadTypeScript);
afterAll(cleanScratch);

const SRC = join(REPO_ROOT, 'src');
const FRAMEWORK_DIR = join(SRC, 'loaders', 'source', 'frameworks');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

function isFramework(value: unknown): value is Framework {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Framework).id === 'string' &&
    typeof (value as Framework).recognises === 'function' &&
    typeof (value as Framework).build === 'function'
  );
}

describe('the list of frameworks', () => {
  test('every Framework a file in frameworks/ exports is in FRAMEWORKS, once, under its own id', async () => {
    const exported: Framework[] = [];
    for (const file of files(FRAMEWORK_DIR)) {
      const module = (await import(file)) as Record<string, unknown>;
      const found = Object.values(module).filter(isFramework);
      expect(found.length, relative(SRC, file)).toBeLessThanOrEqual(1);
      exported.push(...found);
    }
    expect(exported.map((framework) => framework.id).sort()).toEqual([
      'fastmcp',
      'lowlevel',
      'mastra',
      'mcp-framework',
      'sdk',
    ]);
    expect(new Set(FRAMEWORKS)).toEqual(new Set(exported));
    expect(new Set(FRAMEWORKS.map((framework) => framework.id)).size).toBe(FRAMEWORKS.length);
  });
});

/**
 * A framework that exists only here: `new ToyServer()` from "toykit", tools added with
 * `server.addToy(defineToy({ name, description }))`, stdio started with `serveToyOverStdio(server)`.
 */
const toykit: Framework = {
  id: 'toykit',
  modules: [{ module: 'toykit', packages: ['toykit', 'toykit/*'] }],
  packageWords: ['toykit'],
  serverClasses: ['ToyServer'],
  registrationMethods: ['addToy'],
  callResult: (fn, args) => (fn.module === 'toykit' && fn.name === 'defineToy' ? args[0] : undefined),
  zodFlavor: (text) => (text.includes('toykit/zod3') ? 'v3' : undefined),
  recognises: (node, context) =>
    methodCall(node, ts as unknown as Parameters<typeof methodCall>[1], 1) === 'addToy' &&
    context.imports.has('toykit'),
  build(nodes, context) {
    for (const node of nodes as ts.CallExpression[]) {
      const config = context.evaluator.evaluate(node.arguments[0]!);
      const name = config.kind === 'object' ? config.entries.get('name') : undefined;
      if (config.kind !== 'object' || name?.value.kind !== 'primitive') {
        reportUnresolved(context, config.kind === 'unknown' ? config : unknown(node, 'a toy'), 'A toy');
        continue;
      }
      const builder = new DefinitionBuilder(context.project.model, context.file, node);
      builder.mark('/name', name.node);
      const description = config.entries.get('description');
      const definition = {
        name: name.value.value,
        description: description ? builder.json(description.value, '/description') : undefined,
        inputSchema: { type: 'object' },
      };
      context.tools.push(toolFrom(context, builder, definition, 'addToy', undefined));
    }
  },
  startsStdio: (node) =>
    ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'serveToyOverStdio',
};

const TOY_SERVER = `import { ToyServer, defineToy, serveToyOverStdio } from "toykit/server";
const server = new ToyServer();
server.addToy(defineToy({ name: "echo", description: "Returns the text it is given." }));
serveToyOverStdio(server);
console.log("ready");
`;

function analyse(frameworks: readonly Framework[], text: string, name = 'server.ts') {
  const path = join(scratchDir(), name);
  const project = new Project(bundledZod(), frameworks);
  const file = project.sourceFile(path, text)!;
  project.linted = [file];
  const evaluator = new Evaluator(project);
  evaluator.startFile();
  return { project, path, ...analyzeFile(file, evaluator, project) };
}

describe('a framework written only in a test, through the same interface', () => {
  test('its packages, call results, registrations and stdio start are all recognised', () => {
    const { tools, facts } = analyse([...FRAMEWORKS, toykit], TOY_SERVER);
    expect(tools.map((tool) => ({ api: tool.api, definition: tool.definition }))).toEqual([
      {
        api: 'addToy',
        definition: { name: 'echo', description: 'Returns the text it is given.', inputSchema: { type: 'object' } },
      },
    ]);
    expect(tools[0]!.locate('/name')?.start).toEqual({ line: 3, column: 27 });
    expect(facts.unresolved).toEqual([]);
    expect(facts.stdio?.transports.map((transport) => transport.range.start.line)).toEqual([4]);
    expect(facts.stdio?.writes.map((write) => write.text)).toEqual(['console.log']);
  });

  test("a file linted with it among the loader's frameworks gets its tools, and without it none", async () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'server.ts'), TOY_SERVER);
    const [loaded] = await loadSourceFiles(['server.ts'], { cwd: dir, frameworks: [...FRAMEWORKS, toykit] });
    expect(loaded!.diagnostics).toEqual([]);
    expect(loaded!.tools.map((tool) => [tool.api, tool.definition])).toEqual([
      ['addToy', { name: 'echo', description: 'Returns the text it is given.', inputSchema: { type: 'object' } }],
    ]);
    expect(loaded!.sourceFacts?.stdio?.writes.map((write) => write.text)).toEqual(['console.log']);
    const [without] = await loadSourceFiles(['server.ts'], { cwd: dir });
    expect(without!.tools).toEqual([]);
  });

  test('without it in the list, the same file yields nothing', () => {
    const { tools, facts } = analyse(FRAMEWORKS, TOY_SERVER);
    expect(tools).toEqual([]);
    expect(facts.stdio).toBeUndefined();
    expect(facts.noTools).toBeUndefined();
  });

  test('its server class and package words make a file without tools say so', () => {
    const { tools, facts } = analyse(
      [...FRAMEWORKS, toykit],
      'import { ToyServer } from "toykit";\nconst server = new ToyServer();\n',
    );
    expect(tools).toEqual([]);
    expect(facts.noTools?.how).toBe('creates an MCP server (`new ToyServer()`)');
  });

  test('the zod it imposes is the zod "zod" means in its files', () => {
    const { project, path } = analyse([...FRAMEWORKS, toykit], 'import "toykit/zod3";\nimport { z } from "zod";\n');
    expect(project.zodFlavor(path, 'zod')).toBe('v3');
    const other = analyse(FRAMEWORKS, 'import "toykit/zod3";\nimport { z } from "zod";\n');
    expect(other.project.zodFlavor(other.path, 'zod')).toBe('v4');
  });
});

/**
 * Where a framework may still be named outside frameworks/, and why. Each entry is a path (a folder ends in `/`)
 * under src/. Anything else that names a framework's package, module marker, server class or registration method in
 * a string or regular expression fails the test below: that knowledge belongs in the framework's file.
 */
const ALLOWED: Record<string, string> = {
  'loaders/source/frameworks/': 'the framework files themselves',
  'create/': 'create-mcp-tool scaffolds server projects on the SDK and the frameworks',
  'cli/serve/': '`mcp-lint serve` is itself an MCP server, built on the SDK',
  'loaders/live/': 'the live loader talks to running servers through the SDK client transports',
  'rules/':
    "rules judge the conventions loaders report in HandlerFacts.framework and LoadedTool.api (core/types.ts), not a framework's code",
  'loaders/source/schemas.ts':
    "convertSchema implements the SDK's own zod conversion (1.x and 2.x); a framework that converts otherwise passes its own ZodConverter (fastmcp.ts)",
  'loaders/python/':
    'the Python loader rebuilds tools as the Python SDKs publish them (MCPServer, FastMCP 1.x, fastmcp, the low-level Server); those SDKs are its whole subject, and their ids only share words with the TS frameworks',
  'spec/registry-validators.ts':
    "the MCP Registry's schema URLs (static.modelcontextprotocol.io), which name the registry, not a framework",
  'inputs/stdio-entries.ts':
    'MAY_START_STDIO is a text pre-filter the cache shares, a layer below the loaders: a framework whose stdio start holds none of its words adds one there',
};

/** Names of today's frameworks that no Framework value spells out, so that a copy of them elsewhere is caught too. */
const API_NAMES = [
  'createTool',
  'MCPTool',
  'StdioServerTransport',
  'ListToolsRequestSchema',
  'CallToolRequestSchema',
  'xsschema',
  'transportType',
];

function vocabulary(): { words: Set<string>; packages: string[] } {
  const words = new Set(API_NAMES);
  const packages: string[] = [];
  for (const framework of FRAMEWORKS) {
    words.add(framework.id);
    for (const { module, packages: names } of framework.modules) {
      words.add(module);
      for (const name of names) packages.push(name.replace(/\/?\*$/, ''));
    }
    for (const word of [
      ...(framework.serverClasses ?? []),
      ...(framework.registrationMethods ?? []),
      ...(framework.packageWords ?? []),
    ])
      words.add(word);
  }
  return { words, packages };
}

/** Each string and regular expression in a file that names a framework, as `path:line text`. */
function frameworkNames(file: string, words: Set<string>, packages: string[]): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  // Too short or too common to look for inside a regular expression; still caught as a whole string.
  const inPatterns = [...words, ...packages].filter((word) => word.length >= 6 && word !== 'Server');
  const found: string[] = [];
  const where = (node: ts.Node) =>
    `${relative(SRC, file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node)) {
      const text = node.text;
      if (words.has(text) || packages.some((name) => text === name || text.startsWith(`${name}/`)))
        found.push(`${where(node)} ${JSON.stringify(text)}`);
    } else if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const text = node.getText(source);
      if (inPatterns.some((word) => text.includes(word))) found.push(`${where(node)} ${text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('framework knowledge stays in the framework files', () => {
  const { words, packages } = vocabulary();
  const allowed = (file: string) => Object.keys(ALLOWED).some((path) => relative(SRC, file).startsWith(path));

  test('no file outside frameworks/ (and the explained exceptions) names a framework', () => {
    const leaks = files(SRC)
      .filter((file) => !allowed(file) && !file.includes(`${join('spec', 'generated')}`))
      .flatMap((file) => frameworkNames(file, words, packages));
    expect(leaks).toEqual([]);
  });

  test('the check finds a framework named elsewhere (so the test above can fail)', () => {
    const path = join(scratchDir(), 'leak.ts');
    const leaking =
      'if (fn.module === "mastra" && fn.name === "createTool") {}\nconst x = require("@modelcontextprotocol/sdk/server/mcp.js");\nconst y = /FastMCP|addTools/;\n';
    writeFileSync(path, leaking);
    expect(frameworkNames(path, words, packages).map((line) => line.replace(/^.*:(\d+) /, '$1 '))).toEqual([
      '1 "mastra"',
      '1 "createTool"',
      '2 "@modelcontextprotocol/sdk/server/mcp.js"',
      '3 /FastMCP|addTools/',
    ]);
  });

  test('every exception is still needed: each names a framework somewhere', () => {
    const unused = Object.keys(ALLOWED).filter((path) => {
      const target = join(SRC, path);
      const inside = path.endsWith('/') ? files(target) : [target];
      return inside.every((file) => frameworkNames(file, words, packages).length === 0);
    });
    expect(unused).toEqual([]);
  });
});
