/** "1 tool", "2 tools": a count with its noun (nouns with a plain -s plural only). */
export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
