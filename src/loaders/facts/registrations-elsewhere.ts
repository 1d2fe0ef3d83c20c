// Registrations across the linted files of one run: each file is given the tools that files linted before it
// registered on a server object it also registers on, so tool-name-unique reports a duplicate across files once, in
// the later file. Both readers place a registration on a receiver id that is the same in every file for one server.
import type { RegistrationElsewhere } from '../../core/facts.js';
import { toolNameOf } from '../../core/json-value.js';
import type { LoadedSource } from '../../core/types.js';

export function linkRegistrations(sources: readonly LoadedSource[]): void {
  const earlier: RegistrationElsewhere[] = [];
  for (const source of sources) {
    if (source.kind !== 'source' || !source.sourceFacts) continue;
    const own = source.tools.filter((tool) => tool.sourceFacts?.registration?.placements?.length);
    const receivers = new Set(
      own
        .flatMap((tool) => tool.sourceFacts!.registration!.placements!.map((p) => p.receiver))
        .filter((r): r is string => r !== undefined),
    );
    const shared = earlier.filter((entry) =>
      entry.placements.some((p) => p.receiver !== undefined && receivers.has(p.receiver)),
    );
    if (shared.length) source.sourceFacts.registrationsElsewhere = shared;
    for (const tool of own) {
      const name = toolNameOf(tool.definition);
      if (name !== undefined)
        earlier.push({
          source: source.source,
          name,
          range: tool.locate('/name'),
          placements: tool.sourceFacts!.registration!.placements!,
        });
    }
  }
}
