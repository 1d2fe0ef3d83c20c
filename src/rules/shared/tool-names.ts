// What counts as a tool's name in prose, for the checks that look for other tools named in descriptions. (A source's
// own set of names is peers.ts's toolNamesOf.)

/** Names that look like tool identifiers rather than words: a separator, or camelCase. */
export function looksLikeToolName(name: string): boolean {
  return /[_.-]/.test(name) || /[a-z][A-Z]/.test(name);
}

/** Where `name` occurs as a whole name in `text` (names hold `.` and `-`, so \b alone will not do), or -1. */
export function mentions(text: string, name: string): number {
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    const before = at > 0 ? text[at - 1]! : '';
    const next = text[at + name.length] ?? '';
    const afterNext = text[at + name.length + 1] ?? '';
    const startsName = !/[\w.-]/.test(before);
    // "call send_email." ends a sentence; "send_email.v2" or "send_email-old" is another name.
    const endsName = !/\w/.test(next) && !((next === '.' || next === '-') && /\w/.test(afterNext));
    if (startsName && endsName) return at;
  }
  return -1;
}
