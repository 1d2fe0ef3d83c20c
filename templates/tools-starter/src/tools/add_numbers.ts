import type { McpServer } from '{{sdkServerModule}}';
import { z } from 'zod';

export function registerAddNumbers(server: McpServer): void {
  server.registerTool(
    'add_numbers',
    {
      title: 'Add two numbers',
      description:
        'Adds two numbers and returns their exact sum. Use it instead of doing arithmetic in your head. ' +
        'Both numbers must lie between -1e15 and 1e15.',
      inputSchema: z.object({
        a: z.number().min(-1e15).max(1e15).describe('The first number, between -1e15 and 1e15.'),
        b: z.number().min(-1e15).max(1e15).describe('The second number, between -1e15 and 1e15.'),
      }),
      outputSchema: z.object({
        sum: z.number().describe('a + b'),
      }),
      // Pure computation: changes nothing and talks to nothing outside this process.
      annotations: { title: 'Add two numbers', readOnlyHint: true, openWorldHint: false },
    },
    async ({ a, b }) => {
      const structuredContent = { sum: a + b };
      // The text block repeats the structured result for clients that do not read structuredContent.
      return { content: [{ type: 'text', text: JSON.stringify(structuredContent) }], structuredContent };
    },
  );
}
