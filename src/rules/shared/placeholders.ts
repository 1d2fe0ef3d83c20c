// Text built by interpolation from a value that was missing: `v${version}` with no version gives "vundefined", an
// object in a template gives "[object Object]", and a template string that was never filled keeps "${name}" or
// "{{name}}". Text that documents a template syntax or a value (in backticks or quotes) is not a leftover.

/** Code spans and quoted strings, which document values and syntax: removed before looking. */
const QUOTED = /`{1,3}[^`]*`{1,3}|"[^"\n]*"|“[^”\n]*”/g;

/**
 * What a leftover looks like: "[object Object]"; "undefined" or "NaN" glued to a letter or digit ("vundefined",
 * "1NaN") or alone in brackets ("[undefined]"); an unfilled "${…}" or "{{…}}". Bounded quantifiers keep it linear.
 */
const LEFTOVER =
  /\[object (?:Object|Array|Promise)\]|[A-Za-z0-9](?:undefined|NaN)\b|\bundefined(?=[A-Za-z0-9])|[[(<]\s{0,3}(?:undefined|NaN)\s{0,3}[\])>]|\$\{[^{}\n]{1,80}\}|\{\{[^{}\n]{1,80}\}\}/;

/** Words that, as a whole text, are a value that was missing rather than a description. */
const WHOLE = /^\s*(?:undefined|NaN|null|\[object Object\])\s*$/;

/** The first leftover placeholder in a text, as written, or undefined. */
export function leftoverPlaceholder(text: string): string | undefined {
  if (WHOLE.test(text)) return text.trim();
  const bare = text.includes('`') || text.includes('"') || text.includes('“') ? text.replace(QUOTED, ' ') : text;
  const match = LEFTOVER.exec(bare);
  return match?.[0];
}
