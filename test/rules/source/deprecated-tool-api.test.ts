import { afterAll, describe, expect, test } from 'vitest';
import { cleanScratch, lintText, only, SDK } from '../../loaders/source/helpers.js';
import deprecatedToolApi from '../../../src/rules/source/deprecated-tool-api.js';
import { testRule } from '../../helpers/rule-tester.js';

afterAll(cleanScratch);

const RULE = 'deprecated-tool-api';

describe(RULE, () => {
  test('server.tool(...) is reported as info at the call', async () => {
    const result = await lintText(SDK + 'server.tool("t", "Old style tool", async () => ({ content: [] }));\n');
    expect(
      only(result.diagnostics, RULE).map(
        (d) => `${d.toolName} ${d.range!.start.line}:${d.range!.start.column} ${d.severity}`,
      ),
    ).toEqual(['t 4:1 info']);
  });

  test('registerTool and unrelated .tool() calls are not reported', async () => {
    const result = await lintText(
      SDK + 'server.registerTool("t", { description: "New style tool" }, async () => ({ content: [] }));\n',
    );
    expect(only(result.diagnostics, RULE)).toEqual([]);
    const other = await lintText(
      'const ai = { tool: (name: string, fn: () => void) => fn };\nai.tool("x", () => {});\n',
    );
    expect(other.toolCount).toBe(0);
    expect(other.diagnostics).toEqual([]);
  });
});

testRule(deprecatedToolApi, {
  valid: [
    {
      name: 'registerTool with a config object',
      code: SDK + 'server.registerTool("t", { description: "New style tool" }, async () => ({ content: [] }));\n',
    },
  ],
  invalid: [
    {
      name: 'server.tool(name, description, handler)',
      code: SDK + 'server.tool("t", "Old style tool", async () => ({ content: [] }));\n',
      errors: [{ messageId: 'deprecated', line: 4 }],
      output: SDK + 'server.registerTool("t", { description: "Old style tool" }, async () => ({ content: [] }));\n',
    },
  ],
});
