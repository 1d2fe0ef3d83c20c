// The HTML report shows the lines each finding points at. The formatter reads nothing (formatters are pure), so the
// CLI hands it the text of the files that have findings with lines: the same files the loaders just read, as
// regular files only and at most MAX_SOURCE_FILE_BYTES each (a larger one is shown without excerpts).
import { resolve } from 'node:path';
import type { LintReport } from '../core/types.js';
import { readRegularTextFile } from '../files/read.js';
import { MAX_SOURCE_FILE_BYTES } from '../inputs/read.js';
import { isFileResult } from '../formatters/describe.js';

export function readSourceTexts(report: LintReport, cwd: string): Map<string, string> {
  const texts = new Map<string, string>();
  for (const result of report.results) {
    if (!isFileResult(result) || texts.has(result.source)) continue;
    if (!result.diagnostics.some((diagnostic) => diagnostic.range && diagnostic.source === result.source)) continue;
    try {
      texts.set(
        result.source,
        result.output ?? readRegularTextFile(resolve(cwd, result.source), MAX_SOURCE_FILE_BYTES),
      );
    } catch {
      // Gone, grown past the limit or no longer a regular file since it was linted: its findings go without excerpts.
    }
  }
  return texts;
}
