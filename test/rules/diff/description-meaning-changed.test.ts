import { describe, expect, it } from 'vitest';
import rule from '../../../src/rules/diff/description-meaning-changed.js';
import { capture, changes, reported, toolOf } from '../../helpers/diff.js';

const EV = 'modelcontextprotocol__server-everything';
const FS = 'modelcontextprotocol__server-filesystem';

describe('description-meaning-changed', () => {
  it('reports a changed number, a new negation and a removed description', async () => {
    const after = capture(EV);
    toolOf(after, 'get-resource-links').inputSchema.properties.count.description =
      'Number of resource links to return (1-20)';
    toolOf(after, 'echo').description = 'Echoes back the input string, but not empty strings';
    delete toolOf(after, 'get-sum').inputSchema.properties.b.description;
    const mine = reported(await changes(capture(EV), after), rule, ['changed', 'changed', 'removed']);
    expect(mine[0]!.message).toContain('added: "not"');
    expect(mine[1]!.message).toMatch(/removed: "10"; added: "20"/);
    expect(mine[2]!.pointer).toBe('/inputSchema/properties/b/description');
  });

  it('reports a changed tool name or path in a description', async () => {
    const after = capture(FS);
    toolOf(after, 'read_file').description = toolOf(after, 'read_file').description.replace(
      'read_text_file',
      'read_media_file',
    );
    reported(await changes(capture(FS), after), rule, ['changed']);
  });
});
