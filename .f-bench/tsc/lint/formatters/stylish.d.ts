import type { Formatter } from './types.js';
export declare const formatStylish: Formatter;
export default formatStylish;
