import type { Rule } from '../../types.js';
/** Definition rules run on every input (JSON, source, live). Order: spec validity first, then quality. */
export declare const definitionRules: Rule[];
