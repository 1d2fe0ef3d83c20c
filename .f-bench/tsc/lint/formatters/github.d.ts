import type { Formatter } from './types.js';
/** Escaping of a command's message, as the Actions runner unescapes it. */
export declare function escapeData(text: string): string;
/** Property values are also split on `,` and `:`. */
export declare function escapeProperty(text: string): string;
export declare const formatGithub: Formatter;
export default formatGithub;
