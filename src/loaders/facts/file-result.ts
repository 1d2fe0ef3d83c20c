// The per-file part both source readers (TS/JS in loaders/source, Python in loaders/python) share: reading a linted
// file, the one shape of a finding that stops a file, and the facts every read file carries whatever its language
// (mcp-lint-disable comments naming no rule of the run, the command that starts the server).
import { ReadRefusedError } from '../../files/read.js';
import { readSourceText, refusedReadMessage, withoutBom } from '../../inputs/read.js';
import { unknownRuleIds } from '../../core/directives.js';
import type { Diagnostic, DisableDirective } from '../../core/types.js';
import type { SourceFileFacts } from '../../core/facts.js';
import type { Range } from '../../core/position.js';

/** A finding no rule owns that stops the file: it was not read, not parsed or not analysed. */
export function fatal(source: string, message: string, range?: Range): Diagnostic {
  return { ruleId: null, severity: 'error', message, source, pointer: '', fatal: true, ...(range ? { range } : {}) };
}

/**
 * A linted file's text, without a byte-order mark (as compilers read it, so fix offsets mean the same text either
 * way): the caller's (an editor buffer, --fix's fixed text) when it has one, else the file's. When it cannot be read,
 * the finding that says why.
 */
export function readLintedText(
  path: string,
  source: string,
  kind: 'source' | 'python',
  texts?: ReadonlyMap<string, string>,
): string | Diagnostic {
  try {
    return texts?.get(path) ?? withoutBom(readSourceText(path));
  } catch (error) {
    return fatal(
      source,
      error instanceof ReadRefusedError
        ? refusedReadMessage(error, kind)
        : `Cannot read ${source}: ${(error as Error).message}`,
    );
  }
}

/** The reader failed on a file it should have read: said as a bug to report, with what to run meanwhile. */
export function analysisFailed(source: string, error: unknown, startCommand: string): Diagnostic {
  return fatal(
    source,
    `mcp-lint could not analyse ${source} (${(error as Error).message}). Please report this; lint the running server meanwhile (mcp-lint --stdio "${startCommand}").`,
  );
}

/**
 * Adds what every read file carries to its facts: the mcp-lint-disable comments that name no rule of the run
 * (`knownRuleIds`; without it, as in the ESLint plugin, they are not checked) and the command that starts it.
 */
export function addFileFacts(
  facts: SourceFileFacts,
  directives: readonly DisableDirective[],
  knownRuleIds: ReadonlySet<string> | undefined,
  startCommand: string | undefined,
): SourceFileFacts {
  const unknownIds = knownRuleIds ? unknownRuleIds(directives, knownRuleIds) : [];
  if (unknownIds.length > 0) facts.unknownDirectiveRuleIds = unknownIds;
  if (startCommand) facts.startCommand = startCommand;
  return facts;
}
