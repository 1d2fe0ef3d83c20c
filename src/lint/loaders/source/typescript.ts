// The TypeScript compiler is loaded once, on the first source file, so JSON-only runs never pay for it.
//
// TypeScript is an optional peer dependency (24 MB that JSON and live mode never use). Like typescript-eslint,
// the linted project's own TypeScript is preferred — the version it compiles with is the one whose syntax it
// uses — and mcp-lint's own install (a peer installed beside it) is the fallback. Without either, source mode
// is a usage error with one line saying what to install.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type * as TS from 'typescript';
import { UsageError } from '../../usage-error.js';

export type { TS };

let loaded: typeof TS | undefined;

export const TYPESCRIPT_MISSING =
  'source mode needs TypeScript, which is not installed in the linted project nor beside mcp-lint: run `npm install -D typescript` (JSON and live mode work without it).';

/** Where `typescript` resolves from: each directory's node_modules chain (the project's), then mcp-lint's own. */
export function resolveTypeScript(fromDirs: readonly string[]): string | undefined {
  const origins = [...fromDirs.map((dir) => join(dir, 'noop.js')), import.meta.url];
  for (const origin of origins) {
    try {
      return createRequire(origin).resolve('typescript');
    } catch {
      // not installed there: try the next place
    }
  }
  return undefined;
}

export async function loadTypeScript(fromDirs: readonly string[] = [process.cwd()]): Promise<typeof TS> {
  return loadTypeScriptSync(fromDirs);
}

/** The same, for callers that cannot wait (ESLint rules run synchronously). */
export function loadTypeScriptSync(fromDirs: readonly string[] = [process.cwd()]): typeof TS {
  if (loaded) return loaded;
  const path = resolveTypeScript(fromDirs);
  if (!path) throw new UsageError(TYPESCRIPT_MISSING);
  // require(), not import(): importing the 9 MB CommonJS compiler from ESM makes Node scan its whole text for
  // named exports first, which costs more than half a second per run. Run by bin/mcp-lint.js, the compiler is compiled
  // with a V8 cache kept beside mcp-lint's own (140 ms of a source run becomes 47).
  loaded = (runWithCodeCache()?.(path) ?? createRequire(import.meta.url)(path)) as typeof TS;
  return loaded;
}

/** What bin/mcp-lint.js adds to the bundle's require; absent elsewhere (the tsc output, the ESLint plugin, tests). */
function runWithCodeCache(): ((path: string) => unknown) | undefined {
  if (typeof require !== 'function') return undefined;
  const run = (require as { runWithCodeCache?: unknown }).runWithCodeCache;
  return typeof run === 'function' ? (run as (path: string) => unknown) : undefined;
}

/** The loaded compiler; only valid after loadTypeScript() resolved. */
export function ts(): typeof TS {
  if (!loaded) throw new Error('TypeScript is not loaded yet');
  return loaded;
}
