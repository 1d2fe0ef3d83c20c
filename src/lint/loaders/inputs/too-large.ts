// A file over the size limit of its kind: one fatal finding on it, and the run goes on with the others.
import { displayPath } from '../../display-path.js';
import { tooLargeMessage } from '../../inputs/read.js';
import type { InputFile } from '../../inputs/index.js';
import type { LoadedSource } from '../../types.js';

export function tooLargeSource(file: InputFile, read: { size: number; limit: number }, cwd: string): LoadedSource {
  const source = displayPath(file.path, cwd);
  const at = { line: 1, column: 1 };
  return {
    source,
    kind: file.kind,
    tools: [],
    diagnostics: [{ ruleId: null, severity: 'error', message: tooLargeMessage(read.size, read.limit, file.kind), source, pointer: '', range: { start: at, end: at }, fatal: true }],
  };
}
