import { describe, expect, it } from 'vitest';
import rule from '../../../src/rules/diff/parameter-removed.js';
import { capture, changes, reported, toolOf } from '../../helpers/diff.js';

const EV = 'modelcontextprotocol__server-everything';

describe('parameter-removed', () => {
  it('reports a removed parameter at the pointer it had in the old definition', async () => {
    const after = capture(EV);
    delete toolOf(after, 'get-resource-reference').inputSchema.properties.resourceId;
    const [finding] = reported(await changes(capture(EV), after), rule, ['removed']);
    expect(finding).toMatchObject({
      severity: 'error',
      toolName: 'get-resource-reference',
      pointer: '/inputSchema/properties/resourceId',
    });
    expect(finding!.message).toContain('"resourceId"');
  });
});
