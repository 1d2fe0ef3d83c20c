import { describe, expect, it } from 'vitest';
import rule from '../../../src/rules/diff/parameter-constraint-tightened.js';
import { capture, changes, reported, toolOf } from '../../helpers/diff.js';

const EV = 'modelcontextprotocol__server-everything';

describe('parameter-constraint-tightened', () => {
  it('reports a lowered maximum and an added pattern as risky (warning)', async () => {
    const after = capture(EV);
    toolOf(after, 'get-resource-links').inputSchema.properties.count.maximum = 5;
    toolOf(after, 'echo').inputSchema.properties.message.pattern = '^[a-z ]+$';
    const mine = reported(await changes(capture(EV), after), rule, ['tightened', 'tightened']);
    expect(mine.map((f) => [f.severity, f.pointer])).toEqual([
      ['warning', '/inputSchema/properties/message/pattern'],
      ['warning', '/inputSchema/properties/count/maximum'],
    ]);
  });

  it('does not report the safe-integer bounds zod adds with .int(), only the narrowed type', async () => {
    const after = capture(EV);
    Object.assign(toolOf(after, 'get-sum').inputSchema.properties.a, {
      type: 'integer',
      minimum: -9007199254740991,
      maximum: 9007199254740991,
    });
    const found = await changes(capture(EV), after);
    reported(found, rule, []);
    expect(found.map((f) => f.ruleId)).toEqual(['parameter-type-narrowed']);
  });

  it('does not report a raised maximum (that is schema-relaxed)', async () => {
    const after = capture(EV);
    toolOf(after, 'get-resource-links').inputSchema.properties.count.maximum = 50;
    const found = await changes(capture(EV), after);
    reported(found, rule, []);
    expect(found.map((f) => f.ruleId)).toEqual(['schema-relaxed']);
  });
});
