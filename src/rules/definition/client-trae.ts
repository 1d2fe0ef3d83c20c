import { defineRule } from '../../core/types.js';
import { checkToolCap } from '../shared/client-totals.js';

const MAX_TOOLS = 40;

// Trae (sources and dates on docs/rules/client-trae.md) gives its agents at most 40 MCP tools, across every server,
// and drops the tools that do not fit. Off unless `--client trae`.
const rule = defineRule({
  id: 'client-trae',
  meta: {
    description: 'with --client trae: at most 40 tools, counting every server of the run',
    defaultLevel: 'off',
    scope: 'definition',
    messages: {
      tooManyTools:
        'Trae: the server lists {{count}} tools; Trae gives an agent at most {{max}} MCP tools and drops the rest (Trae-AI/TRAE #1627, #2238), so users must pick tools by hand. Split the server or let users enable a subset.',
      tooManyToolsTogether:
        'Trae: the {{servers}} servers of this run list {{count}} tools together ({{list}}); Trae gives an agent at most {{max}} MCP tools and drops the rest (Trae-AI/TRAE #1627, #2238). Disable some servers or tools.',
    },
  },
  checkSource(tools, context) {
    checkToolCap(tools, context, MAX_TOOLS);
  },
});

export default rule;
