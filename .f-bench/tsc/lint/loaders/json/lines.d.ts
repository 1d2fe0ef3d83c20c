import type { Position, Range } from '../../types.js';
export declare class LineIndex {
    private readonly starts;
    constructor(text: string);
    position(offset: number): Position;
    /** `end` is exclusive, so endColumn is the column after the last character (SARIF and ESLint agree). */
    range(start: number, end: number): Range;
}
