// Registration shapes of published servers (issue 8, recall) and the "never silent" findings: tool names,
// line:column and rebuilt inputSchema for each shape, from minimal reconstructions under fixtures/source/recall.
import { afterAll, describe, expect, test } from 'vitest';
import { cleanScratch, lintFiles, lintText, loadFixtures, loadText, SDK, summary } from './helpers.js';

afterAll(cleanScratch);

function names(source: { tools: Array<{ definition: unknown }> }): string[] {
  return source.tools.map((tool) => (tool.definition as { name: string }).name);
}

function unresolvedMessages(
  diagnostics: Array<{ ruleId: string | null; message: string; range?: { start: { line: number; column: number } } }>,
): string[] {
  return diagnostics
    .filter((d) => d.ruleId === 'source-unresolved')
    .map((d) => `${d.range?.start.line}:${d.range?.start.column} ${d.message}`);
}

describe('tools/list handlers that compute their list', () => {
  test('filter + push on a flag + map: the union of every tool that can be listed, said to be an upper bound', async () => {
    const [source] = await loadFixtures(['recall/list-union.ts']);
    expect(names(source!)).toEqual(['read_note', 'list_notes', 'delete_note']);
    const readNote = source!.tools[0]!;
    expect(readNote.definition).toMatchObject({
      inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
    });
    expect(readNote.locate('/name')?.start).toEqual({ line: 8, column: 5 });
    expect(source!.tools[2]!.locate('/name')?.start).toEqual({ line: 12, column: 5 });
    const [result] = await lintFiles(['recall/list-union.ts']);
    expect(unresolvedMessages(result!.diagnostics)).toEqual([
      '17:15 The 3 tools rebuilt from this tool list are an upper bound: `coreTools.filter((tool) => !disabled.has(tool.name))` decides at run time which of them the server lists; lint the running server for a complete check (mcp-lint --stdio "node build/index.js").',
    ]);
  });

  test('a map callback that changes its copy: the changed part is unresolved, never read as built', async () => {
    const [source] = await loadFixtures(['recall/map-mutation.ts']);
    expect(names(source!)).toEqual(['get_report']);
    expect(source!.tools[0]!.definition).toMatchObject({ inputSchema: { type: 'object', properties: {} } });
    expect(source!.tools[0]!.sourceFacts?.unresolved?.map((u) => u.pointer)).toEqual(['/annotations']);
  });

  test('compiled CommonJS: required schema names, a logging wrapper and an __awaiter body', async () => {
    const [source] = await loadFixtures(['recall/compiled.js']);
    expect(names(source!)).toEqual(['ping', 'echo']);
    expect(source!.tools[1]!.definition).toMatchObject({
      inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] },
    });
    expect(source!.tools[1]!.locate('/inputSchema')?.start).toEqual({ line: 9, column: 69 });
    const [result] = await lintFiles(['recall/compiled.js']);
    expect(unresolvedMessages(result!.diagnostics)).toEqual([]);
  });
});

describe('registration helpers across files', () => {
  test('a tools/list handler inside a helper lists what the helper is called with in another file', async () => {
    const [source] = await loadFixtures(['recall/across-files/handlers.ts']);
    expect(names(source!)).toEqual(['fetch_page', 'page_title']);
    expect(source!.tools[0]!.definition).toMatchObject({
      inputSchema: { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] },
    });
    // Written in tools.ts, reached through index.ts: located at the list in the linted file.
    expect(source!.tools[0]!.locate('/name')?.start).toEqual({ line: 6, column: 67 });
  });
});

describe('server factories', () => {
  test('tools passed in an options object and destructured inside the factory', async () => {
    const [source] = await loadFixtures(['recall/destructured-options.ts']);
    expect(names(source!)).toEqual(['navigate', 'go_back']);
    expect(source!.tools[0]!.definition).toMatchObject({
      inputSchema: { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] },
    });
  });
});

describe('McpServer subclasses', () => {
  test('a method of the subclass registers tools whose names arrive as parameters; esbuild spreads are followed', async () => {
    const [source] = await loadFixtures(['recall/server-subclass.js']);
    expect(names(source!)).toEqual(['list_buckets', 'get_bucket']);
    expect(source!.tools[1]!.definition).toMatchObject({
      description: 'Get one storage bucket by name',
      inputSchema: {
        type: 'object',
        properties: {
          name: { type: 'string', description: 'Bucket name' },
          region: { type: 'string', description: 'Region to query' },
        },
        required: ['name'],
      },
    });
    expect(source!.tools[1]!.locate('/name')?.start).toEqual({ line: 14, column: 15 });
  });
});

describe('compiled CommonJS projects', () => {
  test('require() of project files: exports.x =, Object.defineProperty getters, __importStar, (0, m.fn)()', async () => {
    const [source] = await loadFixtures(['recall/cjs/server.js']);
    expect(names(source!)).toEqual(['search_items', 'get_item', 'reset_catalogue']);
    expect(source!.tools[0]!.definition).toMatchObject({
      inputSchema: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] },
    });
    // Definitions from other files are located at the list in this file that brings them in.
    expect(source!.tools[0]!.locate('/name')?.start).toEqual({ line: 11, column: 12 });
    const [result] = await lintFiles(['recall/cjs/server.js']);
    expect(unresolvedMessages(result!.diagnostics)).toEqual([]);
  });
});

describe('never silent', () => {
  test('a file that creates a server but yields no tool gets one info finding at the evidence', async () => {
    const [result] = await lintFiles(['recall/silent.ts']);
    expect(result!.toolCount).toBe(0);
    expect(summary(result!.diagnostics)).toEqual(['source-unresolved - 5:16']);
    expect(result!.diagnostics[0]!.message).toMatch(
      /^This file creates an MCP server \(`new McpServer\(\{ name: "silent", version: "1\.0\.0" \}\)`\), but mcp-lint rebuilt no tool from it.*lint the running server/,
    );
  });

  test('a file that hands its tools to an MCP package is not silent either', async () => {
    const [result] = await lintFiles(['recall/silent-package/cli.js']);
    expect(unresolvedMessages(result!.diagnostics)).toEqual([
      '5:7 This file calls `runMcpCli(…)` of the MCP package "@acme/mcp-cli", but mcp-lint rebuilt no tool from it: its tools are registered in a way source mode cannot follow, or in files not linted, so none was checked; lint the running server for a complete check (mcp-lint --stdio "node build/index.js").',
    ]);
  });

  test("a schema the package exports, parsed, is no evidence of a server; the package's own function is (mongodb)", async () => {
    const results = await lintFiles([
      'recall/silent-package/test-config.cjs',
      'recall/silent-package/test-config.js',
      'recall/silent-package/start.cjs',
      'recall/silent-package/subclass.js',
    ]);
    expect(results.map((result) => unresolvedMessages(result.diagnostics))).toEqual([
      [],
      [],
      [
        expect.stringMatching(
          /^5:1 This file calls `mcp_cli_default\.default\.runMcpCli\.call\(…\)` of the MCP package "@acme\/mcp-cli"/,
        ),
      ],
      [
        expect.stringMatching(
          /^7:12 This file calls `McpServer\.prototype\.registerTool\.call\(…\)` of the MCP package/,
        ),
      ],
    ]);
  });

  test("an MCP package required inside a function is evidence too (only such a file has its calls' names looked up)", async () => {
    const result = await lintText(
      'export function start() {\n  const cli = require("@acme/mcp-cli");\n  cli.runMcpCli(process.argv);\n}\n',
      { name: 'start.js' },
    );
    expect(unresolvedMessages(result.diagnostics)).toEqual([
      expect.stringMatching(/^3:3 This file calls `cli\.runMcpCli\(…\)` of the MCP package "@acme\/mcp-cli"/),
    ]);
  });

  test('no such finding when another linted file of the same package has the tools', async () => {
    const alone = await lintFiles(['recall/quiet-helper/server.ts']);
    expect(summary(alone[0]!.diagnostics)).toEqual(['source-unresolved - 5:16']);
    const together = await lintFiles(['recall/quiet-helper/server.ts', 'recall/quiet-helper/tools.ts']);
    expect(together.map((r) => r.toolCount)).toEqual([0, 1]);
    expect(unresolvedMessages(together[0]!.diagnostics)).toEqual([]);
  });

  test('a bundle that contains the SDK itself is said to be one', async () => {
    const [result] = await lintFiles(['recall/bundle.js']);
    expect(unresolvedMessages(result!.diagnostics)).toEqual([
      '4:59 This file is a bundle that contains the MCP SDK itself (it contains the SDK\'s own server code); mcp-lint rebuilt no tool from it (source mode does not follow registrations mixed into bundled code, and skips bundles over 1 MB), so none was checked; lint the running server for a complete check (mcp-lint --stdio "node build/index.js").',
    ]);
  });

  test('a bundle over 1 MB is reported without being parsed', async () => {
    const filler = '// inlined package code\n'.repeat(50_000);
    const result = await lintText(
      `${filler}throw new Error(\`Server does not support tools (required for \${m})\`);\nserver.registerTool("never_read", {}, () => ({ content: [] }));\n`,
      { name: 'bundle.js' },
    );
    expect(result.toolCount).toBe(0);
    expect(summary(result.diagnostics)).toEqual(['source-unresolved - 50001:25']);
  });

  test('a name imported from an SDK bundle over 1 MB is left unread, as the bundle itself is, and says why', async () => {
    const filler = '// inlined package code\n'.repeat(50_000);
    const bundle = `${filler}throw new Error(\`Server does not support tools (required for \${m})\`);\nexport const lookupShape = {};\n`;
    const server = [
      "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
      "import { lookupShape } from './vendor.js';",
      "const server = new McpServer({ name: 'x', version: '1.0.0' });",
      "server.registerTool('lookup', { description: 'Look a word up', inputSchema: lookupShape }, async () => ({ content: [] }));",
    ].join('\n');
    const result = await lintText(server, { name: 'server.js', files: { 'vendor.js': bundle } });
    expect(result.toolCount).toBe(1);
    const messages = unresolvedMessages(result.diagnostics);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(
      /^4:\d+ Tool "lookup": .*imported from "\.\/vendor\.js" \(a bundle of the MCP SDK over 1 MB, which source mode does not read\)/,
    );
  });

  describe('zod exported by an SDK bundle over 1 MB (chrome-devtools-mcp)', () => {
    const filler = '// inlined package code\n'.repeat(50_000);
    const ZOD_NAMESPACE = {
      rollup:
        'var external = /*#__PURE__*/Object.freeze({\n  __proto__: null,\n  ZodObject: ZodObject,\n  ZodString: ZodString,\n  object: object,\n  string: string,\n  toJSONSchema: toJSONSchema\n});\n',
      esbuild:
        'var external = {};\n__export(external, {\n  ZodObject: () => ZodObject,\n  ZodString: () => ZodString,\n  object: () => object,\n  string: () => string,\n  toJSONSchema: () => toJSONSchema\n});\n',
    };
    const bundle = (namespace: string, exports = 'McpServer, external as zod') =>
      `${filler}throw new Error(\`Server does not support tools (required for \${m})\`);\n${namespace}export { ${exports} };\n//# sourceMappingURL=vendor.js.map\n`;
    const server = [
      "import { McpServer, zod } from './vendor.js';",
      "const server = new McpServer({ name: 'x', version: '1.0.0' });",
      "server.registerTool('lookup', { description: 'Look a word up in the dictionary', inputSchema: { word: zod.string().describe('The word') } }, async () => ({ content: [] }));",
    ].join('\n');

    test.each(Object.entries(ZOD_NAMESPACE))(
      'the %s namespace object it exports as `zod` is read as zod, without parsing the bundle',
      async (_bundler, namespace) => {
        const result = await lintText(server, { name: 'server.js', files: { 'vendor.js': bundle(namespace) } });
        expect(result.toolCount).toBe(1);
        expect(unresolvedMessages(result.diagnostics)).toEqual([]);
      },
    );

    test.each([
      [
        'an object that only looks a little like zod',
        ZOD_NAMESPACE.rollup.replace('toJSONSchema: toJSONSchema', 'toJSON: toJSON'),
      ],
      [
        'a name the final export clause gives to something else',
        ZOD_NAMESPACE.rollup.replace('var external', 'var other'),
      ],
      [
        "an object that closes before zod's names, followed by one that has them",
        'var external = /*#__PURE__*/Object.freeze({ string: helperString });\nvar unrelated = { ZodObject: 1, ZodString: 2, object: 3, string: 4, toJSONSchema: 5 };\n',
      ],
      [
        'a name declared twice at the top level (minified bundles reuse names)',
        ZOD_NAMESPACE.rollup + 'var external = 1;\n',
      ],
    ])('%s stays unread, and says why', async (_label, namespace) => {
      const result = await lintText(server, { name: 'server.js', files: { 'vendor.js': bundle(namespace) } });
      const messages = unresolvedMessages(result.diagnostics);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(
        /imported from "\.\/vendor\.js" \(a bundle of the MCP SDK over 1 MB, which source mode does not read\)/,
      );
    });
  });

  test('a file with no MCP server in it stays quiet', async () => {
    const [result] = await lintFiles(['plain.ts']);
    expect(result!.diagnostics).toEqual([]);
  });
});

describe('registration helpers called inside loops', () => {
  test('a gate helper called once per element of a loop: one tool per element, names from the loop variable', async () => {
    const [source] = await loadFixtures(['recall/helper-in-loop/server.js']);
    expect(names(source!)).toEqual(['feed_news', 'feed_weather', 'open_page']);
    expect(source!.tools[1]!.definition).toMatchObject({ description: 'Read the weather feed' });
    expect(source!.tools[1]!.locate('/name')?.start).toEqual({ line: 24, column: 5 });
    // The parameters object is filled in by a loop over the feed's own fields before it is used: one key per field.
    expect(source!.tools[1]!.definition).toMatchObject({
      inputSchema: {
        type: 'object',
        properties: { city: { type: 'string' }, days: { type: 'string' } },
        required: ['city', 'days'],
      },
    });
    expect(source!.tools[0]!.definition).toMatchObject({
      inputSchema: { type: 'object', properties: { topic: { type: 'string' } }, required: ['topic'] },
    });
    expect(source!.tools[1]!.sourceFacts?.unresolved).toBeUndefined();
    expect(source!.tools[2]!.definition).toMatchObject({
      inputSchema: { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] },
    });
    expect(source!.tools[2]!.sourceFacts?.unresolved).toBeUndefined();
    const [result] = await lintFiles(['recall/helper-in-loop/server.js']);
    expect(unresolvedMessages(result!.diagnostics)).toEqual([]);
  });
});

describe('tool classes', () => {
  const files = [
    'base-tool.js',
    'remote-tool.js',
    'tools/echo-tool.js',
    'tools/forecast-tool.js',
    'tools/draft-tool.js',
    'registry.js',
    'server.js',
  ].map((f) => `recall/class-tools/${f}`);

  test('a base class registers this.name: one tool per subclass the code creates, from files of their own', async () => {
    const sources = await loadFixtures(files);
    const base = sources.find((s) => s.source.endsWith('base-tool.js'))!;
    // draft_tool's class is shipped but never created: not a tool.
    expect(sources.flatMap((s) => names(s))).toEqual(['echo_tool', 'forecast_tool']);
    expect(base.tools[0]!.definition).toMatchObject({
      name: 'echo_tool',
      description: 'Repeat the text it is given',
      annotations: { title: 'Echo', readOnlyHint: true },
      inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] },
    });
    // The schema reaches the base class through an intermediate class's constructor and `super({ ...params, inputSchema })`.
    expect(base.tools[1]!.definition).toMatchObject({
      name: 'forecast_tool',
      inputSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
    });
    expect(base.tools[0]!.locate('/name')?.start).toEqual({ line: 16, column: 32 });
    const results = await lintFiles(files);
    expect(results.flatMap((r) => unresolvedMessages(r.diagnostics))).toEqual([]);
  });
});

describe('registries kept in a Map', () => {
  test('tools set into a Map by a helper called from another file, listed from its values', async () => {
    const [source] = await loadFixtures(['recall/map-registry/server.js']);
    expect(names(source!)).toEqual(['ping', 'lookup_contact']);
    expect(source!.tools[1]!.definition).toMatchObject({
      description: 'Find a contact by e-mail address',
      inputSchema: { type: 'object', properties: { email: { type: 'string' } }, required: ['email'] },
    });
    // Every registration runs unconditionally: the list is exact, not an upper bound.
    expect(source!.tools.map((tool) => tool.sourceFacts?.registration?.mayNotRun)).toEqual([undefined, undefined]);
    expect(source!.tools[0]!.locate('/name')?.start).toEqual({ line: 9, column: 19 });
    const [result] = await lintFiles(['recall/map-registry/server.js']);
    expect(unresolvedMessages(result!.diagnostics)).toEqual([]);
  });
});

describe('instances of project classes', () => {
  test('a field the constructor sets from its argument; a loop that skips some items is an upper bound', async () => {
    const [source] = await loadFixtures(['recall/instance-loop/server.js']);
    expect(names(source!)).toEqual(['list-files', 'delete-file']);
    expect(source!.tools[1]!.definition).toMatchObject({ description: 'Delete one file' });
    expect(source!.tools.map((tool) => tool.sourceFacts?.registration?.mayNotRun)).toEqual(['narrowed', 'narrowed']);
    const [result] = await lintFiles(['recall/instance-loop/server.js']);
    expect(unresolvedMessages(result!.diagnostics)).toEqual([
      '8:9 The 2 tools rebuilt from this tool list are an upper bound: `readOnly && tool.method !== \'get\'` decides at run time which of them the server lists; lint the running server for a complete check (mcp-lint --stdio "node build/index.js").',
    ]);
  });
});

describe('registration helpers made by a factory', () => {
  test('server.tool on an untyped parameter, in a closure the factory returns, called through a constant in another file', async () => {
    // tools/flags.js is linted too, as a package's folder is: zod is loaded only when linted files use it.
    const [source] = await loadFixtures([
      'recall/factory-closure/register.js',
      'recall/factory-closure/tools/flags.js',
    ]);
    // Each call of `tool(…)` takes one branch of the closure: one tool per call, not one per branch.
    expect(names(source!)).toEqual(['list-flags', 'who-am-i']);
    expect(source!.tools[0]!.definition).toMatchObject({
      description: 'List the feature flags of a project',
      inputSchema: { type: 'object', properties: { projectKey: { type: 'string' } }, required: ['projectKey'] },
    });
    expect(source!.tools[1]!.definition).toMatchObject({
      description: 'Describe the caller',
      inputSchema: { type: 'object', properties: {} },
    });
  });
});

describe('registration methods of McpServer subclasses', () => {
  const files = ['custom-server.js', 'tools/labels.js', 'server.js'].map((f) => `recall/server-methods/${f}`);

  test('server.addReadTool("name", …) called on an untyped parameter: the method reaches registerTool with its first argument', async () => {
    const sources = await loadFixtures(files);
    const labels = sources.find((s) => s.source.endsWith('labels.js'))!;
    // addNote() reaches no registration: not a tool.
    expect(sources.flatMap((s) => names(s))).toEqual(['labels-list', 'labels-create']);
    expect(labels.tools[0]!.definition).toMatchObject({
      description: 'List all labels',
      inputSchema: { type: 'object', properties: { includeArchived: { type: 'boolean' } } },
    });
    expect(labels.tools[1]!.locate('/name')?.start).toEqual({ line: 6, column: 25 });
    // What the method adds on its own (title, annotations) is unknown, not absent.
    expect(labels.tools[0]!.sourceFacts?.unresolved?.map((u) => u.pointer)).toEqual(['/title', '/annotations']);
  });
});

describe('Mastra', () => {
  test('new MCPServer({ tools }) from @mastra/mcp: one tool per key, the schema left to Mastra and said so', async () => {
    const [source] = await loadFixtures(['recall/mastra.js']);
    expect(names(source!)).toEqual(['searchDocs', 'getHelp']);
    expect(source!.tools[1]!.definition).toMatchObject({
      name: 'getHelp',
      description: 'Explain how to use this server',
    });
    expect(source!.tools[0]!.locate('/name')?.start).toEqual({ line: 21, column: 5 });
    expect(source!.tools[0]!.sourceFacts?.unresolved?.map((u) => u.pointer)).toEqual(['/inputSchema']);
  });
});

describe('lists a push adds to', () => {
  const LOW =
    'import { Server } from "@modelcontextprotocol/sdk/server/index.js";\nimport { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";\nconst server = new Server({ name: "l", version: "1" }, { capabilities: { tools: {} } });\nconst tools = [{ name: "open", description: "Opens a diagram", inputSchema: { type: "object", properties: {} } }];\n';
  const push =
    'tools.push({ name: "search_shapes", description: "Searches shapes", inputSchema: { type: "object", properties: {} } });';
  const list = 'server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));\n';

  test('a push that always runs (drawio: "search_shapes is always advertised") leaves the list exact', async () => {
    const text = `${LOW}${push}\n${list}`;
    expect(names(await loadText(text, 'server.js'))).toEqual(['open', 'search_shapes']);
    expect(unresolvedMessages((await lintText(text, { name: 'server.js' })).diagnostics)).toEqual([]);
  });

  test('a push under a flag, or in a callback that may never run, is an upper bound', async () => {
    for (const shape of [`if (process.env.SHAPES) ${push}`, `process.on("ready", () => { ${push} });`]) {
      const result = await lintText(`${LOW}${shape}\n${list}`, { name: 'server.js' });
      expect(unresolvedMessages(result.diagnostics)).toEqual([
        expect.stringMatching(/^\d+:\d+ The 2 tools rebuilt from this tool list are an upper bound/),
      ]);
    }
  });
});

describe('lists built by pushing in a loop', () => {
  const files = ['server.js', 'tools/tools.js', 'tools/define.js', 'tools/console.js', 'tools/pages.js'].map(
    (f) => `recall/namespace-tools/${f}`,
  );

  test('tools pushed from Object.values() of module namespaces, registered by a private method under a condition: an upper bound', async () => {
    const [source] = await loadFixtures(files);
    expect(names(source!)).toEqual(['list_console_messages', 'clear_console', 'navigate_page']);
    expect(source!.tools[2]!.definition).toMatchObject({
      description: 'Open a URL in the page',
      annotations: { openWorldHint: true },
      inputSchema: { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] },
    });
    expect(source!.tools.map((tool) => tool.sourceFacts?.registration?.mayNotRun)).toEqual([
      'narrowed',
      'narrowed',
      'narrowed',
    ]);
    const [result] = await lintFiles(files);
    expect(unresolvedMessages(result!.diagnostics)).toEqual([
      '14:11 The 3 tools rebuilt from this tool list are an upper bound: `tool.name !== \'hidden\'` decides at run time which of them the server lists; lint the running server for a complete check (mcp-lint --stdio "node build/index.js").',
    ]);
  });
});

describe('enums', () => {
  const register = (name: string, schema = '{ q: z.string() }') =>
    `server.registerTool(${name}, { description: "Does it.", inputSchema: ${schema} }, async () => ({ content: [] }));\n`;

  test('a TypeScript enum as tsc compiles it (ES module and CommonJS export), with numeric members and their reverse mapping', async () => {
    const esm = await loadText(
      SDK +
        [
          'export var Names;',
          '(function (Names) {',
          '    Names["Search"] = "search_docs";',
          '    Names[Names["Limit"] = 10] = "Limit";',
          '})(Names || (Names = {}));',
          '(function (Names) {',
          '    Names["Fetch"] = "fetch_doc";',
          '})(Names || (Names = {}));',
        ].join('\n') +
        '\n' +
        register('Names.Search', '{ q: z.string().max(Names.Limit) }') +
        register('Names.Fetch') +
        register('Names[10] + "_x"'),
      'server.js',
    );
    expect(names(esm)).toEqual(['search_docs', 'fetch_doc', 'Limit_x']);
    expect(esm.tools[0]!.definition).toMatchObject({
      inputSchema: { properties: { q: { type: 'string', maxLength: 10 } } },
    });
    const cjs = await loadText(
      SDK +
        'var Kind;\n(function (Kind) {\n    Kind["Read"] = "read_file";\n})(Kind || (exports.Kind = Kind = {}));\n' +
        register('Kind.Read'),
      'server.js',
    );
    expect(names(cjs)).toEqual(['read_file']);
  });

  test('a function after `var Names;` that does anything else is not read as an enum: the name stays unresolved', async () => {
    const result = await lintText(
      SDK +
        'var Names;\n(function (Names) {\n    Names["Search"] = "search_docs";\n    console.error("side effect");\n})(Names || (Names = {}));\n' +
        register('Names.Search'),
      { name: 'server.js' },
    );
    expect(unresolvedMessages(result.diagnostics)).toEqual([
      expect.stringMatching(
        /^9:21 The name of a tool registered by `server\.registerTool\(…\)` comes from `Names`, which has no initializer/,
      ),
    ]);
  });

  test('TypeScript enum members without initializers are numbered as TypeScript numbers them', async () => {
    const source = await loadText(
      SDK + 'enum Level { Low, Mid, High = 10, Top }\n' + register('"level_" + Level.Mid + "_" + Level.Top'),
    );
    expect(names(source)).toEqual(['level_1_11']);
  });
});

describe('string methods that only read the string', () => {
  test('a title made from the tool id (split, map, charAt, slice, join), as Bright Data builds its dataset tools', async () => {
    const source = await loadText(
      SDK +
        [
          'const toTitle = (id: string) => id.split("_").map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ");',
          'for (const id of ["amazon_product", "linkedin_person_profile"]) {',
          '  server.registerTool(`web_data_${id}`, { description: "Reads it.", annotations: { title: toTitle(id), readOnlyHint: id.startsWith("amazon") } }, async () => ({ content: [] }));',
          '}',
        ].join('\n') +
        '\n',
    );
    expect(source.tools.map((tool) => tool.definition)).toMatchObject([
      { name: 'web_data_amazon_product', annotations: { title: 'Amazon Product', readOnlyHint: true } },
      {
        name: 'web_data_linkedin_person_profile',
        annotations: { title: 'Linkedin Person Profile', readOnlyHint: false },
      },
    ]);
  });

  test('what could grow past the string, or needs a regular expression, stays unresolved; a huge split is over budget', async () => {
    const title = async (expression: string) => {
      const result = await lintText(
        SDK +
          `const id = "a_b";\nserver.registerTool("t", { description: "Does it.", annotations: { title: ${expression} } }, async () => ({ content: [] }));\n`,
      );
      return unresolvedMessages(result.diagnostics).map((message) => message.replace(/^\d+:\d+ /, '').split(',')[0]);
    };
    expect(await title('id.replace("_", "-")')).toEqual([]);
    expect(await title('id.replace("_", "$\'$\'")')).toEqual([
      'Tool "t": `annotations.title` comes from the result of `id.replace("_"',
    ]);
    expect(await title('id.split(/_/).join(" ")')).toEqual([
      'Tool "t": `annotations.title` comes from the result of `id.split(/_/)`',
    ]);
    expect(await title('"x".padStart(1e9)')).toEqual([
      'Tool "t": `annotations.title` comes from the result of `"x".padStart(1e9)`',
    ]);
    // 100,000 commas split into 100,001 items: one more than an array may hold, so the count is not known.
    const count = async (commas: number) =>
      unresolvedMessages(
        (
          await lintText(
            SDK +
              `const long = "${','.repeat(commas)}";\nserver.registerTool("t", { description: "Does it.", annotations: { title: \`\${long.split(",").length}\` } }, async () => ({ content: [] }));\n`,
          )
        ).diagnostics,
      );
    expect(await count(99_998)).toEqual([]);
    expect(await count(100_000)).toHaveLength(1);
  });
});

describe('leaving an inner loop or switch is not skipping a tool', () => {
  const server = (
    inner: string,
  ) => `${SDK}const tools = [{ name: "a_tool", fields: ["x", "y"] }, { name: "b_tool", fields: ["z"] }];
for (const tool of tools) {
  const names = [];
  ${inner}
  server.registerTool(tool.name, { description: "Does a thing for the user", inputSchema: { [tool.fields[0]]: z.string() } }, async () => ({ content: [] }));
}
`;

  test.each([
    [
      '`continue` in an inner loop',
      'for (const field of tool.fields) { if (field === "y") continue; names.push(field); }',
    ],
    ['`break` in an inner loop', 'for (const field of tool.fields) { if (field === "y") break; names.push(field); }'],
    ['`break` in a switch', 'switch (tool.name) { case "a_tool": names.push("a"); break; default: names.push("b"); }'],
  ])('%s: every tool is listed, no upper bound', async (_label, inner) => {
    const source = await loadText(server(inner));
    expect(names(source)).toEqual(['a_tool', 'b_tool']);
    expect(source.tools.map((tool) => tool.sourceFacts?.registration?.mayNotRun)).toEqual([undefined, undefined]);
  });

  test.each([
    ['`continue` in the loop that registers', 'if (tool.name === process.env.SKIP) continue;'],
    [
      'a labelled `continue` from an inner loop',
      'inner: for (const field of tool.fields) { if (field === process.env.SKIP) continue inner; }'.replace(
        'continue inner',
        'continue outer',
      ),
    ],
    ['`continue` in a switch', 'switch (tool.name) { case process.env.SKIP: continue; default: names.push("b"); }'],
  ])('%s: an upper bound', async (_label, inner) => {
    const text = server(inner).replace('for (const tool of tools) {', 'outer: for (const tool of tools) {');
    const source = await loadText(text);
    expect(source.tools.map((tool) => tool.sourceFacts?.registration?.mayNotRun)).toEqual(['narrowed', 'narrowed']);
  });

  test.each([
    ['a loop', 'for (const attempt of [1]) { if (tool.name === process.env.SKIP) continue; REGISTER }'],
    ['a switch', 'switch (tool.name) { case process.env.SKIP: break; default: REGISTER }'],
  ])('`continue` or `break` leaving %s that holds the registration: an upper bound', async (_label, inner) => {
    const register =
      'server.registerTool(tool.name, { description: "Does a thing for the user", inputSchema: { q: z.string() } }, async () => ({ content: [] }));';
    const text = `${SDK}const tools = [{ name: "a_tool" }, { name: "b_tool" }];\nfor (const tool of tools) {\n  ${inner.replace('REGISTER', register)}\n}\n`;
    const source = await loadText(text);
    expect(names(source)).toEqual(['a_tool', 'b_tool']);
    expect(source.tools.map((tool) => tool.sourceFacts?.registration?.mayNotRun)).toEqual(['narrowed', 'narrowed']);
  });
});
