import { describe, expect, it } from 'vitest';
import rule from '../../../src/rules/diff/output-field-removed.js';
import { capture, changes, reported, toolOf } from '../../helpers/diff.js';

const EV = 'modelcontextprotocol__server-everything';

describe('output-field-removed', () => {
  it('reports a removed, a renamed and a no-longer-required result field', async () => {
    const after = capture(EV);
    const output = toolOf(after, 'get-structured-content').outputSchema;
    const before = capture(EV);
    const old = toolOf(before, 'get-structured-content').outputSchema;
    old.properties.city = { type: 'string', description: 'City the weather is for' };
    output.properties.cityName = { type: 'string', description: 'City the weather is for' };
    delete output.properties.humidity;
    output.required = output.required.filter((name: string) => name !== 'humidity' && name !== 'conditions');
    const found = await changes(before, after);
    const mine = reported(found, rule, ['madeOptional', 'removed', 'renamed']);
    expect(mine.map((f) => f.pointer).sort()).toEqual([
      '/outputSchema/properties/cityName',
      '/outputSchema/properties/conditions',
      '/outputSchema/properties/humidity',
    ]);
  });

  it('reports a dropped outputSchema', async () => {
    const after = capture(EV);
    delete toolOf(after, 'get-structured-content').outputSchema;
    const [finding] = reported(await changes(capture(EV), after), rule, ['schemaRemoved']);
    expect(finding).toMatchObject({ severity: 'error', pointer: '/outputSchema' });
  });
});
