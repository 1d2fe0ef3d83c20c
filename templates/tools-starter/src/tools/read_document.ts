import type { McpServer } from '{{sdkServerModule}}';
import { z } from 'zod';
import { documentNames, getDocument } from '../data/documents.js';

export function registerReadDocument(server: McpServer): void {
  server.registerTool(
    'read_document',
    {
      title: 'Read a document',
      description:
        'Returns the full text of one document. Read a document before editing it with edit_document, ' +
        'so the text you replace matches exactly. An unknown name gives an error listing the available documents.',
      inputSchema: z.object({
        name: z.string().min(1).max(200).describe('Document name, e.g. "welcome.md".'),
      }),
      outputSchema: z.object({
        name: z.string().describe('The document that was read.'),
        text: z.string().describe('The full text of the document.'),
      }),
      annotations: { title: 'Read a document', readOnlyHint: true, openWorldHint: false },
    },
    async ({ name }) => {
      const text = getDocument(name);
      if (text === undefined) {
        return {
          isError: true,
          content: [
            { type: 'text', text: `No document named "${name}". Available documents: ${documentNames().join(', ')}.` },
          ],
        };
      }
      const structuredContent = { name, text };
      return { content: [{ type: 'text', text: JSON.stringify(structuredContent) }], structuredContent };
    },
  );
}
