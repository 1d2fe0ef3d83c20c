import { describe, expect, it } from 'vitest';
import rule from '../../../src/rules/diff/output-type-changed.js';
import { capture, changes, reported, toolOf } from '../../helpers/diff.js';

const EV = 'modelcontextprotocol__server-everything';

describe('output-type-changed', () => {
  it('reports a widened type, a new enum value, a loosened bound, a new variant and a dropped enum in results', async () => {
    const before = capture(EV);
    const old = toolOf(before, 'get-structured-content').outputSchema.properties;
    old.unit = { type: 'string', enum: ['C', 'F'] };
    old.source = { type: 'string', enum: ['station'] };
    old.temperature.maximum = 60;
    old.reading = { anyOf: [{ type: 'number' }] };
    const after = capture(EV);
    const now = toolOf(after, 'get-structured-content').outputSchema.properties;
    now.unit = { type: 'string', enum: ['C', 'F', 'K'] };
    now.source = { type: 'string' };
    now.temperature.maximum = 100;
    now.reading = { anyOf: [{ type: 'number' }, { type: 'string' }] };
    now.conditions.type = ['string', 'null'];
    const mine = reported(await changes(before, after), rule, [
      'typeChanged',
      'variantAdded',
      'enumDropped',
      'constraintLoosened',
      'enumValueAdded',
    ]);
    expect(mine.every((f) => f.severity === 'error')).toBe(true);
  });
});
