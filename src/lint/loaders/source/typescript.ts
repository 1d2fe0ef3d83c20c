// The TypeScript compiler is loaded once, on the first source file, so JSON-only runs never pay for it.
import type * as TS from 'typescript';

export type { TS };

let loaded: typeof TS | undefined;

export async function loadTypeScript(): Promise<typeof TS> {
  if (!loaded) {
    const module = (await import('typescript')) as unknown as { default?: typeof TS } & typeof TS;
    loaded = module.default ?? module;
  }
  return loaded;
}

/** The loaded compiler; only valid after loadTypeScript() resolved. */
export function ts(): typeof TS {
  if (!loaded) throw new Error('TypeScript is not loaded yet');
  return loaded;
}
