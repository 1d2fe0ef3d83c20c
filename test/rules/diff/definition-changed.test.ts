import { describe, expect, it } from 'vitest';
import rule from '../../../src/rules/diff/definition-changed.js';
import { capture, changes, reported, toolOf } from '../../helpers/diff.js';

const EV = 'modelcontextprotocol__server-everything';

describe('definition-changed', () => {
  it('reports keywords and fields it does not classify, so nothing changes unseen', async () => {
    const after = capture(EV);
    toolOf(after, 'echo').inputSchema.properties.message.allOf = [{ minLength: 1 }];
    toolOf(after, 'get-sum')._meta = { version: 2 };
    const mine = reported(await changes(capture(EV), after), rule, ['keyword', 'field']);
    expect(mine.map((f) => [f.toolName, f.pointer, f.severity])).toEqual([
      ['echo', '/inputSchema/properties/message/allOf', 'warning'],
      ['get-sum', '/_meta', 'warning'],
    ]);
  });
});
