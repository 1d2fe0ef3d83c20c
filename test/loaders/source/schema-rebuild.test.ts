// Schemas that published servers write in shapes source mode used to give up on: minified literals, CommonJS
// files reading back their own `exports`, branches decided by a constant.
import { afterAll, describe, expect, test } from 'vitest';
import type { JsonObject } from '../../../src/core/json-value.js';
import { z } from 'zod';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  LARGEST_STEP,
  cleanScratch,
  countingSteps,
  lintFiles,
  lintText,
  loadFixtures,
  loadText,
  only,
  scratchDir,
} from './helpers.js';
import { MAX_STEPS_PER_FILE } from '../../../src/loaders/source/steps.js';
import { MAX_FILL_ITEMS } from '../../../src/loaders/source/filled-objects.js';
import { runMcpLint } from '../../helpers/cli.js';

afterAll(cleanScratch);

async function definitions(file: string): Promise<Array<Record<string, unknown>>> {
  const sources = await loadFixtures([file]);
  return sources.flatMap((source) => source.tools.map((tool) => tool.definition as unknown as Record<string, unknown>));
}

const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';
const SDK_HEADER =
  'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { z } from "zod";\nconst server = new McpServer({ name: "t", version: "1.0.0" });\n';

describe('minified literals', () => {
  test('`!1`, `!0`, `void 0` and a constant condition are read as the values they stand for', async () => {
    const [tool] = await definitions('schema/minified.js');
    expect(tool).toMatchObject({
      name: 'start_run',
      inputSchema: {
        $schema: DRAFT_07,
        type: 'object',
        properties: {
          force: { type: 'boolean', default: false, description: 'Start even if a run exists' },
          attempts: { type: 'number', default: 3, description: 'How many attempts' },
          label: { type: 'string', description: 'A label for the run' },
        },
      },
      annotations: { readOnlyHint: false, destructiveHint: true },
    });
  });

  test('a condition read at run time still leaves the schema unresolved, and says so', async () => {
    const result = await lintText(
      `${SDK_HEADER}server.registerTool("a", { description: "Do a thing for the user", inputSchema: process.env.SAFE ? {} : { x: z.string() } }, async () => ({ content: [] }));\n`,
    );
    expect(only(result.diagnostics, 'source-unresolved').map((d) => d.message)).toEqual([
      expect.stringMatching(/`inputSchema` comes from the expression `process\.env\.SAFE \? \{\} : /),
    ]);
  });

  test('a method called on a value that could not be read names that value, not the call', async () => {
    const result = await lintText(
      `${SDK_HEADER}const SAFE = process.env.SAFE === "1";\nconst base = z.object({ ...(SAFE ? {} : { x: z.string() }) });\nserver.registerTool("a", { description: "Do a thing for the user", inputSchema: base.extend({ y: z.number() }).partial() }, async () => ({ content: [] }));\n`,
    );
    const [finding] = only(result.diagnostics, 'source-unresolved');
    expect(finding!.message).toMatch(/`inputSchema` comes from the expression `SAFE \? \{\} : \{ x: z\.string\(\) \}`/);
    expect(finding!.range?.start.line).toBe(6);
  });

  test('built CLI: the minified server has no unresolved part', async () => {
    const run = await runMcpLint(['--format', 'json', 'test/fixtures/source/schema/minified.js']);
    const [file] = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string | null }> }>;
    expect(file!.messages.filter((m) => m.ruleId === 'source-unresolved')).toEqual([]);
  });
});

describe('CommonJS files reading their own exports', () => {
  test('`exports.NodeSchema` is the value this file assigned to it (the `= void 0` tsc writes first does not count)', async () => {
    const [tool] = await definitions('schema/cjs-own-exports.js');
    expect(tool!.inputSchema).toEqual({
      $schema: DRAFT_07,
      type: 'object',
      properties: {
        title: { type: 'string', description: 'Chart title' },
        root: {
          type: 'object',
          properties: { name: { type: 'string', description: 'Node name' } },
          required: ['name'],
          description: 'The root node',
        },
      },
      required: ['title', 'root'],
    });
  });

  const CJS_HEADER =
    '"use strict";\nconst mcp_js_1 = require("@modelcontextprotocol/sdk/server/mcp.js");\nconst zod_1 = require("zod");\nconst server = new mcp_js_1.McpServer({ name: "t", version: "1.0.0" });\n';
  const register =
    'server.registerTool("a", { description: "Do a thing for the user", inputSchema: { x: exports.X } }, async () => ({ content: [] }));\n';

  test('a name assigned twice is not guessed', async () => {
    const result = await lintText(
      `${CJS_HEADER}exports.X = zod_1.z.string();\nexports.X = zod_1.z.number();\n${register}`,
      { name: 'server.js' },
    );
    expect(only(result.diagnostics, 'source-unresolved').map((d) => d.message)).toEqual([
      expect.stringMatching(/`exports\.X`, which this file assigns 2 times/),
    ]);
  });

  test('an export defined through itself ends, unresolved', async () => {
    const { result, peakSteps } = await countingSteps(() =>
      lintText(`${CJS_HEADER}exports.X = exports.X.describe("again");\n${register}`, { name: 'server.js' }),
    );
    expect(peakSteps).toBeLessThanOrEqual(MAX_STEPS_PER_FILE + LARGEST_STEP);
    expect(only(result.diagnostics, 'source-unresolved')).toHaveLength(1);
  });

  test('in a TypeScript file `exports` is not CommonJS', async () => {
    const result = await lintText(
      `${SDK_HEADER}declare const exports: any;\nserver.registerTool("a", { description: "Do a thing for the user", inputSchema: { x: exports.X } }, async () => ({ content: [] }));\n`,
    );
    expect(only(result.diagnostics, 'source-unresolved')).toHaveLength(1);
  });
});

describe('helpers with several returns', () => {
  test('a recursive schema builder is followed through the `if` its argument decides', async () => {
    const [tool] = await definitions('schema/recursive-helper.ts');
    // The same schema, built here with zod and converted as SDK 1.x converts a raw shape.
    const leaf = z.object({ field: z.string().describe('Field name'), value: z.string().describe('Value to match') });
    const nodeSchema = (depth: number): z.ZodType =>
      depth <= 1
        ? leaf
        : z.union([
            z.object({ operator: z.enum(['and', 'or']), filters: z.array(nodeSchema(depth - 1)).min(1) }),
            leaf,
          ]);
    const expected = z.toJSONSchema(z.object({ filter: nodeSchema(3).describe('Filter tree') }), {
      target: 'draft-7',
      io: 'input',
    });
    expect(tool!.inputSchema).toEqual(expected);
    expect(JSON.stringify(tool!.inputSchema)).toContain('"operator"');
  });

  test('a branch decided at run time still gives up, and says how many paths there were', async () => {
    const result = await lintText(
      `${SDK_HEADER}function pick(flag: boolean) { if (flag) return z.string(); return z.number(); }\nserver.registerTool("a", { description: "Do a thing for the user", inputSchema: { x: pick(process.env.X === "1") } }, async () => ({ content: [] }));\n`,
    );
    expect(only(result.diagnostics, 'source-unresolved').map((d) => d.message)).toEqual([
      expect.stringMatching(/which has 2 return paths/),
    ]);
  });

  test('a statement with an effect on the way gives up rather than guess', async () => {
    const result = await lintText(
      `${SDK_HEADER}const seen: string[] = [];\nfunction pick(n: number) { seen.push("x"); if (n > 1) return z.string(); return z.number(); }\nserver.registerTool("a", { description: "Do a thing for the user", inputSchema: { x: pick(2) } }, async () => ({ content: [] }));\n`,
    );
    expect(only(result.diagnostics, 'source-unresolved')).toHaveLength(1);
  });

  test('a recursion that doubles at each level ends within budget, with an info finding', async () => {
    const { result, peakSteps } = await countingSteps(() =>
      lintText(
        `${SDK_HEADER}function g(n: number): any { if (n > 0) return z.union([g(n - 1), g(n - 1)]); return z.string(); }\nserver.registerTool("a", { description: "Do a thing for the user", inputSchema: { x: g(40) } }, async () => ({ content: [] }));\n`,
      ),
    );
    expect(peakSteps).toBeLessThanOrEqual(MAX_STEPS_PER_FILE + LARGEST_STEP);
    const unresolved = only(result.diagnostics, 'source-unresolved');
    expect(unresolved).toHaveLength(1);
    expect(unresolved[0]!.severity).toBe('info');
  });
});

describe('helpers that edit a value before returning it', () => {
  test('are unresolved and say which edit, instead of reporting the unedited schema', async () => {
    const result = (await lintFiles(['schema/editing-helpers.ts']))[0]!;
    const messages = only(result.diagnostics, 'source-unresolved').map((d) => `${d.toolName} ${d.message}`);
    expect(messages).toEqual([
      expect.stringMatching(
        /^get_user Tool "get_user": `inputSchema` comes from the result of `stripped\(.*which changes values before it returns \(`delete json\.\$schema`\)/,
      ),
      expect.stringMatching(
        /^find_users Tool "find_users": `inputSchema` comes from the result of `relaxed\(.*which changes values before it returns \(`json\.properties!\[key\] = /,
      ),
    ]);
  });

  test('a handler that changes state when it runs later does not count', async () => {
    const tools = await definitions('schema/editing-helpers.ts');
    expect(tools.find((tool) => tool.name === 'get_record')!.inputSchema).toEqual({
      $schema: DRAFT_07,
      type: 'object',
      properties: { id: { type: 'string', description: 'Record id' } },
      required: ['id'],
    });
  });

  test('Object.assign onto a fresh object is not an edit', async () => {
    const result = await lintText(
      `${SDK_HEADER}function merged(a: object, b: object) { return Object.assign({}, a, b); }\nserver.registerTool("a", { description: "Do a thing for the user", inputSchema: merged({ x: z.string().describe("X") }, { y: z.number().describe("Y") }) }, async () => ({ content: [] }));\n`,
    );
    expect(only(result.diagnostics, 'source-unresolved')).toEqual([]);
  });
});

describe('CommonJS own exports under a hostile chain', () => {
  test('exports that each hold the previous one twice, 40 times over: bounded, with an info finding', async () => {
    const chain = [
      'exports.o1 = zod_1.z.string();',
      ...Array.from(
        { length: 39 },
        (_, i) => `exports.o${i + 2} = zod_1.z.object({ x: exports.o${i + 1}, y: exports.o${i + 1} });`,
      ),
    ];
    const text = [
      '"use strict";',
      'const mcp_js_1 = require("@modelcontextprotocol/sdk/server/mcp.js");',
      'const zod_1 = require("zod");',
      'const server = new mcp_js_1.McpServer({ name: "t", version: "1.0.0" });',
      ...chain,
      'server.registerTool("hostile", { description: "Schema from a doubling chain", inputSchema: { p: exports.o40 } }, async () => ({ content: [] }));',
    ].join('\n');
    const before = process.memoryUsage().rss;
    const { result, peakSteps } = await countingSteps(() => lintText(text, { name: 'server.js' }));
    expect(peakSteps).toBeLessThanOrEqual(MAX_STEPS_PER_FILE + LARGEST_STEP);
    expect(process.memoryUsage().rss - before).toBeLessThan(300 * 1024 * 1024);
    const unresolved = only(result.diagnostics, 'source-unresolved');
    expect(unresolved).toHaveLength(1);
    expect(unresolved[0]!.severity).toBe('info');
    expect(unresolved[0]!.message).toMatch(/more than 50,000 parts once written out/);
  });
});

describe('a callback that edits its own argument', () => {
  const ENDPOINTS =
    'const endpoints: any[] = [{ alias: "list-folders", description: "List the mail folders of the user" }, { alias: "send-mail", description: "Send a mail for the user" }];\n';

  test('only the edited property becomes unknown: names read from the rest are kept', async () => {
    const text = `${SDK_HEADER}${ENDPOINTS}for (const tool of endpoints.map((endpoint) => { endpoint.parameters = endpoint.parameters || []; return { name: endpoint.alias, description: endpoint.description }; })) {\n  server.registerTool(tool.name, { description: tool.description }, async () => ({ content: [] }));\n}\n`;
    expect(only((await lintText(text)).diagnostics, 'source-unresolved')).toEqual([]);
    const source = await loadText(text);
    expect(source.tools.map((tool) => (tool.definition as JsonObject).name)).toEqual(['list-folders', 'send-mail']);
  });

  test('reading the edited property is unresolved, naming the edit', async () => {
    const result = await lintText(
      `${SDK_HEADER}${ENDPOINTS}for (const tool of endpoints.map((endpoint) => { endpoint.parameters = endpoint.parameters || []; return { name: endpoint.alias, description: endpoint.description, inputSchema: endpoint.parameters }; })) {\n  server.registerTool(tool.name, { description: tool.description, inputSchema: tool.inputSchema }, async () => ({ content: [] }));\n}\n`,
    );
    const messages = only(result.diagnostics, 'source-unresolved').map((d) => d.message);
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages)
      expect(message).toMatch(/`endpoint\.parameters = endpoint\.parameters \|\| \[\]`, which changes it at run time/);
  });

  test('edits through a loop variable or a value found in the argument count as edits of the argument; a fresh local list does not', async () => {
    const text = `${SDK_HEADER}${ENDPOINTS}const normalise = (endpoint: any) => {\n  endpoint.parameters = endpoint.parameters || [];\n  for (const parameter of endpoint.parameters) parameter.name = parameter.name.trim();\n  const found = endpoint.parameters.find((p: any) => p.name === "id");\n  if (found) found.required = true;\n  if (!found) endpoint.parameters.push({ name: "id" });\n  const seen: string[] = [];\n  seen.push(endpoint.alias);\n  return endpoint;\n};\nfor (const tool of endpoints.map(normalise)) {\n  server.registerTool(tool.alias, { description: tool.description }, async () => ({ content: [] }));\n}\n`;
    expect(only((await lintText(text)).diagnostics, 'source-unresolved')).toEqual([]);
    expect((await loadText(text)).tools.map((tool) => (tool.definition as JsonObject).name)).toEqual([
      'list-folders',
      'send-mail',
    ]);
  });

  test('a fresh local that the function returns is still an edit of the result', async () => {
    const result = await lintText(
      `${SDK_HEADER}function shape(withId: boolean) { const out: any = { name: z.string() }; out["id"] = z.string(); return out; }\nserver.registerTool("a", { description: "Do a thing for the user", inputSchema: shape(true) }, async () => ({ content: [] }));\n`,
    );
    expect(only(result.diagnostics, 'source-unresolved').map((d) => d.message)).toEqual([
      expect.stringMatching(/which changes values before it returns \(`out\["id"\] = z\.string\(\)`\)/),
    ]);
  });
});

describe('server.tool(name, description, X, callback) where X holds an unreadable value', () => {
  test('X with no value known not to be zod is unresolved, not taken as annotations with an empty input schema', async () => {
    const result = await lintText(
      `${SDK_HEADER}import { RequestSchema } from "./elsewhere.js";\nserver.tool("create_config", "Create a configuration for the project", { request: RequestSchema }, async () => ({ content: [] }));\n`,
    );
    const unresolved = only(result.diagnostics, 'source-unresolved');
    expect(unresolved.length).toBeGreaterThan(0);
    expect(unresolved.some((d) => /`inputSchema`/.test(d.message))).toBe(true);
    const source = await loadText(
      `${SDK_HEADER}import { RequestSchema } from "./elsewhere.js";\nserver.tool("create_config", "Create a configuration for the project", { request: RequestSchema }, async () => ({ content: [] }));\n`,
    );
    expect((source.tools[0]!.definition as JsonObject).annotations).toBeUndefined();
  });

  test('X with a known non-zod value is annotations, as the SDK decides', async () => {
    const source = await loadText(
      `${SDK_HEADER}declare const destructive: boolean;\nserver.tool("drop_table", "Drop a table from the database", { readOnlyHint: false, destructiveHint: destructive }, async () => ({ content: [] }));\n`,
    );
    expect((source.tools[0]!.definition as JsonObject).annotations).toMatchObject({ readOnlyHint: false });
    expect((source.tools[0]!.definition as JsonObject).inputSchema).toEqual({ type: 'object', properties: {} });
  });
});

/** Loads `server.js` from a scratch project holding these files. */
async function loadProject(files: Record<string, string>): Promise<Array<Record<string, unknown>>> {
  const dir = scratchDir();
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const [source] = await loadFixtures(['server.js'], { cwd: dir });
  return source!.tools.map((tool) => tool.definition as unknown as Record<string, unknown>);
}

const CLICK_SCHEMA = {
  type: 'object',
  properties: { uid: { type: 'string', description: 'The element uid.' } },
  required: ['uid'],
  additionalProperties: false,
};

describe('a tool handler class that builds the schema in its constructor (chrome-devtools-mcp)', () => {
  const server = (create: string) => `import { McpServer as Sdk } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const tools = [
  { name: "click", description: "Clicks the element with the given uid on the page.", schema: { uid: z.string().describe("The element uid.") } },
  { name: "hover", description: "Hovers over the element with the given uid on the page.", schema: { uid: z.string().describe("The element uid.") } },
];
class ToolHandler {
  tool;
  inputSchema;
  registeredInputSchema;
  constructor(tool, serverArgs) {
    this.tool = tool;
    this.inputSchema = tool.schema;
    this.registeredInputSchema = z.object(this.inputSchema).strict();
  }
  handle = async () => ({ content: [{ type: "text", text: "ok" }] });
}
export class McpServer {
  server = new Sdk({ name: "x", version: "1.0.0" });
  #serverArgs = {};
  init() {
    for (const tool of tools) this.#registerTool(tool);
  }
  ${create}(tool) {
    return new ToolHandler(tool, this.#serverArgs);
  }
  #registerTool(tool) {
    const handler = this.${create}(tool);
    this.server.registerTool(tool.name, { description: tool.description, inputSchema: handler.registeredInputSchema }, handler.handle);
  }
}
`;

  test('`this.#createToolHandler(tool)` is the method (a private one: no subclass can replace it), and its `new ToolHandler(tool)` holds the schema', async () => {
    const tools = await loadProject({ 'server.js': server('#createToolHandler') });
    expect(tools.map((tool) => tool.name)).toEqual(['click', 'hover']);
    for (const tool of tools) expect(tool.inputSchema).toMatchObject(CLICK_SCHEMA);
    const result = await lintText(server('#createToolHandler'), { name: 'server.js' });
    expect(only(result.diagnostics, 'source-unresolved')).toEqual([]);
  });

  test('a public method called on `this` of an instance nobody bound stays unresolved: a subclass may override it', async () => {
    const result = await lintText(server('createToolHandler'), { name: 'server.js' });
    expect(only(result.diagnostics, 'source-unresolved').filter((d) => /`inputSchema`/.test(d.message))).toHaveLength(
      2,
    );
  });

  test('a base method overridden by a subclass in another file is not taken for it (no tool that never exists)', async () => {
    const base = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
export const server = new McpServer({ name: "x", version: "1.0.0" });
export class BaseTool {
  toolName() { return "base_tool"; }
  shape() { return { a: z.string() }; }
  register() { server.tool(this.toolName(), "Does the base thing for the user", this.shape(), async () => ({ content: [] })); }
}
`;
    const child = `import { BaseTool } from "./server.js";
import { z } from "zod";
class Child extends BaseTool {
  toolName() { return "child_tool"; }
  shape() { return { b: z.string() }; }
}
new Child().register();
`;
    const tools = await loadProject({ 'server.js': base, 'child.js': child });
    expect(tools.map((tool) => tool.name)).not.toContain('base_tool');
  });

  test('a method that reads run-time state still leaves the schema unresolved, and says so', async () => {
    const text = server('#createToolHandler').replace(
      'return new ToolHandler(tool, this.#serverArgs);',
      'return process.env.SLIM ? undefined : new ToolHandler(tool, this.#serverArgs);',
    );
    const result = await lintText(text, { name: 'server.js' });
    expect(only(result.diagnostics, 'source-unresolved').some((d) => /`inputSchema`/.test(d.message))).toBe(true);
  });
});

describe('zod re-exported by a module of the project', () => {
  const server =
    'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { zod } from "./zod.js";\nconst server = new McpServer({ name: "t", version: "1.0.0" });\n' +
    'server.registerTool("click", { description: "Clicks the element with the given uid on the page.", inputSchema: zod.object({ uid: zod.string().describe("The element uid.") }).strict() }, async () => ({ content: [] }));\n';

  test.each([
    ['export { z as zod } from "zod";\n'],
    ['export * as zod from "zod";\n'],
    ['export { zod } from "./inner.js";\n'],
  ])('`%s` is zod', async (reexport) => {
    const tools = await loadProject({
      'server.js': server,
      'zod.js': reexport,
      'inner.js': 'export { z as zod } from "zod";\n',
    });
    expect(tools[0]!.inputSchema).toMatchObject(CLICK_SCHEMA);
  });

  test('a name the package does not have stays unknown', async () => {
    const tools = await loadProject({
      'server.js': server.replace('zod.object(', 'zod.notAThing(').replace('.strict()', ''),
      'zod.js': 'export { z as zod } from "zod";\n',
    });
    expect(tools[0]!.inputSchema).not.toMatchObject(CLICK_SCHEMA);
  });
});

describe('an object filled in by a loop before it is used (Bright Data)', () => {
  const datasets = `const datasets = [
  { id: "amazon_product", description: "Read structured Amazon product data.", inputs: ["url"] },
  { id: "npm_package", description: "Read structured npm package data.", inputs: ["package_name", "version"], defaults: { version: "latest" } },
];
`;
  const server = (body: string, after = '') => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const server = new McpServer({ name: "t", version: "1.0.0" });
${datasets}for (let { id, description, inputs, defaults = {} } of datasets) {
  let parameters = {};
  ${body}
  server.registerTool(\`web_data_\${id}\`, { description, inputSchema: parameters }, async () => ({ content: [] }));
  ${after}
}
`;
  const LOOP = `for (let input of inputs) {
    let schema = input == "url" ? z.string().url() : z.string();
    parameters[input] = defaults[input] !== undefined ? schema.default(defaults[input]) : schema;
  }`;

  test('each tool gets the keys its own items write, with the values the body computes for them', async () => {
    const tools = await loadProject({ 'server.js': server(LOOP) });
    expect(tools.map((tool) => tool.name)).toEqual(['web_data_amazon_product', 'web_data_npm_package']);
    expect(tools[0]!.inputSchema).toMatchObject({
      type: 'object',
      properties: { url: { type: 'string', format: 'uri' } },
      required: ['url'],
    });
    expect(tools[1]!.inputSchema).toMatchObject({
      type: 'object',
      properties: { package_name: { type: 'string' }, version: { type: 'string', default: 'latest' } },
      required: ['package_name'],
    });
    expect(only((await lintText(server(LOOP), { name: 'server.js' })).diagnostics, 'source-unresolved')).toEqual([]);
  });

  test('`object.key = value` writes and several loops in order are followed too', async () => {
    const body = `for (const input of inputs) parameters[input] = z.string();\n  for (const extra of ["limit"]) parameters.limit = z.number().describe(extra);`;
    const tools = await loadProject({ 'server.js': server(body) });
    expect(Object.keys((tools[1]!.inputSchema as { properties: object }).properties)).toEqual([
      'package_name',
      'version',
      'limit',
    ]);
  });

  test.each([
    ['a key known only at run time', 'for (const input of inputs) parameters[process.env[input]] = z.string();'],
    [
      'a loop that leaves early',
      'for (const input of inputs) { if (input === "url") continue; parameters[input] = z.string(); }',
    ],
    [
      'a loop over a list read at run time',
      'for (const input of JSON.parse(process.env.INPUTS)) parameters[input] = z.string();',
    ],
    [
      'a write outside a loop',
      'parameters[inputs[0]] = z.string(); for (const input of inputs) parameters[input] = z.string();',
    ],
    ['a write after the use', LOOP, 'parameters.extra = z.string();'],
    ['a key deleted after the use', LOOP, 'delete parameters.url;'],
    ['Object.assign after the use', LOOP, 'Object.assign(parameters, { extra: z.string() });'],
  ])(
    '%s: the object stays unresolved, and the finding says it is filled in after it is created',
    async (_label: string, body: string, after?: string) => {
      const result = await lintText(server(body, after), { name: 'server.js' });
      const unresolved = only(result.diagnostics, 'source-unresolved').map((d) => d.message);
      expect(unresolved.length).toBeGreaterThan(0);
      expect(
        unresolved.every((message) =>
          /`parameters`, an object filled in after it is created|`inputSchema` comes from/.test(message),
        ),
      ).toBe(true);
    },
  );

  test.each([
    [
      'a hoisted function that writes it, called before the loop',
      'function addCommon() { parameters.common = z.string(); }\n  addCommon();\n  ' + LOOP,
    ],
    ['an alias written after the use', LOOP, 'const alias = parameters; alias.extra = z.number();'],
    ['passed to a helper after the use', LOOP, 'extend(parameters);'],
    ['a method called on it after the use', LOOP, 'parameters.extra.describe("x");'],
    ['a closure that holds it', LOOP, 'setTimeout(() => { parameters.late = z.string(); });'],
    [
      'an assignment hidden in a declaration of the body',
      'for (const input of inputs) { let s = z.string(); let t = (s = z.number()); parameters[input] = s; }',
    ],
    [
      'the loop variable changed inside the body',
      'for (let input of inputs) { let t = (input = input + "_x"); parameters[input] = z.string(); }',
    ],
    ['an alias made in the declaration', LOOP.replace('for (let input', 'const other = parameters;\n  for (let input')],
  ])('%s: unresolved, never the object as the loop leaves it', async (_label: string, body: string, after?: string) => {
    const text = server(body, after).replace(
      'for (let { id',
      'function extend(p) { p.extra = z.number(); }\nfor (let { id',
    );
    const result = await lintText(text, { name: 'server.js' });
    expect(
      only(result.diagnostics, 'source-unresolved').some((d) => /`inputSchema`|`parameters`/.test(d.message)),
    ).toBe(true);
  });

  test('a function declared before the object that writes it, called before the loop: unresolved', async () => {
    const text = `${SDK_HEADER}function addCommon() { params.common = z.string(); }
const params = {};
addCommon();
for (const k of ["a", "b"]) params[k] = z.string();
server.tool("hoisted_writer", "Does a thing for the user", params, async () => ({ content: [] }));
`;
    const result = await lintText(text, { name: 'server.js' });
    expect(only(result.diagnostics, 'source-unresolved').some((d) => /`inputSchema`/.test(d.message))).toBe(true);
  });

  test.each([['export { params as shared }'], ['export { params }']])(
    'an object also exported (%s) is another reference to it, under its own name or another: unresolved',
    async (exported) => {
      // `params` in `export { params as shared }` is the binding itself, not a property name (unlike `import { a as b }`).
      const text = `${SDK_HEADER}const params = {};
for (const k of ["a", "b"]) params[k] = z.string();
${exported};
server.tool("exported", "Does a thing for the user", params, async () => ({ content: [] }));
`;
      const result = await lintText(text, { name: 'server.js' });
      expect(only(result.diagnostics, 'source-unresolved').some((d) => /`inputSchema`|`params`/.test(d.message))).toBe(
        true,
      );
    },
  );

  test('a setter in the literal: unresolved (it runs on each write)', async () => {
    const text = server(LOOP).replace(
      'let parameters = {};',
      'let parameters = { set url(v) { throw new Error("no"); } };',
    );
    const result = await lintText(text, { name: 'server.js' });
    expect(only(result.diagnostics, 'source-unresolved').some((d) => /`inputSchema`/.test(d.message))).toBe(true);
  });

  test('an object filled in another file and written again where it is used: unresolved', async () => {
    const shapes =
      'import { z } from "zod";\nexport const params = {};\nfor (const k of ["a", "b"]) params[k] = z.string();\n' +
      'export function pad() { return 1; }\n'.repeat(40);
    const server =
      'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { z } from "zod";\nimport { params } from "./shapes.js";\nconst server = new McpServer({ name: "t", version: "1.0.0" });\nparams.extra = z.number();\nserver.tool("imported", "Does a thing for the user", params, async () => ({ content: [] }));\n';
    const tools = await loadProject({ 'server.js': server, 'shapes.js': shapes });
    expect(Object.keys((tools[0]!.inputSchema as { properties?: object }).properties ?? {})).not.toEqual(['a', 'b']);
  });

  test('a loop over more items than a tool could have parameters is not run', async () => {
    const body = `for (const input of Array.from({ length: ${MAX_FILL_ITEMS + 1} }, (_, i) => "p" + i)) parameters[input] = z.string();`;
    const result = await lintText(server(body), { name: 'server.js' });
    expect(only(result.diagnostics, 'source-unresolved').length).toBeGreaterThan(0);
  });
});
