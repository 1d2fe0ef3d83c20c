// Finds where a JSON pointer lands in the text of a document that JSON.parse already accepted.
// A flat, allocation-free scan over the characters: no tree is built, so a 50 MB file costs nothing
// until a finding asks for a position, and then only the tool concerned is scanned.
const QUOTE = 0x22, BACKSLASH = 0x5c, OPEN_BRACE = 0x7b, CLOSE_BRACE = 0x7d, OPEN_BRACKET = 0x5b, CLOSE_BRACKET = 0x5d, COMMA = 0x2c, COLON = 0x3a;
export function skipWhitespace(text, i) {
    for (;;) {
        const c = text.charCodeAt(i);
        if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09)
            i++;
        else
            return i;
    }
}
/** `i` is an opening quote; returns the offset after the closing one. indexOf skips the string's body natively. */
export function endOfString(text, i) {
    for (;;) {
        const quote = text.indexOf('"', i + 1);
        if (quote === -1)
            return text.length;
        let backslashes = 0;
        while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH)
            backslashes++;
        if (backslashes % 2 === 0)
            return quote + 1;
        i = quote;
    }
}
/** `i` is the first character of a value; returns the offset just after it. */
export function endOfValue(text, i) {
    const first = text.charCodeAt(i);
    if (first === QUOTE)
        return endOfString(text, i);
    if (first === OPEN_BRACE || first === OPEN_BRACKET) {
        let depth = 0;
        for (; i < text.length; i++) {
            const c = text.charCodeAt(i);
            if (c === QUOTE)
                i = endOfString(text, i) - 1;
            else if (c === OPEN_BRACE || c === OPEN_BRACKET)
                depth++;
            else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
                if (--depth === 0)
                    return i + 1;
            }
        }
        return text.length;
    }
    // number, true, false, null
    for (; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === COMMA || c === CLOSE_BRACE || c === CLOSE_BRACKET || c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09)
            return i;
    }
    return i;
}
function keyText(text, start, end) {
    const raw = text.slice(start + 1, end - 1);
    return raw.includes('\\') ? JSON.parse(text.slice(start, end)) : raw;
}
/** Calls `visit` for each member of the object at `start` until it returns false. */
export function forEachMember(text, start, visit) {
    let i = skipWhitespace(text, start + 1);
    if (text.charCodeAt(i) === CLOSE_BRACE)
        return;
    for (;;) {
        const keyStart = i;
        const keyEnd = endOfString(text, i);
        i = skipWhitespace(text, keyEnd);
        if (text.charCodeAt(i) !== COLON)
            return;
        const valueStart = skipWhitespace(text, i + 1);
        const valueEnd = endOfValue(text, valueStart);
        if (visit(keyText(text, keyStart, keyEnd), { start: valueStart, end: valueEnd, keyStart, keyEnd }) === false)
            return;
        i = skipWhitespace(text, valueEnd);
        if (text.charCodeAt(i) !== COMMA)
            return;
        i = skipWhitespace(text, i + 1);
    }
}
/** Calls `visit` for each element of the array at `start` until it returns false. */
export function forEachElement(text, start, visit) {
    let i = skipWhitespace(text, start + 1);
    if (text.charCodeAt(i) === CLOSE_BRACKET)
        return;
    for (let index = 0;; index++) {
        const end = endOfValue(text, i);
        if (visit(index, { start: i, end }) === false)
            return;
        i = skipWhitespace(text, end);
        if (text.charCodeAt(i) !== COMMA)
            return;
        i = skipWhitespace(text, i + 1);
    }
}
function child(text, node, segment) {
    const kind = text.charCodeAt(node.start);
    let found;
    if (kind === OPEN_BRACE) {
        // JSON.parse keeps the last of duplicate keys, so the last one is the value rules saw.
        forEachMember(text, node.start, (key, span) => {
            if (key === segment)
                found = span;
        });
    }
    else if (kind === OPEN_BRACKET && /^(0|[1-9]\d*)$/.test(segment)) {
        const wanted = Number(segment);
        forEachElement(text, node.start, (index, span) => {
            if (index < wanted)
                return true;
            found = span;
            return false;
        });
    }
    return found;
}
/** The deepest existing node on the path (a missing step stops at the node that should hold it). */
export function deepestSpan(text, root, segments) {
    let node = root;
    for (const segment of segments) {
        const next = child(text, node, segment);
        if (!next)
            break;
        node = next;
    }
    return node;
}
/**
 * The offsets a finding should cover: for an object or array that is a member value, its key
 * (`"inputSchema"` rather than the forty lines under it); otherwise the value itself.
 */
export function highlightedOffsets(text, node) {
    const first = text.charCodeAt(node.start);
    if (node.keyStart !== undefined && node.keyEnd !== undefined && (first === OPEN_BRACE || first === OPEN_BRACKET)) {
        return { start: node.keyStart, end: node.keyEnd };
    }
    return { start: node.start, end: node.end };
}
