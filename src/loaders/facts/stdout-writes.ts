// Stdout writes in stdio servers, as both source readers record them (SourceFileFacts.stdio.writes): one shape for
// what the write is, when it runs and the edit that sends it to stderr, whatever the language, so that
// stdio-no-console-log reads one kind of fact.
import type { BranchPath, StdioEntry, StdoutWrite } from '../../core/facts.js';
import type { Range } from '../../core/position.js';

export interface StdoutWriteSeen {
  text: string;
  range: Range;
  runs: StdoutWrite['runs'];
  paths?: BranchPath[];
  via?: StdioEntry;
  mayNotRun?: boolean;
  edit?: StdoutWrite['edit'];
}

/** The fact for one write; fields without a value are left out, so facts compare and serialise alike. */
export function stdoutWrite(seen: StdoutWriteSeen): StdoutWrite {
  return {
    text: seen.text,
    range: seen.range,
    runs: seen.runs,
    paths: seen.paths ?? [],
    ...(seen.via ? { via: seen.via } : {}),
    ...(seen.mayNotRun ? { mayNotRun: true as const } : {}),
    ...(seen.edit ? { edit: seen.edit } : {}),
  };
}

/** The edit that turns `console.log`/`info`/`debug` into `console.error`, which formats its arguments the same way. */
export function consoleToStderr(methodName: [number, number] | undefined): StdoutWrite['edit'] {
  return methodName ? { range: methodName, text: 'error' } : undefined;
}
