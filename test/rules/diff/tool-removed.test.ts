import { describe, expect, it } from 'vitest';
import rule from '../../../src/rules/diff/tool-removed.js';
import { capture, changes, reported } from '../../helpers/diff.js';

const EV = 'modelcontextprotocol__server-everything';

describe('tool-removed', () => {
  it('reports a tool the new version no longer lists, with the old name as toolName', async () => {
    const after = capture(EV);
    after.tools = after.tools.filter((t: { name: string }) => t.name !== 'get-sum');
    const [finding] = reported(await changes(capture(EV), after), rule, ['removed']);
    expect(finding).toMatchObject({ severity: 'error', toolName: 'get-sum', pointer: '' });
  });

  it('does not report a tool that moved within the list', async () => {
    const after = capture(EV);
    after.tools.reverse();
    reported(await changes(capture(EV), after), rule, []);
  });
});
