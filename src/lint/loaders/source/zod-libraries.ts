// The zod a source run replays schema chains on: the project's own copy when it has one, mcp-lint's otherwise.
// Loaded with require, never import(), so the ESLint plugin (whose rules run synchronously) can load it too.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Project, ZodLibraries } from './project.js';

type Module = Record<string, unknown>;

/**
 * The project's own copy of a package, when it has one: its zod version decides the JSON Schema its server
 * publishes (zod 4's toJSONSchema output differs between minor versions), so chains are replayed on it. Only
 * zod is loaded this way — a library the project's server itself loads at start-up, never the project's code.
 */
function projectModule(specifier: string, dirs: readonly string[]): Module | undefined {
  for (const dir of new Set(dirs)) {
    try {
      return createRequire(join(dir, 'noop.js'))(specifier) as Module;
    } catch {
      // not installed there (or too old to have the subpath): try the next directory, then mcp-lint's own
    }
  }
  return undefined;
}

/**
 * mcp-lint's own copy. In the published bundles (CommonJS) `require` is defined, and each literal call lets esbuild
 * bundle the module behind a lazy initialiser (the package has no node_modules to resolve it from); run as ES
 * modules (tests, the tsc output), Node's require is made for this file. Same pattern as spec/formats.ts.
 */
function ownModule(specifier: 'zod' | 'zod/v3' | 'zod-to-json-schema'): Module {
  if (typeof require === 'function') {
    if (specifier === 'zod') return require('zod') as Module;
    if (specifier === 'zod/v3') return require('zod/v3') as Module;
    return require('zod-to-json-schema') as Module;
  }
  return createRequire(import.meta.url)(specifier) as Module;
}

/** Loads zod (and zod 3 with its JSON Schema converter) only when the files use them. */
export function loadZod(texts: string[], project: Project, dirs: string[]): ZodLibraries {
  const libraries: ZodLibraries = {};
  if (!texts.some((text) => text.includes('zod') || text.includes('mcp-framework'))) return libraries;
  libraries.v4 = projectModule('zod/v4', dirs) ?? ownModule('zod');
  const needsV3 = texts.some((text) => /zod\/v3|mcp-framework|zod-to-json-schema|zodToJsonSchema/.test(text)) || project.usesZod3(new Set(dirs));
  if (needsV3) {
    libraries.v3 = projectModule('zod/v3', dirs) ?? ownModule('zod/v3');
    try {
      const converter = ownModule('zod-to-json-schema') as { zodToJsonSchema?: ZodLibraries['zodToJsonSchema']; default?: ZodLibraries['zodToJsonSchema'] };
      libraries.zodToJsonSchema = converter.zodToJsonSchema ?? converter.default;
    } catch {
      // zod 3 schemas then stay unresolved (reported), never guessed.
    }
  }
  return libraries;
}
