import { describe, expect, it } from 'vitest';
import rule from '../../../src/rules/diff/tool-became-destructive.js';
import { capture, changes, reported, toolOf } from '../../helpers/diff.js';

const EV = 'modelcontextprotocol__server-everything';

describe('tool-became-destructive', () => {
  it('reports a read-only tool that lost readOnlyHint and a non-destructive one marked destructive', async () => {
    const after = capture(EV);
    toolOf(after, 'echo').annotations.readOnlyHint = false;
    toolOf(after, 'echo').annotations.destructiveHint = true;
    toolOf(after, 'toggle-simulated-logging').annotations.destructiveHint = true;
    const mine = reported(await changes(capture(EV), after), rule, ['becameDestructive', 'becameDestructive']);
    expect(mine.map((f) => [f.toolName, f.pointer])).toEqual([
      ['echo', '/annotations/readOnlyHint'],
      ['toggle-simulated-logging', '/annotations/destructiveHint'],
    ]);
  });

  it('reports hints removed from a tool that declared itself read-only (absent means destructive)', async () => {
    const after = capture(EV);
    delete toolOf(after, 'get-sum').annotations;
    reported(await changes(capture(EV), after), rule, ['becameDestructive']);
  });
});
