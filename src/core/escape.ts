// Untrusted text — file names, tool and parameter names, descriptions, a server's name, version and stderr —
// is shown to people in terminals and CI logs. Raw, its control characters could retitle or clear a terminal
// (ESC, BEL), reorder what the reader sees (bidi controls) or, after a line break, pose as a GitHub Actions
// workflow command (`::add-mask::`, `::stop-commands::`). Every text formatter and every message written to
// stderr passes untrusted text through here, so the reader sees `\u001b` instead of what it would do.

/** C0 controls, DEL, C1 controls, LRM/RLM, bidi embeddings/overrides/isolates, and the line/paragraph separators. */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;

/** The same characters, for test(): a global pattern would carry lastIndex from one call to the next. */
const UNSAFE_ONE = new RegExp(UNSAFE.source);
/** The line start the rewrite below looks for (`^(\s*):(?=:)`); text without an unsafe character is one line. */
const WORKFLOW_COMMAND = /^\s*::/;

function codeOf(char: string): string {
  return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/** One-line text with every unsafe character, line feeds included, written as `\uXXXX`. */
export function escapeText(text: string): string {
  return text.replace(UNSAFE, codeOf);
}

/**
 * Text whose own line breaks are kept (a finding's message may span lines, as the quoted stderr of a dead
 * server does): each line is escaped, and a line that would start with `::` once leading blanks are trimmed —
 * what the Actions runner takes for a workflow command — has its first colon escaped.
 */
export function escapeLines(text: string): string {
  // Nearly every message is one safe line that does not start with `::`: two native scans instead of splitting it.
  if (!UNSAFE_ONE.test(text) && !WORKFLOW_COMMAND.test(text)) return text;
  return text
    .split('\n')
    .map((line) => escapeText(line).replace(/^(\s*):(?=:)/, (_whole, blanks: string) => `${blanks}\\u003a`))
    .join('\n');
}
