import { defineRule } from '../../core/types.js';
import { checkToolCap } from '../shared/client-totals.js';

const MAX_TOOLS = 100;

// Windsurf's Cascade (sources and dates on docs/rules/client-windsurf.md) has "a limit of 100 total tools that it has
// access to at any given time", across every MCP server; users toggle tools off to stay under it. Off unless
// `--client windsurf`.
const rule = defineRule({
  id: 'client-windsurf',
  meta: {
    description: 'with --client windsurf: at most 100 tools, counting every server of the run',
    defaultLevel: 'off',
    scope: 'definition',
    messages: {
      tooManyTools:
        'Windsurf: the server lists {{count}} tools; Cascade has a limit of {{max}} tools in all (https://docs.windsurf.com/windsurf/cascade/mcp), so users must turn tools off before it can use them. Split the server or let users enable a subset.',
      tooManyToolsTogether:
        'Windsurf: the {{servers}} servers of this run list {{count}} tools together ({{list}}); Cascade has a limit of {{max}} tools in all (https://docs.windsurf.com/windsurf/cascade/mcp). Disable some servers or tools.',
    },
  },
  checkSource(tools, context) {
    checkToolCap(tools, context, MAX_TOOLS);
  },
});

export default rule;
