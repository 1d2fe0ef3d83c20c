import { describe, expect, it } from 'vitest';
import rule from '../../../src/rules/pin/pinned-tool-changed.js';
import { capture, reported, toolOf } from '../../helpers/diff.js';
import { pinFindings } from '../../helpers/pins.js';

const EV = 'modelcontextprotocol__server-everything';

describe('pinned-tool-changed', () => {
  it('reports a tool whose definition differs from its pin, with what changed', async () => {
    const current = capture(EV);
    toolOf(current, 'get-sum').inputSchema.properties.a.type = 'integer';
    const [finding] = reported(await pinFindings(capture(EV), current), rule, ['changed']);
    expect(finding).toMatchObject({
      severity: 'error',
      toolName: 'get-sum',
      pointer: '/inputSchema/properties/a/type',
    });
    expect(finding!.message).toContain('[parameter-type-narrowed] The type of "a" narrowed from number to integer');
  });

  it('reports a changed annotation or description, which a description-only hash would miss', async () => {
    const current = capture(EV);
    toolOf(current, 'echo').annotations.destructiveHint = true;
    toolOf(current, 'echo').annotations.readOnlyHint = false;
    const [finding] = reported(await pinFindings(capture(EV), current), rule, ['changed']);
    expect(finding!.message).toContain('tool-became-destructive');
  });

  it('does not report key reordering', async () => {
    const current = capture(EV);
    current.tools = current.tools.map((tool: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(tool).reverse()),
    );
    expect(await pinFindings(capture(EV), current)).toEqual([]);
  });
});
