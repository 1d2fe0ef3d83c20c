// Finds mcp-lint.config.json from a directory upwards to the filesystem root, as ESLint and Prettier do.
import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CONFIG_FILE_NAME } from './schema.js';
export function findConfigFile(fromDirectory) {
    let directory = fromDirectory;
    for (;;) {
        const candidate = join(directory, CONFIG_FILE_NAME);
        try {
            if (statSync(candidate).isFile())
                return candidate;
        }
        catch {
            // not here: keep going up
        }
        const parent = dirname(directory);
        if (parent === directory)
            return undefined;
        directory = parent;
    }
}
