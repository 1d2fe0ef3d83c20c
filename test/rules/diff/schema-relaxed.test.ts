import { describe, expect, it } from 'vitest';
import rule from '../../../src/rules/diff/schema-relaxed.js';
import { capture, changes, reported, toolOf } from '../../helpers/diff.js';

const EV = 'modelcontextprotocol__server-everything';
const FS = 'modelcontextprotocol__server-filesystem';

describe('schema-relaxed', () => {
  it('reports changes that accept more, or promise more, as info', async () => {
    const after = capture(EV);
    const sum = toolOf(after, 'get-sum').inputSchema;
    sum.properties.a.type = ['number', 'string'];
    sum.required = ['a'];
    const links = toolOf(after, 'get-resource-links').inputSchema.properties.count;
    links.maximum = 20;
    delete toolOf(after, 'get-resource-reference').inputSchema.properties.resourceType.enum;
    toolOf(after, 'get-structured-content').inputSchema.properties.location.enum.push('Boston');
    toolOf(after, 'get-structured-content').outputSchema.properties.wind = { type: 'number' };
    toolOf(after, 'echo').outputSchema = { type: 'object', properties: { echoed: { type: 'string' } } };
    toolOf(after, 'gzip-file-as-resource').annotations.openWorldHint = false;
    const found = await changes(capture(EV), after);
    const ids = [
      'outputSchemaAdded',
      'hintSafer',
      'constraintLoosened',
      'enumDropped',
      'enumWidened',
      'outputFieldAdded',
      'typeWidened',
      'madeOptional',
    ];
    const mine = reported(found, rule, ids);
    expect(mine.every((f) => f.severity === 'info')).toBe(true);
  });

  it('reports opened objects, added variants and narrowed results', async () => {
    const before = capture(FS);
    toolOf(before, 'read_file').inputSchema.additionalProperties = false;
    toolOf(before, 'get_file_info').inputSchema.properties.path = { anyOf: [{ type: 'string' }] };
    const after = capture(FS);
    toolOf(after, 'get_file_info').inputSchema.properties.path = { anyOf: [{ type: 'string' }, { type: 'array' }] };
    toolOf(after, 'list_directory').outputSchema.properties.content.maxLength = 100000;
    const mine = reported(await changes(before, after), rule, ['opened', 'outputNarrowed', 'variantAdded']);
    expect(mine.map((f) => f.toolName)).toEqual(['read_file', 'list_directory', 'get_file_info']);
  });
});
