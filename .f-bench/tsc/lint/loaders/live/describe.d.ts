import type { LiveProbeAnswer } from '../../types.js';
export declare function describeAnswer(answer: LiveProbeAnswer): string;
export declare function formatMs(ms: number): string;
export declare function shortJson(value: unknown, max?: number): string;
