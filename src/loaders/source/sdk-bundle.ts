// A bundle that inlines the MCP SDK's own server code (a bundler's single-file output), recognised from its text
// alone: the loader and the project's file reader both need it before anything is parsed.
import type { SourceFileFacts } from '../../core/facts.js';

/** A string of the SDK's server implementation: only a file that contains the SDK's own code has it. */
const SDK_OWN_CODE = 'does not support tools (required for';

/** Above this size a bundle of the SDK is reported without being parsed: megabytes of inlined packages cost seconds. */
export const MAX_ANALYSED_BUNDLE_BYTES = 1_000_000;

/** A bundle that inlines the SDK's own server code (a bundler's single-file output), recognised from its text. */
export function sdkBundleEvidence(text: string): SourceFileFacts['bundle'] {
  const at = text.indexOf(SDK_OWN_CODE);
  if (at < 0) return undefined;
  const before = text.slice(0, at);
  const line = before.split('\n').length;
  const column = at - before.lastIndexOf('\n');
  return {
    evidence: "it contains the SDK's own server code",
    range: { start: { line, column }, end: { line, column: column + SDK_OWN_CODE.length } },
  };
}
