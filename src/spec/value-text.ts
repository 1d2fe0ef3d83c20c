// Short, safe renderings of user values for messages. Never recursive: a hostile value nested 10,000 levels
// deep must not overflow the stack while we merely describe it.

const MAX_QUOTED = 60;
/** How much of a value's JSON text a message quotes (a config value may be megabytes long). */
const MAX_JSON_SHOWN = 80;

/** `"yes"`, `42`, `null`, `an array`, `an object`: what a message says a value is. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.length === 0 ? 'an empty array' : 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return quote(value);
  return String(value);
}

/** A JSON string literal of `text`, shortened to a readable length. */
export function quote(text: string, max = MAX_QUOTED): string {
  return JSON.stringify(cut(text, max));
}

function cut(text: string, max: number): string {
  return text.length > max ? text.slice(0, max - 1) + '…' : text;
}

/**
 * A value's JSON text, cut to `max` characters with "…": what a config message says a key holds. A value too deep
 * for JSON.stringify (callers check nesting first; this is the backstop) is only described.
 */
export function shownJson(value: unknown, max = MAX_JSON_SHOWN): string {
  // A string keeps its closing quote: `"xxx…"`.
  if (typeof value === 'string') return quote(value, max);
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    return describeValue(value);
  }
  if (text === undefined) return describeValue(value);
  return cut(text, max);
}

/** `"a", "b" and "c"`; long lists end with "and N more". */
export function quoteList(items: readonly string[], limit = 8): string {
  const quoted = items.slice(0, limit).map((item) => quote(item));
  if (items.length > limit) quoted.push(`${items.length - limit} more`);
  if (quoted.length <= 1) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}`;
}
