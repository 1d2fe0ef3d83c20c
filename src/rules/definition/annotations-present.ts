import { isObject } from '../../core/json-value.js';
import type { Rule } from '../../core/types.js';
import { schemasFromTypeHints } from '../shared/python-server.js';
import { BEHAVIOUR_HINTS } from '../../spec/tool-annotations.js';

// Without hints a client must assume the worst (destructive, non-idempotent, open-world) and ask before every
// call, or, worse, treat every tool alike. A title alone carries no behaviour.
const rule: Rule = {
  id: 'annotations-present',
  meta: {
    description: 'tools should carry behaviour hints (readOnlyHint, destructiveHint, idempotentHint, openWorldHint)',
    defaultLevel: 'warning',
    scope: 'definition',
    messages: {
      missing:
        'The tool has no annotations, so clients must treat it as destructive, non-idempotent and open-world. Add "annotations" with readOnlyHint (and destructiveHint, idempotentHint and openWorldHint for tools that change things).',
      noHints:
        'annotations has no behaviour hints, so clients must treat the tool as destructive, non-idempotent and open-world. Add readOnlyHint (and destructiveHint, idempotentHint and openWorldHint for tools that change things).',
      missingPython:
        'The tool has no annotations, so clients must treat it as destructive, non-idempotent and open-world. Pass annotations=ToolAnnotations(read_only_hint=True) to the tool decorator (from mcp.types; and destructive_hint, idempotent_hint and open_world_hint for tools that change things).',
      noHintsPython:
        'annotations has no behaviour hints, so clients must treat the tool as destructive, non-idempotent and open-world. Set read_only_hint=True in its ToolAnnotations (and destructive_hint, idempotent_hint and open_world_hint for tools that change things).',
    },
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    if (!isObject(definition)) return;
    if (!('annotations' in definition) || definition.annotations === undefined) {
      context.report({ messageId: schemasFromTypeHints(context) ? 'missingPython' : 'missing', pointer: '/annotations' });
      return;
    }
    const annotations = definition.annotations;
    // Not an object, or a hint that is not a boolean: tool-definition-valid reports it.
    if (isObject(annotations) && !BEHAVIOUR_HINTS.some((hint) => hint in annotations)) {
      context.report({ messageId: schemasFromTypeHints(context) ? 'noHintsPython' : 'noHints', pointer: '/annotations' });
    }
  },
};

export default rule;
