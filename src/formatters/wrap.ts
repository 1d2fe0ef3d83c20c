// Word wrapping for stylish: a message keeps to its column instead of pushing the rule column off the screen.
// Words are never split (a path, URL or suggested code must stay copyable), so a word wider than the column
// overflows it.

/** The lines of `text` wrapped to `width` columns; a line's own leading indentation is kept on its continuations. */
export function wrapText(text: string, width: number): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const indent = /^\s*/.exec(line)![0];
    const words = line
      .slice(indent.length)
      .split(/ +/)
      .filter((word) => word !== '');
    if (words.length === 0) {
      out.push(indent);
      continue;
    }
    let current = indent + words[0]!;
    for (const word of words.slice(1)) {
      if (current.length + 1 + word.length <= width) current += ' ' + word;
      else {
        out.push(current);
        current = indent + word;
      }
    }
    out.push(current);
  }
  return out;
}
