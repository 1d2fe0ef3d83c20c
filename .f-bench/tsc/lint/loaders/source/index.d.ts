import type { LoadedSource } from '../../types.js';
import type { SourceOptions } from '../../options.js';
export declare function loadSourceFiles(files: string[], options: SourceOptions & {
    cwd: string;
}): Promise<LoadedSource[]>;
