// Offsets → 1-based line/column. Columns count UTF-16 code units, as ESLint, SARIF (utf16CodeUnits) and editors do.
import type { Position, Range } from '../core/position.js';
import { positionWork } from './position-work.js';

export class LineIndex {
  private readonly starts: number[];

  constructor(text: string) {
    // Built once per file, only when something needs a position (a clean file never builds it).
    positionWork.lineIndexes++;
    const starts = [0];
    let at = text.indexOf('\n');
    while (at !== -1) {
      starts.push(at + 1);
      at = text.indexOf('\n', at + 1);
    }
    this.starts = starts;
  }

  position(offset: number): Position {
    const starts = this.starts;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - starts[low]! + 1 };
  }

  /** `end` is exclusive, so endColumn is the column after the last character (SARIF and ESLint agree). */
  range(start: number, end: number): Range {
    return { start: this.position(start), end: this.position(end) };
  }
}
