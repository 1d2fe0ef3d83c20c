import { defineRule } from '../../core/types.js';
import { lintLiveHint, toolLabel } from '../shared/handler.js';

// Source mode never runs code and never guesses. What it cannot read is said once, at the place, so a
// clean run is not mistaken for a complete one.
const rule = defineRule({
  id: 'source-unresolved',
  meta: {
    description: 'reports registrations and definition parts that cannot be read statically',
    defaultLevel: 'info',
    scope: 'source',
    reportsUnresolvedParts: true,
    messages: {
      part: 'Tool "{{tool}}": {{part}} comes from {{what}}, which mcp-lint cannot read without running the code, so it was not checked; {{hint}}.',
      registration: '{{what}}, which mcp-lint cannot read without running the code, so it was not checked; {{hint}}.',
      upperBound: 'The {{count}} tools rebuilt from this tool list are an upper bound: `{{decidedBy}}` decides at run time which of them the server lists; {{hint}}.',
      noTools: 'This file {{how}}, but mcp-lint rebuilt no tool from it: its tools are registered in a way source mode cannot follow, or in files not linted, so none was checked; {{hint}}.',
      bundle: 'This file is a bundle that contains the MCP SDK itself ({{evidence}}); mcp-lint rebuilt no tool from it (source mode does not follow registrations mixed into bundled code, and skips bundles over 1 MB), so none was checked; {{hint}}.',
      syntax: 'mcp-lint cannot parse the Python here (a syntax error, or syntax its parser does not know), so the statement here was not checked and tools defined in it may be missing; {{hint}}.',
      // Over the evaluation budget (loaders/source/budget.ts): `what` names the expression, its line:column and the limit.
      partOverBudget: 'Tool "{{tool}}": {{part}} comes from {{what}}; mcp-lint stops evaluating there so no file can exhaust time or memory, and this part was not checked; {{hint}}.',
      registrationOverBudget: '{{what}}; mcp-lint stops evaluating there so no file can exhaust time or memory, and it was not checked; {{hint}}.',
    },
  },
  checkTool(tool, context) {
    const hint = lintLiveHint(context.source.sourceFacts?.startCommand, context);
    for (const item of tool.sourceFacts?.unresolved ?? []) {
      if (item.saidForFile) continue;
      context.report({
        messageId: item.overBudget ? 'partOverBudget' : 'part',
        pointer: item.pointer,
        range: item.range,
        data: { tool: toolLabel(tool), part: item.pointer === '' ? 'the definition' : `\`${item.pointer.slice(1).replace(/\//g, '.')}\``, what: item.what, hint },
      });
    }
  },
  checkSource(_tools, context) {
    const facts = context.source.sourceFacts;
    const hint = lintLiveHint(facts?.startCommand, context);
    for (const item of facts?.unresolved ?? []) {
      context.report({ messageId: item.overBudget ? 'registrationOverBudget' : 'registration', pointer: '', range: item.range, data: { what: item.what, hint } });
    }
    if (facts?.syntaxError) context.report({ messageId: 'syntax', pointer: '', range: facts.syntaxError.range, data: { hint } });
    for (const item of facts?.upperBounds ?? []) {
      context.report({ messageId: 'upperBound', pointer: '', range: item.range, data: { count: String(item.tools), decidedBy: item.decidedBy, hint } });
    }
    if (facts?.bundle) context.report({ messageId: 'bundle', pointer: '', range: facts.bundle.range, data: { evidence: facts.bundle.evidence, hint } });
    else if (facts?.noTools) context.report({ messageId: 'noTools', pointer: '', range: facts.noTools.range, data: { how: facts.noTools.how, hint } });
  },
});

export default rule;
