import { describe, expect, it } from 'vitest';
import rule from '../../../src/rules/diff/parameter-added.js';
import { capture, changes, reported, toolOf } from '../../helpers/diff.js';

const FS = 'modelcontextprotocol__server-filesystem';

describe('parameter-added', () => {
  it('reports a new optional parameter as compatible (info)', async () => {
    const after = capture(FS);
    toolOf(after, 'read_media_file').inputSchema.properties.maxBytes = {
      type: 'integer',
      description: 'Stop after this many bytes',
    };
    const [finding] = reported(await changes(capture(FS), after), rule, ['added']);
    expect(finding).toMatchObject({ severity: 'info', pointer: '/inputSchema/properties/maxBytes' });
  });
});
