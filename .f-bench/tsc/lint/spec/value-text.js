// Short, safe renderings of user values for messages. Never recursive: a hostile value nested 10,000 levels
// deep must not overflow the stack while we merely describe it.
const MAX_QUOTED = 60;
/** `"yes"`, `42`, `null`, `an array`, `an object`: what a message says a value is. */
export function describeValue(value) {
    if (value === undefined)
        return 'nothing';
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return value.length === 0 ? 'an empty array' : 'an array';
    if (typeof value === 'object')
        return 'an object';
    if (typeof value === 'string')
        return quote(value);
    return String(value);
}
/** A JSON string literal of `text`, shortened to a readable length. */
export function quote(text) {
    const shown = text.length > MAX_QUOTED ? text.slice(0, MAX_QUOTED - 1) + '…' : text;
    return JSON.stringify(shown);
}
/** `"a", "b" and "c"`; long lists end with "and N more". */
export function quoteList(items, limit = 8) {
    const quoted = items.slice(0, limit).map((item) => quote(item));
    if (items.length > limit)
        quoted.push(`${items.length - limit} more`);
    if (quoted.length <= 1)
        return quoted.join('');
    return `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}`;
}
