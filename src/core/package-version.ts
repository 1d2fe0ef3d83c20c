// This package's version, for --version, the scaffolder's devDependency and live mode's clientInfo. Read from the
// nearest package.json upwards that is named create-mcp-tool, so the lookup survives bundling into another depth.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

export function packageVersion(): string {
  if (cached !== undefined) return cached;
  // import.meta.dirname where Node has it (20.11+, and the bundle's banner) spares a cold start the URL round trip.
  let directory = import.meta.dirname ?? dirname(fileURLToPath(import.meta.url));
  for (;;) {
    try {
      // Our own package's manifest, found before the walk leaves the package: not a file of a linted tree, so plain readFileSync.
      const manifest = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === 'create-mcp-tool' && manifest.version) return (cached = manifest.version);
    } catch {
      // no package.json here
    }
    const parent = dirname(directory);
    if (parent === directory) return (cached = '0.0.0');
    directory = parent;
  }
}
