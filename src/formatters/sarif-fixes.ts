// A finding's fix and suggestions as SARIF `fixes`, so a SARIF viewer can offer them (GitHub code scanning ignores
// them). Every SARIF fix is a proposal a person applies: the safe fix (`--fix`) comes first, then the suggestions.
// The region is given as charOffset/charLength: a TextEdit's range is in UTF-16 code units of the file's text without
// its byte-order mark, which is how SARIF counts characters under the run's `columnKind: utf16CodeUnits`.
import type { Diagnostic, LintResult, TextEdit } from '../core/types.js';
import type { ArtifactLocation } from './sarif-location.js';
import { escapeLines } from '../core/escape.js';

export interface SarifFix {
  description: { text: string };
  artifactChanges: Array<{
    artifactLocation: ArtifactLocation;
    replacements: Array<{
      deletedRegion: { charOffset: number; charLength: number };
      insertedContent: { text: string };
    }>;
  }>;
}

const SAFE_FIX_DESCRIPTION = 'The safe fix that `mcp-lint --fix` applies';

/**
 * Undefined when there is nothing to offer, or when the result's text is not the file's (--fix-dry-run left the fixed
 * text in `output`, so the offsets of the findings that remain are offsets into text that is not on disk).
 */
export function sarifFixesOf(
  diagnostic: Diagnostic,
  result: LintResult,
  artifactLocation: ArtifactLocation,
): SarifFix[] | undefined {
  if (result.output !== undefined || (!diagnostic.fix && !diagnostic.suggestions?.length)) return undefined;
  const fixes: SarifFix[] = [];
  if (diagnostic.fix) fixes.push(fixOf(SAFE_FIX_DESCRIPTION, diagnostic.fix, artifactLocation));
  for (const suggestion of diagnostic.suggestions ?? [])
    fixes.push(fixOf(escapeLines(suggestion.desc), suggestion.fix, artifactLocation));
  return fixes;
}

function fixOf(description: string, edit: TextEdit, artifactLocation: ArtifactLocation): SarifFix {
  const [start, end] = edit.range;
  return {
    description: { text: description },
    artifactChanges: [
      {
        artifactLocation,
        replacements: [
          { deletedRegion: { charOffset: start, charLength: end - start }, insertedContent: { text: edit.text } },
        ],
      },
    ],
  };
}
