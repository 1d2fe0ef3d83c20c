import { test } from 'vitest';
import { lintText } from './helpers.js';
test('debug', async () => {
  const HEAD = 'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { z } from "zod";\nconst server = new McpServer({ name: "h", version: "1" });\n';
  const depth = 300;
  const schema = 'z.object({ a: '.repeat(depth) + 'z.string()' + ' })'.repeat(depth);
  const result = await lintText(HEAD + `server.registerTool("deep", { description: "Deeply nested on purpose", inputSchema: ${schema} }, async () => ({ content: [] }));\n`);
  console.log(result.toolCount, result.diagnostics.map(d => d.ruleId + ' ' + d.message.slice(0, 300)));
});
