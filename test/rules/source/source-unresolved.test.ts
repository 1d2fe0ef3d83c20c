import { afterAll, describe, expect, test } from 'vitest';
import { cleanScratch, lintText, only, SDK } from '../../loaders/source/helpers.js';
import sourceUnresolved from '../../../src/rules/source/source-unresolved.js';
import { testRule } from '../../helpers/rule-tester.js';

afterAll(cleanScratch);

const RULE = 'source-unresolved';

describe(RULE, () => {
  test('a registration whose name, config or schema cannot be read is reported once, at the place', async () => {
    const result = await lintText(
      SDK +
        [
          'import { pickName, makeSchema } from "some-package";',
          'server.registerTool(pickName(), { description: "d" }, async () => ({ content: [] }));',
          'server.registerTool("known", { description: "Known tool", inputSchema: makeSchema() }, async () => ({ content: [] }));',
        ].join('\n'),
    );
    const findings = only(result.diagnostics, RULE);
    expect(
      findings.map((d) => `${d.toolName ?? '-'} ${d.range!.start.line}:${d.range!.start.column} ${d.severity}`),
    ).toEqual(['- 5:21 info', 'known 6:59 info']);
    expect(findings[1]!.message).toBe(
      'Tool "known": `inputSchema` comes from the result of `makeSchema()`, which mcp-lint cannot read without running the code, so it was not checked; lint the running server for a complete check (mcp-lint --stdio "node build/index.js").',
    );
    // Nothing is guessed about the unreadable schema.
    expect(
      result.diagnostics.filter(
        (d) => d.toolName === 'known' && d.pointer.startsWith('/inputSchema') && d.ruleId !== RULE,
      ),
    ).toEqual([]);
  });

  test('one unreadable place that many tools share (a loop rewriting every tool) is one finding naming them, not one per tool', async () => {
    const names = ['a', 'b', 'c', 'd', 'e'];
    const result = await lintText(
      SDK +
        [
          'import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";',
          'import { readOnly } from "./settings.js";',
          `const all = [${names.map((n) => `{ name: "${n}", description: "Tool ${n}.", inputSchema: { type: "object", properties: {} } }`).join(', ')}];`,
          'server.server.setRequestHandler(ListToolsRequestSchema, async () => ({',
          '  tools: all.map((tool) => { const modified = { ...tool }; modified.annotations = { ...(readOnly.has(tool.name) ? { readOnlyHint: true } : {}) }; return modified; }),',
          '}));',
        ].join('\n'),
    );
    const findings = only(result.diagnostics, RULE);
    // Fewer tools than that at one place keep a finding each (the case above); here 5 share it.
    expect(findings.length, findings.map((d) => d.message).join('\n')).toBe(1);
    expect(findings[0]!.message).toMatch(
      /^5 tools \("a", "b", "c", "d" and "e"\): `annotations` comes from `modified\.annotations = .*not checked for any of them/,
    );
  });

  test('registrations in a loop over an unreadable array', async () => {
    const result = await lintText(
      SDK +
        'import { tools } from "elsewhere";\nfor (const t of tools) server.registerTool(t.name, t.config, t.handler);\n',
    );
    expect(only(result.diagnostics, RULE).map((d) => d.range!.start.line)).toEqual([5]);
  });

  test('the hint names the command the package.json starts the server with (a generated project builds to dist/)', async () => {
    const result = await lintText(
      SDK +
        'import { tools } from "elsewhere";\nfor (const t of tools) server.registerTool(t.name, t.config, t.handler);\n',
      {
        files: {
          'package.json': JSON.stringify({
            name: 'weather',
            bin: { weather: './dist/index.js' },
            dependencies: { '@modelcontextprotocol/sdk': '1.32.2' },
          }),
        },
      },
    );
    expect(only(result.diagnostics, RULE).map((d) => d.message.slice(d.message.indexOf('lint the running')))).toEqual([
      'lint the running server for a complete check (mcp-lint --stdio "node dist/index.js").',
    ]);
  });

  test('a server that registers its tools from a list written empty has no tool on purpose: nothing to report', async () => {
    const empty =
      SDK + 'const tools: Array<(s: McpServer) => void> = [];\nfor (const register of tools) register(server);\n';
    expect(only((await lintText(empty)).diagnostics, RULE)).toEqual([]);
    // A list filled at run time is not empty on purpose: the silence is still reported.
    const grown =
      SDK +
      'const tools: Array<(s: McpServer) => void> = [];\ntools.push(...loadPlugins());\nfor (const register of tools) register(server);\n';
    expect(only((await lintText(grown)).diagnostics, RULE).map((d) => d.message)).toEqual([
      expect.stringContaining('mcp-lint rebuilt no tool from it'),
    ]);
  });

  test('stays silent when everything is static', async () => {
    const result = await lintText(
      SDK +
        'const tools = [{ name: "a" }, { name: "b" }];\ntools.forEach((t) => server.registerTool(t.name, { description: "Static tool " + t.name }, async () => ({ content: [] })));\n',
    );
    expect(result.toolCount).toBe(2);
    expect(only(result.diagnostics, RULE)).toEqual([]);
  });
});

testRule(sourceUnresolved, {
  valid: [
    {
      name: 'a static registration',
      code: SDK + 'server.registerTool("known", { description: "Known tool" }, async () => ({ content: [] }));\n',
    },
  ],
  invalid: [
    {
      name: 'a schema from a call it cannot read',
      code:
        SDK +
        'import { makeSchema } from "some-package";\nserver.registerTool("known", { description: "Known tool", inputSchema: makeSchema() }, async () => ({ content: [] }));\n',
      errors: [{ messageId: 'part', line: 5 }],
    },
  ],
});
