// The first lines of a value as indented JSON, written only as far as they are shown: quoting a finding in a large
// tool costs the lines quoted, not the size of the tool, however many findings point into it.

/** Characters kept of one string: a line is cut to fewer when shown. */
const MAX_STRING = 1000;

/** At most `limit` lines of JSON.stringify(value, null, 2); `truncated` when there was more. */
export function jsonLines(value: unknown, limit: number): { lines: string[]; truncated: boolean } {
  const lines: string[] = [];
  let truncated = false;
  const push = (line: string): boolean => {
    if (lines.length >= limit) {
      truncated = true;
      return false;
    }
    lines.push(line);
    return true;
  };
  const write = (item: unknown, indent: string, prefix: string, suffix: string): boolean => {
    if (typeof item === 'string' && item.length > MAX_STRING)
      return push(`${indent}${prefix}${JSON.stringify(item.slice(0, MAX_STRING))}…${suffix}`);
    if (item === null || typeof item !== 'object')
      return push(`${indent}${prefix}${JSON.stringify(item) ?? 'null'}${suffix}`);
    // No more entries than lines are ever shown (one more, so the cut is seen).
    const entries: Array<[string, unknown]> = Array.isArray(item)
      ? item.slice(0, limit + 1).map((element) => ['', element])
      : Object.keys(item)
          .slice(0, limit + 1)
          .map((key) => [`${JSON.stringify(key)}: `, (item as Record<string, unknown>)[key]]);
    const more = (Array.isArray(item) ? item.length : Object.keys(item).length) > entries.length;
    const [open, close] = Array.isArray(item) ? ['[', ']'] : ['{', '}'];
    if (entries.length === 0) return push(`${indent}${prefix}${open}${close}${suffix}`);
    if (!push(`${indent}${prefix}${open}`)) return false;
    for (let index = 0; index < entries.length; index++) {
      const [key, element] = entries[index]!;
      if (!write(element, `${indent}  `, key, index < entries.length - 1 || more ? ',' : '')) return false;
    }
    return push(`${indent}${close}${suffix}`);
  };
  write(value, '', '', '');
  return { lines, truncated };
}
