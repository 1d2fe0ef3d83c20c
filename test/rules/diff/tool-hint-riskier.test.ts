import { describe, expect, it } from 'vitest';
import rule from '../../../src/rules/diff/tool-hint-riskier.js';
import { capture, changes, reported, toolOf } from '../../helpers/diff.js';

const EV = 'modelcontextprotocol__server-everything';

describe('tool-hint-riskier', () => {
  it('reports a tool no longer read-only, now open-world, no longer idempotent', async () => {
    const after = capture(EV);
    Object.assign(toolOf(after, 'echo').annotations, { readOnlyHint: false, destructiveHint: false });
    toolOf(after, 'get-sum').annotations.openWorldHint = true;
    toolOf(after, 'gzip-file-as-resource').annotations.idempotentHint = false;
    const mine = reported(await changes(capture(EV), after), rule, ['notReadOnly', 'openWorld', 'notIdempotent']);
    expect(mine.map((f) => f.severity)).toEqual(['warning', 'warning', 'warning']);
  });

  it('does not report hints flipped towards safe', async () => {
    const after = capture(EV);
    toolOf(after, 'gzip-file-as-resource').annotations.openWorldHint = false;
    const found = await changes(capture(EV), after);
    reported(found, rule, []);
    expect(found.map((f) => f.ruleId)).toEqual(['schema-relaxed']);
  });
});
