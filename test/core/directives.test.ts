// Parsing of inline control comments into DisableDirective records.
import { afterAll, describe, expect, test } from 'vitest';
import { cleanScratch, lintText, loadText } from '../loaders/source/helpers.js';

afterAll(cleanScratch);

describe('directive comments', () => {
  test('kinds, rule lists and reasons', async () => {
    const source = await loadText(
      [
        '/* mcp-lint-disable property-description -- generated schemas */',
        'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
        '// mcp-lint-disable-next-line handler-returns-bare-string, handler-returns-result -- legacy client',
        'const a = 1; // mcp-lint-disable-line tool-name-format',
        '/* mcp-lint-disable */',
        '/* mcp-lint-enable */',
        'const text = "// mcp-lint-disable-next-line not-a-comment";',
        '// mcp-lint-disabled-typo is not a directive',
      ].join('\n'),
    );
    expect(source.directives).toEqual([
      {
        kind: 'file',
        ruleIds: ['property-description'],
        reason: 'generated schemas',
        range: { start: { line: 1, column: 1 }, end: { line: 1, column: 65 } },
      },
      {
        kind: 'next-line',
        ruleIds: ['handler-returns-bare-string', 'handler-returns-result'],
        reason: 'legacy client',
        range: { start: { line: 3, column: 1 }, end: { line: 3, column: 99 } },
      },
      {
        kind: 'line',
        ruleIds: ['tool-name-format'],
        range: { start: { line: 4, column: 14 }, end: { line: 4, column: 55 } },
      },
      { kind: 'block-start', ruleIds: [], range: { start: { line: 5, column: 1 }, end: { line: 5, column: 23 } } },
      { kind: 'block-end', ruleIds: [], range: { start: { line: 6, column: 1 }, end: { line: 6, column: 22 } } },
    ]);
  });

  test('disable-line, and a block that disables every rule', async () => {
    const result = await lintText(
      [
        'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
        'const server = new McpServer({ name: "x", version: "1" });',
        'server.registerTool("a", { description: "Returns a bare string on purpose" }, async () => "a"); // mcp-lint-disable-line handler-returns-bare-string',
        '/* mcp-lint-disable */',
        'server.registerTool("b", { description: "Returns a bare string on purpose" }, async () => "b");',
        '/* mcp-lint-enable */',
        'server.registerTool("c", { description: "Returns a bare string on purpose" }, async () => "c");',
      ].join('\n'),
    );
    expect(result.diagnostics.filter((d) => d.ruleId === 'handler-returns-bare-string').map((d) => d.toolName)).toEqual(
      ['c'],
    );
    expect(
      result.suppressed
        .filter((d) => d.ruleId === 'handler-returns-bare-string')
        .map((d) => d.toolName)
        .sort(),
    ).toEqual(['a', 'b']);
    // Every rule is off inside the block, so b's other findings are suppressed too.
    expect(result.diagnostics.filter((d) => d.toolName === 'b')).toEqual([]);
  });
});

test('a directive naming a rule that does not exist is reported', async () => {
  const result = await lintText('const a = 1; // mcp-lint-disable-line handler-returns-bare-strings -- typo\n');
  expect(
    result.diagnostics.map((d) => `${d.ruleId} ${d.severity} ${d.range?.start.line}:${d.range?.start.column}`),
  ).toEqual(['directive-unknown-rule warning 1:14']);
  expect(result.diagnostics[0]!.message).toContain('"handler-returns-bare-strings", which is not an mcp-lint rule');
});
