// --pins: compares each loaded source with its lockfile entry and attaches the findings (changed, not pinned,
// missing) for the pin rules to report. A changed tool's finding lists what changed, classified like `mcp-lint diff`.
import { toolNameOf } from '../core/json-value.js';
import { renderMessage } from '../core/messages.js';
import { byName, compareTool } from '../compare/tools.js';
import '../rules/diff/index.js'; // the diff rules declare the templates changeTemplate() returns
import { changeTemplate } from '../rules/shared/change-rule.js';
import { plural } from '../core/plural.js';
import { quote } from '../spec/value-text.js';
import type { DefinitionChange, LoadedSource, LoadedTool } from '../core/types.js';
import type { Range } from '../core/position.js';
import { definitionHash } from '../compare/canonical.js';
import type { Lockfile } from '../compare/lockfile.js';
import { ownValue } from '../core/records.js';
import { updateCommand } from '../compare/update-command.js';

const SHOWN_CHANGES = 3;

/**
 * `lockfilePath` is the lockfile as the user named it (--pins): the findings' hints say how to update that file, not
 * the default one.
 */
export function attachPins(
  sources: readonly LoadedSource[],
  lockfile: Lockfile,
  keyOf: (source: LoadedSource) => string,
  lockfilePath: string,
): LoadedSource[] {
  const about = { lockfile: quote(lockfilePath), update: updateCommand(lockfilePath) };
  return sources.map((source) => {
    // An input that could not be read says nothing about its tools: its own error is the finding.
    if (source.diagnostics.some((d) => d.fatal)) return source;
    const key = keyOf(source);
    const entry = ownValue(lockfile.servers, key);
    const server = quote(key);
    const changes: DefinitionChange[] = [];
    const current = byName(source.tools.map((tool) => ({ definition: tool.definition, handle: tool })));
    for (const [name, { definition, handle }] of current) {
      const pin = ownValue(entry?.tools, name);
      if (!entry)
        changes.push({
          ruleId: 'tool-not-pinned',
          messageId: 'serverNotPinned',
          pointer: '',
          data: { name: quote(name), server, ...about },
          tool: handle,
        });
      else if (!pin)
        changes.push({
          ruleId: 'tool-not-pinned',
          messageId: 'notPinned',
          pointer: '',
          data: { name: quote(name), server, ...about },
          tool: handle,
        });
      else if (definitionHash(definition) !== pin.hash) {
        const found = compareTool(pin.definition, definition, new Set([...current.keys()].map((n) => n.toLowerCase())));
        changes.push({
          ruleId: 'pinned-tool-changed',
          messageId: 'changed',
          pointer: found[0]?.pointer ?? '',
          data: {
            name: quote(name),
            server,
            count: plural(Math.max(found.length, 1), 'change'),
            summary: summarize(found),
            ...about,
          },
          tool: handle,
        });
      }
    }
    for (const [name, pin] of Object.entries(entry?.tools ?? {})) {
      if (current.has(name)) continue;
      const range: Range | undefined =
        source.kind === 'live' ? undefined : { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
      const standIn: LoadedTool = { definition: pin.definition, documentPointer: '', locate: () => range };
      changes.push({
        ruleId: 'pinned-tool-missing',
        messageId: 'missing',
        pointer: '',
        data: { name: quote(toolNameOf(pin.definition) ?? name), server, ...about },
        tool: standIn,
      });
    }
    return { ...source, comparison: { mode: 'pin', changes } };
  });
}

/** "/inputSchema/properties/path: The type of "path" narrowed …; … and 2 more". */
function summarize(found: ReturnType<typeof compareTool>): string {
  // Only key order or number spelling differs (1.0 vs 1): the canonical forms differ, the schema does not.
  if (found.length === 0) return 'the definition differs only in formatting that changes its canonical form';
  const lines = found.slice(0, SHOWN_CHANGES).map((change) => {
    // The change as the diff rule words it, without the tool: the finding has already named it.
    const template = changeTemplate(change.ruleId, change.messageId) ?? change.messageId;
    return `[${change.ruleId}] ${firstClause(renderMessage(template, change.data))} (at ${change.pointer || '/'})`;
  });
  const more = found.length - SHOWN_CHANGES;
  return lines.join('; ') + (more > 0 ? `; and ${more} more (mcp-lint diff <lockfile> <input> lists all)` : '');
}

/** The message up to its first ": " or ". " outside parentheses and quotes (the what, without the advice). */
function firstClause(message: string): string {
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < message.length - 1; i++) {
    const c = message[i]!;
    if (c === '"') quoted = !quoted;
    else if (!quoted && c === '(') depth++;
    else if (!quoted && c === ')') depth = Math.max(0, depth - 1);
    else if (!quoted && depth === 0 && (c === ':' || c === '.') && message[i + 1] === ' ') return message.slice(0, i);
  }
  return message.replace(/\.$/, '');
}
