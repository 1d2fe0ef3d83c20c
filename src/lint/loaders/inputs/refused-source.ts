// A file mcp-lint will not read (over the size limit of its kind, or not a regular file): one fatal finding on it,
// and the run goes on with the others.
import type { ReadRefusedError } from '../../../files/read.js';
import { displayPath } from '../../display-path.js';
import { refusedReadMessage } from '../../inputs/read.js';
import type { InputFile } from '../../inputs/index.js';
import type { LoadedSource } from '../../types.js';

export function refusedSource(file: InputFile, refusal: ReadRefusedError, cwd: string): LoadedSource {
  const source = displayPath(file.path, cwd);
  const at = { line: 1, column: 1 };
  return {
    source,
    kind: file.kind,
    tools: [],
    diagnostics: [{ ruleId: null, severity: 'error', message: refusedReadMessage(refusal, file.kind), source, pointer: '', range: { start: at, end: at }, fatal: true }],
  };
}
