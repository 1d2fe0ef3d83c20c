import { describe, expect, it } from 'vitest';
import rule from '../../../src/rules/diff/enum-value-removed.js';
import { capture, changes, reported, toolOf } from '../../helpers/diff.js';

const EV = 'modelcontextprotocol__server-everything';

describe('enum-value-removed', () => {
  it('reports a removed enum value and an enum added to a free parameter', async () => {
    const after = capture(EV);
    toolOf(after, 'get-structured-content').inputSchema.properties.location.enum = ['New York', 'Chicago'];
    toolOf(after, 'echo').inputSchema.properties.message.enum = ['hello'];
    const found = await changes(capture(EV), after);
    const mine = reported(found, rule, ['restricted', 'removed']);
    expect(mine[1]).toMatchObject({
      toolName: 'get-structured-content',
      pointer: '/inputSchema/properties/location/enum',
      severity: 'error',
    });
    expect(mine[1]!.message).toContain('"Los Angeles"');
  });

  it('does not report an added enum value', async () => {
    const after = capture(EV);
    toolOf(after, 'get-structured-content').inputSchema.properties.location.enum.push('Boston');
    reported(await changes(capture(EV), after), rule, []);
  });
});
