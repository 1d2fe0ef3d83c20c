// Running servers (--stdio, --url, --client-config): the live loader, and the SDK client, are imported only then.
import type { InputLoader } from '../loader.js';

export const liveServersLoader: InputLoader = {
  name: 'live servers',
  group: 'after-files',
  async load({ options, spec }) {
    const live = options.live;
    if (!live || (live.targets.length === 0 && live.clientConfigs === undefined)) return { sources: [] };
    const { loadLiveServers } = await import('./index.js');
    return { sources: await loadLiveServers(live, { cwd: options.cwd, spec }) };
  },
};
