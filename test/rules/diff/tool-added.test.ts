import { describe, expect, it } from 'vitest';
import rule from '../../../src/rules/diff/tool-added.js';
import { capture, changes, reported, toolOf } from '../../helpers/diff.js';

const EV = 'modelcontextprotocol__server-everything';

describe('tool-added', () => {
  it('reports a new tool as compatible (info)', async () => {
    const after = capture(EV);
    after.tools.push({ ...toolOf(after, 'echo'), name: 'echo-twice', description: 'Echoes the message twice' });
    const [finding] = reported(await changes(capture(EV), after), rule, ['added']);
    expect(finding).toMatchObject({ severity: 'info', toolName: 'echo-twice', pointer: '' });
  });
});
