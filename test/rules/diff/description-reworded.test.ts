import { describe, expect, it } from 'vitest';
import rule from '../../../src/rules/diff/description-reworded.js';
import { capture, changes, reported, toolOf } from '../../helpers/diff.js';

const EV = 'modelcontextprotocol__server-everything';

describe('description-reworded', () => {
  it('reports a reworded description, an added one, a changed example and a re-spelled hint as info', async () => {
    const after = capture(EV);
    toolOf(after, 'get-sum').description = 'Adds two numbers and returns their sum';
    toolOf(after, 'get-tiny-image').inputSchema.description = 'Takes no arguments';
    toolOf(after, 'echo').inputSchema.properties.message.examples = ['hi'];
    delete toolOf(after, 'toggle-subscriber-updates').annotations.readOnlyHint;
    const mine = reported(await changes(capture(EV), after), rule, ['note', 'reworded', 'added', 'hintSpelling']);
    expect(mine.every((f) => f.severity === 'info')).toBe(true);
  });
});
