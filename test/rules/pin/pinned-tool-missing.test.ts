import { describe, expect, it } from 'vitest';
import rule from '../../../src/rules/pin/pinned-tool-missing.js';
import { capture, reported } from '../../helpers/diff.js';
import { pinFindings } from '../../helpers/pins.js';

const EV = 'modelcontextprotocol__server-everything';

describe('pinned-tool-missing', () => {
  it('reports a pinned tool the server no longer lists, under its own name', async () => {
    const current = capture(EV);
    current.tools = current.tools.filter((t: { name: string }) => t.name !== 'get-env');
    const [finding] = reported(await pinFindings(capture(EV), current), rule, ['missing']);
    expect(finding).toMatchObject({ severity: 'warning', toolName: 'get-env', pointer: '' });
  });
});
