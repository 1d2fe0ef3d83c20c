// Live mode: lints running servers. Loaded with a dynamic import only when a live input is given,
// so other runs never import the SDK client.
import type { LoadedSource, SpecVersion } from '../../types.js';
import type { LiveOptions } from '../../options.js';

export async function loadLiveServers(live: LiveOptions, context: { cwd: string; spec: SpecVersion }): Promise<LoadedSource[]> {
  void context;
  throw new Error(`live mode is not built yet (${live.targets.length} targets)`);
}
