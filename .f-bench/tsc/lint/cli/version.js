// This package's version, read from its package.json (found upwards from this module, so the lookup
// survives bundling into a different directory depth).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
let cached;
export function packageVersion() {
    if (cached !== undefined)
        return cached;
    let directory = dirname(fileURLToPath(import.meta.url));
    for (;;) {
        try {
            const manifest = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8'));
            if (manifest.name === 'create-mcp-tool' && manifest.version)
                return (cached = manifest.version);
        }
        catch {
            // no package.json here
        }
        const parent = dirname(directory);
        if (parent === directory)
            return (cached = '0.0.0');
        directory = parent;
    }
}
