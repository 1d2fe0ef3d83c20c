import type { LoadedSource, SpecVersion } from '../../types.js';
import type { LiveOptions } from '../../options.js';
export declare function loadLiveServers(live: LiveOptions, context: {
    cwd: string;
    spec: SpecVersion;
}): Promise<LoadedSource[]>;
