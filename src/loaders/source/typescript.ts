// The TypeScript compiler source mode reads files with: mcp-lint's own, bundled into dist/bundle/vendor/typescript.cjs
// (scripts/bundle-cli.mjs) and loaded on the first source file, so JSON and live runs never pay for it. Never the
// linted project's: its node_modules may hold anything (a committed node_modules/typescript/index.js would run as the
// user), and the TypeScript it compiles with does not matter — 7.x has no compiler API at all. The version is pinned
// in package.json's devDependencies.
import { createRequire } from 'node:module';
import type * as TS from 'typescript';

export type { TS };

let loaded: typeof TS | undefined;

export async function loadTypeScript(): Promise<typeof TS> {
  return loadTypeScriptSync();
}

/** The same, for callers that cannot wait (ESLint rules run synchronously). */
export function loadTypeScriptSync(): typeof TS {
  loaded ??= ownTypeScript();
  return loaded;
}

/**
 * In the published bundle (CommonJS) the literal require is the vendor file's; run as ES modules (tests, the tsc
 * output) it is the checkout's devDependency. require(), never import(): importing the 9 MB CommonJS compiler from ESM
 * makes Node scan its whole text for named exports first. Same pattern as zod-libraries.ts.
 */
function ownTypeScript(): typeof TS {
  if (typeof require === 'function') return require('typescript') as typeof TS;
  return createRequire(import.meta.url)('typescript') as typeof TS;
}

/** The loaded compiler; only valid after loadTypeScript() resolved. */
export function ts(): typeof TS {
  if (!loaded) throw new Error('TypeScript is not loaded yet');
  return loaded;
}
