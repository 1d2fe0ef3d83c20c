import { describe, expect, it } from 'vitest';
import rule from '../../../src/rules/diff/parameter-renamed.js';
import { capture, changes, reported, toolOf } from '../../helpers/diff.js';

const EV = 'modelcontextprotocol__server-everything';
const FS = 'modelcontextprotocol__server-filesystem';

describe('parameter-renamed', () => {
  it('reports a property whose schema moved unchanged to a new name', async () => {
    const after = capture(EV);
    const props = toolOf(after, 'echo').inputSchema;
    props.properties = { text: props.properties.message };
    props.required = ['text'];
    const found = await changes(capture(EV), after);
    const [finding] = reported(found, rule, ['renamed']);
    expect(finding).toMatchObject({ severity: 'error', toolName: 'echo', pointer: '/inputSchema/properties/text' });
    expect(found.map((f) => f.ruleId)).toEqual(['parameter-renamed']);
  });

  it('treats an undescribed property with an unrelated name as removed plus added', async () => {
    const after = capture(FS);
    const schema = toolOf(after, 'move_file').inputSchema;
    schema.properties = { from: schema.properties.source, destination: schema.properties.destination };
    schema.required = ['from', 'destination'];
    const found = await changes(capture(FS), after);
    reported(found, rule, []);
    expect(found.map((f) => f.ruleId).sort()).toEqual(['parameter-removed', 'required-parameter-added']);
  });
});
