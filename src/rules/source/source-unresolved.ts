import { defineRule, type LoadedSource, type LoadedTool } from '../../core/types.js';
import { quoteList } from '../../spec/value-text.js';
import { lintLiveHint, toolLabel } from '../shared/handler.js';

type UnresolvedPart = NonNullable<NonNullable<LoadedTool['sourceFacts']>['unresolved']>[number];

/** More tools than this sharing one unresolved part at one place (a loop that rewrites every tool) get one finding. */
const GROUP_ABOVE = 3;

const placeOf = (item: UnresolvedPart) =>
  `${item.pointer}\u0000${item.what}\u0000${item.range ? `${item.range.start.line}:${item.range.start.column}` : ''}`;

// Per source, the tools that share each unresolved place, counted once (the rule runs per tool): linear in the parts.
const sharedPlaces = new WeakMap<LoadedSource, Map<string, LoadedTool[]>>();
function toolsAt(source: LoadedSource): Map<string, LoadedTool[]> {
  let places = sharedPlaces.get(source);
  if (places) return places;
  places = new Map();
  for (const tool of source.tools) {
    for (const item of tool.sourceFacts?.unresolved ?? []) {
      if (item.saidForFile || !item.range) continue;
      const key = placeOf(item);
      const tools = places.get(key);
      if (!tools) places.set(key, [tool]);
      else if (tools.at(-1) !== tool) tools.push(tool);
    }
  }
  sharedPlaces.set(source, places);
  return places;
}

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
      // One place (a loop or helper that rewrites every tool) said once, not once per tool: on published servers one
      // such line made 186 findings.
      partShared:
        '{{count}} tools ({{tools}}): {{part}} comes from {{what}}, which mcp-lint cannot read without running the code, so it was not checked for any of them; {{hint}}.',
      registration: '{{what}}, which mcp-lint cannot read without running the code, so it was not checked; {{hint}}.',
      upperBound:
        'The {{count}} tools rebuilt from this tool list are an upper bound: `{{decidedBy}}` decides at run time which of them the server lists; {{hint}}.',
      noTools:
        'This file {{how}}, but mcp-lint rebuilt no tool from it: its tools are registered in a way source mode cannot follow, or in files not linted, so none was checked; {{hint}}.',
      bundle:
        'This file is a bundle that contains the MCP SDK itself ({{evidence}}); mcp-lint rebuilt no tool from it (source mode does not follow registrations mixed into bundled code, and skips bundles over 1 MB), so none was checked; {{hint}}.',
      syntax:
        'mcp-lint cannot parse the Python here (a syntax error, or syntax its parser does not know), so the statement here was not checked and tools defined in it may be missing; {{hint}}.',
      // Over the evaluation budget (loaders/source/budget.ts): `what` names the expression, its line:column and the limit.
      partOverBudget:
        'Tool "{{tool}}": {{part}} comes from {{what}}; mcp-lint stops evaluating there so no file can exhaust time or memory, and this part was not checked; {{hint}}.',
      registrationOverBudget:
        '{{what}}; mcp-lint stops evaluating there so no file can exhaust time or memory, and it was not checked; {{hint}}.',
    },
  },
  checkTool(tool, context) {
    const hint = lintLiveHint(context.source.sourceFacts?.startCommand, context);
    const places = toolsAt(context.source);
    for (const item of tool.sourceFacts?.unresolved ?? []) {
      if (item.saidForFile) continue;
      const part = item.pointer === '' ? 'the definition' : `\`${item.pointer.slice(1).replace(/\//g, '.')}\``;
      const sharing = item.range ? places.get(placeOf(item)) : undefined;
      if (sharing && sharing.length > GROUP_ABOVE && !item.overBudget) {
        if (sharing[0] !== tool) continue;
        const data = {
          count: String(sharing.length),
          tools: quoteList(sharing.map(toolLabel), 5),
          part,
          what: item.what,
          hint,
        };
        context.report({ messageId: 'partShared', pointer: item.pointer, range: item.range, data });
        continue;
      }
      context.report({
        messageId: item.overBudget ? 'partOverBudget' : 'part',
        pointer: item.pointer,
        range: item.range,
        data: { tool: toolLabel(tool), part, what: item.what, hint },
      });
    }
  },
  checkSource(_tools, context) {
    const facts = context.source.sourceFacts;
    const hint = lintLiveHint(facts?.startCommand, context);
    for (const item of facts?.unresolved ?? []) {
      context.report({
        messageId: item.overBudget ? 'registrationOverBudget' : 'registration',
        pointer: '',
        range: item.range,
        data: { what: item.what, hint },
      });
    }
    if (facts?.syntaxError)
      context.report({ messageId: 'syntax', pointer: '', range: facts.syntaxError.range, data: { hint } });
    for (const item of facts?.upperBounds ?? []) {
      context.report({
        messageId: 'upperBound',
        pointer: '',
        range: item.range,
        data: { count: String(item.tools), decidedBy: item.decidedBy, hint },
      });
    }
    if (facts?.bundle)
      context.report({
        messageId: 'bundle',
        pointer: '',
        range: facts.bundle.range,
        data: { evidence: facts.bundle.evidence, hint },
      });
    else if (facts?.noTools)
      context.report({
        messageId: 'noTools',
        pointer: '',
        range: facts.noTools.range,
        data: { how: facts.noTools.how, hint },
      });
  },
});

export default rule;
