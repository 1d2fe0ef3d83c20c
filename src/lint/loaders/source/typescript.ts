// The TypeScript compiler is loaded once, on the first source file, so JSON-only runs never pay for it.
import { createRequire } from 'node:module';
import type * as TS from 'typescript';

export type { TS };

let loaded: typeof TS | undefined;

export async function loadTypeScript(): Promise<typeof TS> {
  // require(), not import(): importing the 9 MB CommonJS compiler from ESM makes Node scan its whole text for
  // named exports first, which costs more than half a second per run.
  loaded ??= createRequire(import.meta.url)('typescript') as typeof TS;
  return loaded;
}

/** The loaded compiler; only valid after loadTypeScript() resolved. */
export function ts(): typeof TS {
  if (!loaded) throw new Error('TypeScript is not loaded yet');
  return loaded;
}
