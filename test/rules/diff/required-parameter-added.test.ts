import { describe, expect, it } from 'vitest';
import rule from '../../../src/rules/diff/required-parameter-added.js';
import { capture, changes, reported, toolOf } from '../../helpers/diff.js';

const EV = 'modelcontextprotocol__server-everything';

describe('required-parameter-added', () => {
  it('reports a new required parameter and an optional one that became required', async () => {
    const after = capture(EV);
    const sum = toolOf(after, 'get-sum').inputSchema;
    sum.properties.c = { type: 'number', description: 'Third number' };
    sum.required.push('c');
    const links = toolOf(after, 'get-resource-links').inputSchema;
    links.required = ['count'];
    const found = await changes(capture(EV), after);
    const [added, madeRequired] = reported(found, rule, ['madeRequired', 'added']).sort((a, b) =>
      a.toolName! < b.toolName! ? -1 : 1,
    );
    expect(added).toMatchObject({ toolName: 'get-resource-links', pointer: '/inputSchema/properties/count' });
    expect(madeRequired).toMatchObject({
      toolName: 'get-sum',
      pointer: '/inputSchema/properties/c',
      severity: 'error',
    });
  });

  it('does not report a new optional parameter', async () => {
    const after = capture(EV);
    toolOf(after, 'get-sum').inputSchema.properties.c = { type: 'number' };
    reported(await changes(capture(EV), after), rule, []);
  });
});
