import type { McpServer } from '{{sdkServerModule}}';
import { z } from 'zod';
import { documentNames, getDocument, setDocument } from '../data/documents.js';

function countOccurrences(text: string, search: string): number {
  let count = 0;
  for (let index = text.indexOf(search); index !== -1; index = text.indexOf(search, index + search.length)) count++;
  return count;
}

export function registerEditDocument(server: McpServer): void {
  server.registerTool(
    'edit_document',
    {
      title: 'Edit a document',
      description:
        'Replaces one exact occurrence of old_text with new_text in a document and returns the updated text. ' +
        'This changes the stored document and the replaced text is not kept. It never rewrites the whole document: ' +
        'old_text must appear exactly once, so read the document first and copy enough surrounding text to make it unique.',
      inputSchema: z.object({
        name: z.string().min(1).max(200).describe('Document name, e.g. "welcome.md".'),
        old_text: z
          .string()
          .min(1)
          .max(10_000)
          .describe('Text to replace, copied exactly from the document (whitespace and line breaks included).'),
        new_text: z.string().max(10_000).describe('Replacement text. An empty string deletes old_text.'),
      }),
      outputSchema: z.object({
        name: z.string().describe('The document that was edited.'),
        text: z.string().describe('The full text of the document after the edit.'),
      }),
      // Replacing text loses what was there, so the edit is destructive; repeating it may change the text again.
      annotations: {
        title: 'Edit a document',
        readOnlyHint: false,
        destructiveHint: true,
        idempotentHint: false,
        openWorldHint: false,
      },
    },
    async ({ name, old_text, new_text }) => {
      const current = getDocument(name);
      if (current === undefined) {
        return {
          isError: true,
          content: [
            { type: 'text', text: `No document named "${name}". Available documents: ${documentNames().join(', ')}.` },
          ],
        };
      }
      const occurrences = countOccurrences(current, old_text);
      if (occurrences !== 1) {
        const problem =
          occurrences === 0
            ? `old_text does not appear in "${name}". Read the document and copy the text exactly.`
            : `old_text appears ${occurrences} times in "${name}". Include more surrounding text so it matches once.`;
        return { isError: true, content: [{ type: 'text', text: `Nothing changed: ${problem}` }] };
      }
      const text = current.replace(old_text, () => new_text);
      setDocument(name, text);
      const structuredContent = { name, text };
      return { content: [{ type: 'text', text: JSON.stringify(structuredContent) }], structuredContent };
    },
  );
}
