import type * as TS from 'typescript';
export type { TS };
export declare function loadTypeScript(): Promise<typeof TS>;
/** The loaded compiler; only valid after loadTypeScript() resolved. */
export declare function ts(): typeof TS;
