// The change classifier on real captures: each change class from a mutation of a published server's tools/list.
import { describe, expect, it } from 'vitest';
import { capture, changes, toolOf } from '../helpers/diff.js';

const FS = 'modelcontextprotocol__server-filesystem';

describe('mcp-lint diff classification (server-filesystem capture)', () => {
  it('finds nothing between a capture and its copy, even with keys reordered', async () => {
    const before = capture(FS);
    const after = capture(FS);
    after.tools = after.tools.map((tool: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(tool).reverse()),
    );
    expect(await changes(before, after)).toEqual([]);
  });

  it('reports every class of a mixed release once, with the expected levels', async () => {
    const before = capture(FS);
    const after = capture(FS);
    after.tools = after.tools.filter((t: { name: string }) => t.name !== 'move_file');
    toolOf(after, 'search_files').inputSchema.required.push('excludePatterns');
    toolOf(after, 'list_directory_with_sizes').inputSchema.properties.sortBy.enum = ['name'];
    toolOf(after, 'create_directory').annotations.destructiveHint = true;
    toolOf(after, 'get_file_info').inputSchema.properties.verbose = { type: 'boolean' };
    const found = await changes(before, after);
    expect(found.map((f) => [f.ruleId, f.severity, f.toolName])).toEqual(
      expect.arrayContaining([
        ['tool-removed', 'error', 'move_file'],
        ['required-parameter-added', 'error', 'search_files'],
        ['enum-value-removed', 'error', 'list_directory_with_sizes'],
        ['tool-became-destructive', 'error', 'create_directory'],
        ['parameter-added', 'info', 'get_file_info'],
      ]),
    );
    expect(found).toHaveLength(5);
  });

  it('tells a renamed tool from a removed and an added one', async () => {
    const before = capture(FS);
    const after = capture(FS);
    toolOf(after, 'directory_tree').name = 'get_directory_tree';
    toolOf(after, 'get_file_info').name = 'stat_path';
    toolOf(after, 'stat_path').description = 'Something else entirely.';
    const found = await changes(before, after);
    expect(found.filter((f) => f.ruleId === 'tool-renamed')).toEqual([
      expect.objectContaining({
        toolName: 'get_directory_tree',
        pointer: '/name',
        message: expect.stringContaining('"directory_tree" was renamed to "get_directory_tree"'),
      }),
    ]);
    expect(found.filter((f) => f.ruleId === 'tool-removed').map((f) => f.toolName)).toEqual(['get_file_info']);
    expect(found.filter((f) => f.ruleId === 'tool-added').map((f) => f.toolName)).toEqual(['stat_path']);
  });

  it('classifies changes deep inside nested objects and array items', async () => {
    const before = capture(FS);
    const after = capture(FS);
    const edit = toolOf(after, 'edit_file').inputSchema.properties.edits.items;
    edit.properties.oldText.type = ['string', 'null'];
    delete edit.properties.newText;
    edit.required = ['oldText'];
    const found = await changes(before, after);
    expect(found.map((f) => [f.ruleId, f.pointer])).toEqual(
      expect.arrayContaining([
        ['schema-relaxed', '/inputSchema/properties/edits/items/properties/oldText/type'],
        ['parameter-removed', '/inputSchema/properties/edits/items/properties/newText'],
      ]),
    );
    expect(found.find((f) => f.ruleId === 'parameter-removed')!.message).toContain('"edits[].newText"');
  });

  it('reads outputSchema changes from the consumer side', async () => {
    const before = capture(FS);
    const after = capture(FS);
    const output = toolOf(after, 'read_text_file').outputSchema;
    output.properties.encoding = { type: 'string' };
    const found = await changes(before, after);
    expect(found.map((f) => [f.ruleId, f.severity])).toEqual([['schema-relaxed', 'info']]);
    output.properties.content.type = ['string', 'null'];
    expect((await changes(before, after)).map((f) => f.ruleId)).toContain('output-type-changed');
  });
});
