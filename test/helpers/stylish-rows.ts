// Stylish wraps a message inside its column: a test that reads a finding's words reads its row with the wrapped
// lines joined back (the rule id, on the row's first line, stays where stylish put it).

/** Each finding row of stylish output as one line: its continuation lines (indented deeper) appended with a space. */
export function stylishRows(stdout: string): string[] {
  const rows: string[] = [];
  for (const line of stdout.split('\n')) {
    const continuation = /^ {4,}\S/.test(line) && rows.length > 0 && /^ {2}\S/.test(rows[rows.length - 1]!);
    if (continuation) rows[rows.length - 1] += ' ' + line.trim();
    else rows.push(line);
  }
  return rows;
}

/** Stylish output with every row joined: for `toContain` / `toMatch` on the words of a message. */
export const joinedStylish = (stdout: string): string => stylishRows(stdout).join('\n');
