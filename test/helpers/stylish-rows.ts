// On a terminal stylish wraps a message inside its column: a test that reads a finding's words reads its row with
// the wrapped lines joined back and the rule id moved to the end, as the row would read on an endless terminal.
// Outside a terminal (as tests run the CLI) a finding is one line already, `path:line:col  severity  message  rule`,
// and the lines a message quotes follow it, indented: they are joined the same way.

interface Row {
  text: string;
  rule: string;
}

/** A finding's first line: place, severity, the start of its message, and the rule id after two spaces or more. */
const RULE_AT_END = /^((?: {2})?\S.*?\S) {2,}([a-z][a-z0-9-]*(?:\/[a-z0-9-]+)?)$/;
/** A finding's line outside a terminal: its place, then its severity between two blanks on each side. */
const FINDING_LINE = /^\S.*? {2}(?:error|warning|info|fatal) {2}/;

/** Each finding (and each suggestion) of stylish output as one line: message lines joined with a space, rule last. */
export function stylishRows(stdout: string): string[] {
  const rows: Row[] = [];
  let open: Row | undefined;
  for (const line of stdout.split('\n')) {
    const trimmed = line.trim();
    if (open && /^ {4,}\S/.test(line) && !trimmed.startsWith('suggestion: ')) {
      open.text += ' ' + trimmed;
      continue;
    }
    const finding = RULE_AT_END.exec(line);
    const row: Row = finding ? { text: finding[1]!, rule: finding[2]! } : { text: line, rule: '' };
    rows.push(row);
    open = /^ {2}\S/.test(line) || FINDING_LINE.test(line) || trimmed.startsWith('suggestion: ') ? row : undefined;
  }
  return rows.map((row) => (row.rule ? `${row.text}  ${row.rule}` : row.text));
}

/** Stylish output with every row joined: for `toContain` / `toMatch` on the words of a message. */
export const joinedStylish = (stdout: string): string => stylishRows(stdout).join('\n');
