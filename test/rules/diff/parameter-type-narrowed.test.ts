import { describe, expect, it } from 'vitest';
import rule from '../../../src/rules/diff/parameter-type-narrowed.js';
import { capture, changes, reported, toolOf } from '../../helpers/diff.js';

const EV = 'modelcontextprotocol__server-everything';

describe('parameter-type-narrowed', () => {
  it('reports number → integer, a closed object and a removed anyOf branch', async () => {
    const after = capture(EV);
    toolOf(after, 'get-sum').inputSchema.properties.a.type = 'integer';
    toolOf(after, 'echo').inputSchema.additionalProperties = false;
    const before = capture(EV);
    toolOf(before, 'get-env').inputSchema.properties.filter = {
      anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    };
    toolOf(after, 'get-env').inputSchema.properties.filter = { anyOf: [{ type: 'string' }] };
    const found = await changes(before, after);
    const mine = reported(found, rule, ['closed', 'variantRemoved', 'typeNarrowed']);
    expect(mine.map((f) => [f.toolName, f.pointer])).toEqual([
      ['echo', '/inputSchema/additionalProperties'],
      ['get-env', '/inputSchema/properties/filter/anyOf'],
      ['get-sum', '/inputSchema/properties/a/type'],
    ]);
  });

  it('reports a nullable parameter that lost null', async () => {
    const before = capture(EV);
    toolOf(before, 'echo').inputSchema.properties.message.type = ['string', 'null'];
    const [finding] = reported(await changes(before, capture(EV)), rule, ['typeNarrowed']);
    expect(finding!.message).toContain('from string | null to string');
  });

  it('does not report a widened type', async () => {
    const after = capture(EV);
    toolOf(after, 'get-sum').inputSchema.properties.a.type = ['number', 'string'];
    reported(await changes(capture(EV), after), rule, []);
  });
});
