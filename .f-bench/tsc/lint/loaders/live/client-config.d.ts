import type { LoadedSource, SourceOrigin } from '../../types.js';
import type { LiveTarget } from '../../options.js';
/** Where `--client-config` with no file looks, relative to cwd, in this order. */
export declare const CLIENT_CONFIG_CANDIDATES: string[];
export interface ConfigServer {
    target: LiveTarget;
    /** The config file (as shown to the user) and the entry's place in it: SARIF points there. */
    origin: SourceOrigin;
}
export interface ConfigServers {
    targets: ConfigServer[];
    /** Problems with config files or entries (a file that does not parse, an entry with neither command nor url). */
    problems: LoadedSource[];
}
export declare function readClientConfigs(files: string[] | true, cwd: string): Promise<ConfigServers>;
