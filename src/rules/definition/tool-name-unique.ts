import { toolNameOf } from '../../core/json-value.js';
import { defineRule, type LoadedTool, type Rule } from '../../core/types.js';
import type {
  BranchPath,
  DuplicateNameBehaviour,
  RegistrationElsewhere,
  RegistrationPlacement,
} from '../../core/facts.js';
import { quote } from '../../spec/value-text.js';
import { canBothRun, sameRegistrar } from '../../core/branch-paths.js';

function place(documentPointer: string, index: number): string {
  return documentPointer === '' ? `tool #${index + 1}` : `tool #${index + 1} (${documentPointer})`;
}

function placementsOf(tool: LoadedTool): RegistrationPlacement[] | undefined {
  return tool.sourceFacts?.registration?.placements;
}

type Context = Parameters<NonNullable<Rule['checkSource']>>[1];

interface Placed {
  tool?: LoadedTool;
  elsewhere?: RegistrationElsewhere;
  path: BranchPath;
}

/** Registrations seen so far, by tool name and receiver: only those can be duplicates of each other. */
class Registrations {
  private readonly byKey = new Map<string, Placed[]>();

  add(name: string, placement: RegistrationPlacement, entry: Omit<Placed, 'path'>): void {
    if (placement.receiver === undefined) return;
    const key = `${name}\u0000${placement.receiver}`;
    const list = this.byKey.get(key);
    if (list) list.push({ ...entry, path: placement.path });
    else this.byKey.set(key, [{ ...entry, path: placement.path }]);
  }

  /** An earlier registration of `name` on the same receiver that runs together with one of these placements. */
  find(name: string, placements: readonly RegistrationPlacement[]): Placed | undefined {
    for (const placement of placements) {
      if (placement.receiver === undefined) continue;
      const match = this.byKey
        .get(`${name}\u0000${placement.receiver}`)
        ?.find((other) => canBothRun(other.path, placement.path));
      if (match) return match;
    }
    return undefined;
  }
}

// Clients key tools by name: with two of one name, one of them silently disappears or calls go to the wrong
// handler. Lists (JSON, live servers, low-level handlers) are compared in one pass with a map, so 100,000 tools cost
// nothing noticeable. Tools registered by calls in source are only duplicates when both calls certainly reach the
// same server object in one run: a helper called with two registrars, or registrations in alternative branches,
// are not (an error from source mode must be certain).
const rule = defineRule({
  id: 'tool-name-unique',
  meta: {
    description: 'no two tools of one server may share a name',
    defaultLevel: 'error',
    scope: 'definition',
    messages: {
      duplicate:
        'Tool name {{name}} is already used by {{first}}; clients keep only one of them. Rename one, or merge the two tools.',
      duplicateRegistration:
        'Tool name {{name}} is already registered on the same server on line {{line}}, and both registrations run in one start of the server; the SDKs refuse the second one and clients keep only one. Rename one, or register it once.',
      duplicateElsewhere:
        'Tool name {{name}} is already registered on the same server in {{file}}{{at}}, and both registrations run in one start of the server; the SDKs refuse the second one and clients keep only one. Rename one, or register it once.',
      duplicateElsewhereTaken:
        'Tool name {{name}} is already registered on the same server in {{file}}{{at}}, and both registrations run in one start of the server; {{framework}} {{outcome}}. Rename one, or register it once.',
      duplicateKeptFirst:
        'Tool name {{name}} is already registered on the same server on line {{line}}, and both registrations run in one start of the server; {{framework}} keeps the first one and {{notice}}, so this function is never listed or called{{unless}}. Rename one, or register it once.',
      duplicateReplaced:
        'Tool name {{name}} is already registered on the same server on line {{line}}, and both registrations run in one start of the server; {{framework}} replaces that one with this one and {{notice}}, so the function on line {{line}} is never listed or called{{unless}}. Rename one, or register it once.',
      duplicateRefused:
        'Tool name {{name}} is already registered on the same server on line {{line}}, and both registrations run in one start of the server; {{framework}} raises an error at this registration, so the server fails to start. Rename one, or register it once.',
      registeredTwice:
        'Tool {{name}} is registered twice on the same server: the registration runs once for each of two calls that pass the same server. Rename one, or register it once.',
    },
  },
  checkSource(tools, context) {
    const firstIndex = new Map<string, number>();
    const registered = new Registrations();
    const elsewhere = new Registrations();
    for (const entry of context.source.sourceFacts?.registrationsElsewhere ?? []) {
      for (const placement of entry.placements) elsewhere.add(entry.name, placement, { elsewhere: entry });
    }
    tools.forEach((tool, index) => {
      const name = toolNameOf(tool.definition);
      if (name === undefined) return;
      const placements = placementsOf(tool);
      if (placements) {
        registeredDuplicate(tool, name, placements, registered, elsewhere, context);
        return;
      }
      const first = firstIndex.get(name);
      if (first === undefined) {
        firstIndex.set(name, index);
        return;
      }
      context.report({
        messageId: 'duplicate',
        pointer: '/name',
        tool,
        data: { name: quote(name), first: place(tools[first]!.documentPointer, first) },
      });
    });
  },
});

const TAKEN = { first: 'duplicateKeptFirst', last: 'duplicateReplaced', neither: 'duplicateRefused' } as const;

function takenData(taken: DuplicateNameBehaviour): Record<string, string> {
  return {
    framework: taken.by,
    notice: taken.warns === undefined ? 'raises no error' : taken.warns ? 'only logs a warning' : 'logs nothing',
    unless: taken.unless ? ` (unless ${taken.unless} on the server says otherwise)` : '',
  };
}

/** Across files, which registration runs first depends on the order the modules are imported in: not said. */
function outcomeAcrossFiles(taken: DuplicateNameBehaviour): string {
  if (taken.kept === 'neither') return 'raises an error at the one registered second, so the server fails to start';
  const { notice, unless } = takenData(taken);
  return `keeps the one registered ${taken.kept} and ${notice}, so the other function is never listed or called${unless}`;
}

function registeredDuplicate(
  tool: LoadedTool,
  name: string,
  placements: readonly RegistrationPlacement[],
  registered: Registrations,
  elsewhere: Registrations,
  context: Context,
): void {
  const data = { name: quote(name) };
  const same = registered.find(name, placements);
  for (const placement of placements) registered.add(name, placement, { tool });
  if (same?.tool) {
    const line = same.tool.locate('/name')?.start.line ?? '?';
    // A framework that says what it does with the second one (as its server was made to): the message says it.
    const taken = tool.sourceFacts?.registration?.duplicateName;
    context.report(
      taken
        ? { messageId: TAKEN[taken.kept], pointer: '/name', tool, data: { ...data, line, ...takenData(taken) } }
        : { messageId: 'duplicateRegistration', pointer: '/name', tool, data: { ...data, line } },
    );
    return;
  }
  const other = elsewhere.find(name, placements)?.elsewhere;
  if (other) {
    const at = other.range ? ` (line ${other.range.start.line})` : '';
    const taken = tool.sourceFacts?.registration?.duplicateName;
    context.report(
      taken
        ? {
            messageId: 'duplicateElsewhereTaken',
            pointer: '/name',
            tool,
            data: { ...data, file: other.source, at, framework: taken.by, outcome: outcomeAcrossFiles(taken) },
          }
        : { messageId: 'duplicateElsewhere', pointer: '/name', tool, data: { ...data, file: other.source, at } },
    );
    return;
  }
  // One registration call reached twice with the same server (a helper called twice).
  if (placements.some((p, i) => placements.some((q, j) => j > i && sameRegistrar(p, q)))) {
    context.report({ messageId: 'registeredTwice', pointer: '/name', tool, data });
  }
}

export default rule;
