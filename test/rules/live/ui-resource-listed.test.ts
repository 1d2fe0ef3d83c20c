// ui-resource-listed: an MCP Apps tool's ui:// resource is in resources/list with "text/html;profile=mcp-app".
// Against a running fixture server (the loader reads resources/list only because its tools name UI resources), and
// through the rule tester for what a server cannot be made to say cleanly.
import { describe, expect, it } from 'vitest';
import rule from '../../../src/rules/live/ui-resource-listed.js';
import { fixtureServer, lintLive, liveOptions } from '../../loaders/live/helpers.js';
import { testRule } from '../../helpers/rule-tester.js';

const RULE = 'ui-resource-listed';

describe(`${RULE} on a running server`, () => {
  it('reports each badly listed UI resource at its key, reading every resources/list page', async () => {
    const { sources, results } = await lintLive(liveOptions([fixtureServer('ui-apps.mjs')]));
    expect(sources[0]!.liveFacts?.listedResources?.resources.map((r) => r.uri)).toEqual([
      'ui://charts/chart.html',
      'ui://tables/table.html',
    ]);
    const findings = results[0]!.diagnostics.filter((d) => d.ruleId === RULE);
    // Findings come in the order of their places, which live tools do not have: compared sorted.
    expect(findings.map((d) => `${d.toolName} ${d.messageId} ${d.pointer} ${d.severity}`).sort()).toEqual([
      'show_map unlisted /_meta/ui/resourceUri warning',
      'show_page notUi /_meta/ui/resourceUri warning',
      'show_table mimeType /_meta/ui/resourceUri warning',
    ]);
    expect(findings.find((d) => d.messageId === 'mimeType')!.message).toBe(
      'resources/list gives the UI resource "ui://tables/table.html" the MIME type "text/html"; MCP Apps hosts render only "text/html;profile=mcp-app". Register it with mimeType "text/html;profile=mcp-app".',
    );
  });

  it('says resources/list failed when the server cannot list resources', async () => {
    const { results } = await lintLive(liveOptions([fixtureServer('ui-apps.mjs', '--no-resources')]));
    const findings = results[0]!.diagnostics.filter((d) => d.ruleId === RULE);
    expect(findings.map((d) => `${d.toolName} ${d.messageId}`).sort()).toEqual([
      'legacy_key listFailed',
      'show_chart listFailed',
      'show_map listFailed',
      'show_page notUi',
      'show_table listFailed',
    ]);
    expect(findings.find((d) => d.messageId === 'listFailed')!.message).toMatch(
      /resources\/list failed \(.*Method not found.*\)/,
    );
  });

  it('never asks a server whose tools name no UI resource', async () => {
    const { sources } = await lintLive(liveOptions([fixtureServer('malformed-tool.mjs')]));
    expect(sources[0]!.liveFacts?.listedResources).toBeUndefined();
  });
});

const app = (resourceUri: unknown) => ({
  name: 'show_chart',
  inputSchema: { type: 'object' },
  _meta: { ui: { resourceUri } },
});
const listed = {
  resources: [{ uri: 'ui://charts/chart.html', mimeType: 'text/html; profile=mcp-app' }, { uri: 'ui://x/bare.html' }],
};

testRule(rule, {
  valid: [
    { tool: app('ui://charts/chart.html'), source: { liveFacts: { listedResources: listed } } },
    { name: 'resources/list not read (not live)', tool: app('ui://charts/other.html') },
    {
      name: 'no UI resource',
      tool: { name: 'plain', inputSchema: { type: 'object' } },
      source: { liveFacts: { listedResources: listed } },
    },
  ],
  invalid: [
    { tool: app(42), errors: [{ messageId: 'notUi', pointer: '/_meta/ui/resourceUri', data: { value: '42' } }] },
    {
      tool: app('ui://charts/other.html'),
      source: { liveFacts: { listedResources: listed } },
      errors: [{ messageId: 'unlisted', pointer: '/_meta/ui/resourceUri' }],
    },
    {
      tool: app('ui://x/bare.html'),
      source: { liveFacts: { listedResources: listed } },
      errors: [{ messageId: 'mimeType', pointer: '/_meta/ui/resourceUri', data: { got: 'none' } }],
    },
    {
      name: 'the older flat key',
      tool: {
        name: 'show_chart',
        inputSchema: { type: 'object' },
        _meta: { 'ui/resourceUri': 'ui://charts/gone.html' },
      },
      source: { liveFacts: { listedResources: { resources: [], failure: 'no answer within 5 s' } } },
      errors: [
        { messageId: 'listFailed', pointer: '/_meta/ui~1resourceUri', data: { failure: 'no answer within 5 s' } },
      ],
    },
  ],
});
