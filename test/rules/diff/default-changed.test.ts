import { describe, expect, it } from 'vitest';
import rule from '../../../src/rules/diff/default-changed.js';
import { capture, changes, reported, toolOf } from '../../helpers/diff.js';

const EV = 'modelcontextprotocol__server-everything';

describe('default-changed', () => {
  it('reports a changed default', async () => {
    const after = capture(EV);
    toolOf(after, 'get-resource-links').inputSchema.properties.count.default = 10;
    const [finding] = reported(await changes(capture(EV), after), rule, ['changed']);
    expect(finding).toMatchObject({ severity: 'warning', pointer: '/inputSchema/properties/count/default' });
    expect(finding!.message).toContain('from 3 to 10');
  });
});
