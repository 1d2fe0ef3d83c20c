import { isObject } from '../../core/json-value.js';
import { defineRule, type LoadedTool } from '../../core/types.js';
import { quoteList } from '../../spec/value-text.js';
import { serverPlace } from '../shared/server-place.js';
import { schemasFromTypeHints } from '../shared/python-server.js';
import { BEHAVIOUR_HINTS } from '../../spec/tool-annotations.js';

// Without hints a client must assume the worst (destructive, non-idempotent, open-world) and ask before every
// call, or, worse, treat every tool alike. A title alone carries no behaviour. A server none of whose tools has a hint
// (more than a few tools) is one cause, said once at the server: its author has not met annotations yet. Source files
// keep a finding per registration, at its line, where each hint is written.
const SAY_ONCE_ABOVE = 3;

// Off by default (in `strict`): 50 of 60 sampled findings on published servers were TRUE (83%, under the 90% bar);
// for a mutating tool the worst-case defaults clients assume are already right.
const rule = defineRule({
  id: 'annotations-present',
  meta: {
    description: 'tools should carry behaviour hints (readOnlyHint, destructiveHint, idempotentHint, openWorldHint)',
    defaultLevel: 'off',
    scope: 'definition',
    messages: {
      missing:
        'The tool has no annotations, so clients must treat it as destructive, non-idempotent and open-world. Add "annotations" with readOnlyHint (and destructiveHint, idempotentHint and openWorldHint for tools that change things).',
      noHints:
        'annotations has no behaviour hints, so clients must treat the tool as destructive, non-idempotent and open-world. Add readOnlyHint (and destructiveHint, idempotentHint and openWorldHint for tools that change things).',
      // camelCase keywords: mcp 2.x takes them as aliases, and mcp 1.x takes only them (it keeps read_only_hint=True
      // as an unknown extra field and publishes no hint).
      missingPython:
        'The tool has no annotations, so clients must treat it as destructive, non-idempotent and open-world. Pass annotations=ToolAnnotations(readOnlyHint=True) to the tool decorator (from mcp.types; and destructiveHint, idempotentHint and openWorldHint for tools that change things).',
      noneAnnotated:
        'None of the server\'s {{count}} tools has behaviour hints ({{names}}), so clients must treat every one as destructive, non-idempotent and open-world. Add "annotations" to each with readOnlyHint (and destructiveHint, idempotentHint and openWorldHint for tools that change things).',
      noneAnnotatedPython:
        "None of the server's {{count}} tools has behaviour hints ({{names}}), so clients must treat every one as destructive, non-idempotent and open-world. Pass annotations=ToolAnnotations(readOnlyHint=True) to each tool decorator (from mcp.types; and destructiveHint, idempotentHint and openWorldHint for tools that change things).",
      noHintsPython:
        'annotations has no behaviour hints, so clients must treat the tool as destructive, non-idempotent and open-world. Set readOnlyHint=True in its ToolAnnotations (and destructiveHint, idempotentHint and openWorldHint for tools that change things).',
    },
  },
  checkSource(tools, context) {
    const python = schemasFromTypeHints(context);
    const unhinted = tools
      .map((tool) => ({ tool, lack: lackOfHints(tool.definition) }))
      .filter((t) => t.lack !== undefined);
    // In source each registration is where its hints go, so each keeps its line.
    if (context.source.kind !== 'source' && tools.length > SAY_ONCE_ABOVE && unhinted.length === tools.length) {
      const names = quoteList(
        tools.map((tool) => toolName(tool)),
        5,
      );
      context.report({
        messageId: python ? 'noneAnnotatedPython' : 'noneAnnotated',
        ...serverPlace(tools, context.source.kind),
        data: { count: tools.length, names },
      });
      return;
    }
    for (const { tool, lack } of unhinted) {
      const messageId =
        lack === 'missing' ? (python ? 'missingPython' : 'missing') : python ? 'noHintsPython' : 'noHints';
      context.report({ messageId, tool, pointer: '/annotations' });
    }
  },
});

/** What the definition lacks: any annotations, or a behaviour hint among them; undefined when it has one. */
function lackOfHints(definition: unknown): 'missing' | 'noHints' | undefined {
  if (!isObject(definition)) return undefined;
  if (!('annotations' in definition) || definition.annotations === undefined) return 'missing';
  const annotations = definition.annotations;
  // Not an object, or a hint that is not a boolean: tool-definition-valid reports it.
  return isObject(annotations) && !BEHAVIOUR_HINTS.some((hint) => hint in annotations) ? 'noHints' : undefined;
}

function toolName(tool: LoadedTool): string {
  return isObject(tool.definition) && typeof tool.definition.name === 'string' ? tool.definition.name : '?';
}

export default rule;
