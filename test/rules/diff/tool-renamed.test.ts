import { describe, expect, it } from 'vitest';
import rule from '../../../src/rules/diff/tool-renamed.js';
import { capture, changes, reported, toolOf } from '../../helpers/diff.js';

const EV = 'modelcontextprotocol__server-everything';
const FS = 'modelcontextprotocol__server-filesystem';

describe('tool-renamed', () => {
  it('reports a renamed tool once, instead of a removal and an addition', async () => {
    const after = capture(FS);
    toolOf(after, 'list_allowed_directories').name = 'list_roots';
    const found = await changes(capture(FS), after);
    const [finding] = reported(found, rule, ['renamed']);
    expect(finding).toMatchObject({ severity: 'error', toolName: 'list_roots', pointer: '/name' });
    expect(found.map((f) => f.ruleId)).toEqual(['tool-renamed']);
  });

  it('also reports what changed inside the renamed tool', async () => {
    const after = capture(FS);
    const tool = toolOf(after, 'directory_tree');
    tool.name = 'tree';
    tool.inputSchema.properties.depth = { type: 'integer' };
    const found = await changes(capture(FS), after);
    reported(found, rule, ['renamed']);
    expect(found.map((f) => f.ruleId)).toContain('parameter-added');
  });

  it('does not pair tools whose definitions differ', async () => {
    const after = capture(EV);
    toolOf(after, 'get-sum').name = 'multiply';
    toolOf(after, 'multiply').description = 'Multiplies two numbers and rounds the product';
    const found = await changes(capture(EV), after);
    reported(found, rule, []);
    expect(found.map((f) => f.ruleId).sort()).toEqual(['tool-added', 'tool-removed']);
  });
});
