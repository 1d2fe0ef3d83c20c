// Untrusted text — file names, tool and parameter names, descriptions, a server's name, version and stderr —
// is shown to people in terminals and CI logs. Raw, its control characters could retitle or clear a terminal
// (ESC, BEL), reorder what the reader sees (bidi controls) or, after a line break, pose as a GitHub Actions
// workflow command (`::add-mask::`, `::stop-commands::`). Every text formatter and every message written to
// stderr passes untrusted text through here, so the reader sees `\u001b` instead of what it would do.
// Wrapping and indentation can still bring an escaped word to the start of a line, so a formatter's finished lines
// pass through neutraliseWorkflowCommands last: what the runner reads is the line as printed, not the text as quoted.

/** C0 controls, DEL, C1 controls, LRM/RLM, bidi embeddings/overrides/isolates, and the line/paragraph separators. */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;

/** The same characters, for test(): a global pattern would carry lastIndex from one call to the next. */
const UNSAFE_ONE = new RegExp(UNSAFE.source);
/** The line start the rewrite below looks for (`^(\s*):(?=:)`); text without an unsafe character is one line. */
const WORKFLOW_COMMAND = /^\s*::/;
/**
 * The runner trims a line's leading blanks and takes `::name …::` there for a command; an SGR colour code before it
 * is skipped too, in case a runner strips colour first; blanks are any Unicode white space but the line feed (.NET's
 * Trim), matched per line so a run of blank lines is read once. The old `##[name]` form is honoured anywhere in a line.
 */
const COMMAND_START = /^((?:[^\S\n]|\u001b\[[0-9;]*m)*):(?=:)/gm;
const OLD_COMMAND = /##\[/g;

function codeOf(char: string): string {
  return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/** One-line text with every unsafe character, line feeds included, written as `\uXXXX`. */
export function escapeText(text: string): string {
  return text.replace(UNSAFE, codeOf).replace(OLD_COMMAND, '##\\u005b');
}

/**
 * Finished output, line by line: no line starts a workflow command once the runner trims it, and no `##[` is left
 * anywhere. Inside a JSON string `\u005b` reads back as `[`, so a JSON report keeps its data.
 */
export function neutraliseWorkflowCommands(output: string): string {
  if (!output.includes('::') && !output.includes('##[')) return output;
  return output
    .replace(COMMAND_START, (_whole, blanks: string) => `${blanks}\\u003a`)
    .replace(OLD_COMMAND, '##\\u005b');
}

/**
 * Text whose own line breaks are kept (a finding's message may span lines, as the quoted stderr of a dead
 * server does): each line is escaped, and a line that would start with `::` once leading blanks are trimmed —
 * what the Actions runner takes for a workflow command — has its first colon escaped.
 */
export function escapeLines(text: string): string {
  // Nearly every message is one safe line that does not start with `::`: two native scans instead of splitting it.
  if (!UNSAFE_ONE.test(text) && !WORKFLOW_COMMAND.test(text) && !text.includes('##[')) return text;
  return text
    .split('\n')
    .map((line) => escapeText(line).replace(/^(\s*):(?=:)/, (_whole, blanks: string) => `${blanks}\\u003a`))
    .join('\n');
}
