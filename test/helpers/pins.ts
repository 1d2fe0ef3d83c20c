// Pins one version of a capture and checks another against the lockfile, through the engine (as --pins does).
import { attachPins } from '../../src/api/pins.js';
import { definitionHash } from '../../src/compare/canonical.js';
import type { Lockfile } from '../../src/compare/lockfile.js';
import { recordOf } from '../../src/core/records.js';
import { resolveSettings } from '../../src/config/index.js';
import { lintSource } from '../../src/core/engine.js';
import { loadJsonText } from '../../src/loaders/json/index.js';
import { pinRules } from '../../src/rules/pin/index.js';
import { allRules } from '../../src/rules/index.js';
import { DEFAULT_SPEC } from '../../src/core/types.js';

export function lockfileOf(document: { tools: Array<Record<string, unknown>> }, serverKey = 'tools.json'): Lockfile {
  const tools = recordOf(
    document.tools.map((definition) => [definition.name as string, { hash: definitionHash(definition), definition }]),
  );
  return { lockfileVersion: 1, servers: recordOf([[serverKey, { tools }]]) };
}

export async function pinFindings(
  pinned: { tools: Array<Record<string, unknown>> },
  current: unknown,
  options: { serverKey?: string } = {},
) {
  const loaded = await loadJsonText(JSON.stringify(current, null, 2), 'tools.json', { explicit: true });
  if (loaded.status !== 'loaded') throw new Error('not loaded');
  const [source] = attachPins(
    [loaded.source],
    lockfileOf(pinned, options.serverKey),
    () => 'tools.json',
    'mcp-tools.lock.json',
  );
  const settings = await resolveSettings(allRules, undefined, []);
  return lintSource(source!, pinRules, { spec: DEFAULT_SPEC, settings }).diagnostics.map(
    ({ ruleId, severity, toolName, pointer, message }) => ({ ruleId, severity, toolName, pointer, message }),
  );
}
