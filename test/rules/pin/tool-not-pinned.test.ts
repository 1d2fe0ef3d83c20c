import { describe, expect, it } from 'vitest';
import rule from '../../../src/rules/pin/tool-not-pinned.js';
import { capture, reported } from '../../helpers/diff.js';
import { pinFindings } from '../../helpers/pins.js';

const EV = 'modelcontextprotocol__server-everything';

describe('tool-not-pinned', () => {
  it('reports a tool added after pinning, and every tool of a server the lockfile does not know', async () => {
    const current = capture(EV);
    current.tools.push({ name: 'reboot', description: 'Reboots the host', inputSchema: { type: 'object' } });
    const [finding] = reported(await pinFindings(capture(EV), current), rule, ['notPinned']);
    expect(finding).toMatchObject({ severity: 'warning', toolName: 'reboot' });
    const unknown = await pinFindings(capture(EV), current, { serverKey: 'other.json' });
    reported(unknown, rule, new Array(current.tools.length).fill('serverNotPinned'));
  });
});
