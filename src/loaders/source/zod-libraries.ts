// The zod a source run replays schema chains on: always mcp-lint's own, bundled in both flavours (zod 4 and the zod 3
// it ships as `zod/v3`) with zod-to-json-schema, never the linted project's (its node_modules may hold anything).
// Which flavour a file's `import … from "zod"` means is read from the project's package.json files as data
// (Project.zodFlavor). Loaded with require, never import(), so the ESLint plugin (whose rules run synchronously) can
// load it too.
import { createRequire } from 'node:module';
import type { ZodLibraries } from './project.js';

type Module = Record<string, unknown>;

/**
 * In the published bundles (CommonJS) `require` is defined, and each literal call lets esbuild bundle the module
 * behind a lazy initialiser (the package has no node_modules to resolve it from); run as ES modules (tests, the tsc
 * output), Node's require is made for this file. Same pattern as spec/formats.ts.
 */
function ownModule(specifier: 'zod' | 'zod/v3' | 'zod-to-json-schema'): Module {
  if (typeof require === 'function') {
    if (specifier === 'zod') return require('zod') as Module;
    if (specifier === 'zod/v3') return require('zod/v3') as Module;
    return require('zod-to-json-schema') as Module;
  }
  return createRequire(import.meta.url)(specifier) as Module;
}

/**
 * The zod libraries of a run, each loaded on first use: a run whose files build no zod schema never loads zod, and one
 * with only zod 4 schemas never loads zod 3 or its converter.
 */
export function bundledZod(): ZodLibraries {
  let v4: Module | undefined;
  let v3: Module | undefined;
  let converter:
    | { zodToJsonSchema?: ZodLibraries['zodToJsonSchema']; default?: ZodLibraries['zodToJsonSchema'] }
    | undefined;
  return {
    get v4() {
      return (v4 ??= ownModule('zod'));
    },
    get v3() {
      return (v3 ??= ownModule('zod/v3'));
    },
    get zodToJsonSchema() {
      converter ??= ownModule('zod-to-json-schema');
      return converter.zodToJsonSchema ?? converter.default;
    },
  };
}
