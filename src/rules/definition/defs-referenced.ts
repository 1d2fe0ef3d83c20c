import { isObject } from '../../core/json-value.js';
import { getAtPointer } from '../../core/pointer.js';
import { plural } from '../../core/plural.js';
import { defineRule, type LoadedTool } from '../../core/types.js';
import { quoteList } from '../../spec/value-text.js';
import { unreferencedDefinitions } from '../shared/definitions.js';

// A "$defs" entry nothing references is sent to the model with every tools/list and every request that carries the
// tools, and tells it nothing. It is usually one cause for a whole server (a generator copying every shared
// definition into every tool), so it is said once, on the first tool that has one, with the server's totals.
const rule = defineRule({
  id: 'defs-referenced',
  meta: {
    description:
      '"$defs" entries no "$ref" of the tool\'s schema reaches: tokens paid on every request for nothing (one finding per server)',
    defaultLevel: 'warning',
    scope: 'definition',
    messages: {
      unreferenced:
        '{{count}} "$defs" {{entries}} in {{tools}} {{are}} referenced by nothing in {{their}} schema ({{names}}), about {{characters}} characters sent to the model on every request for nothing. Remove {{them}}, or stop copying shared definitions into every tool\'s schema.',
    },
  },
  checkSource(tools, context) {
    let first: { tool: LoadedTool; pointer: string } | undefined;
    const names = new Set<string>();
    let count = 0;
    let characters = 0;
    let toolCount = 0;
    for (const tool of tools) {
      const definition = tool.definition;
      if (!isObject(definition)) continue;
      let found = 0;
      for (const key of ['inputSchema', 'outputSchema'] as const) {
        const schema = definition[key];
        if (!isObject(schema)) continue;
        for (const entry of unreferencedDefinitions(schema, `/${key}`)) {
          first ??= { tool, pointer: entry.pointer };
          names.add(entry.name);
          characters += lengthOf(getAtPointer(definition, entry.pointer));
          found++;
        }
      }
      if (found > 0) toolCount++;
      count += found;
    }
    if (!first) return;
    const one = count === 1;
    context.report({
      messageId: 'unreferenced',
      tool: first.tool,
      pointer: first.pointer,
      data: {
        count,
        entries: one ? 'entry' : 'entries',
        tools: plural(toolCount, 'tool'),
        are: one ? 'is' : 'are',
        their: toolCount === 1 ? 'its' : 'their',
        them: one ? 'it' : 'them',
        names: quoteList([...names], 6),
        characters,
      },
    });
  },
});

/** Characters of a value's JSON text; 0 when it is too deep to write (then it is not counted). */
function lengthOf(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    return 0;
  }
}

export default rule;
