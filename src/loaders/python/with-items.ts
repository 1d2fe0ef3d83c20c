// `with` statements @lezer/python cannot read, made readable without moving a character. Its grammar takes only a
// plain name after `as`, and no parenthesised item list, so valid Python such as the low-level SDK's
// `async with stdio_server() as (read_stream, write_stream):`, `with a as (x, y), b as z:` or
// `with (open(a) as f, open(b) as g):` derails it, and every tool after it is lost. Each such header is rewritten in a
// copy of the text the parser reads, at the same offsets: a target that is not a plain name becomes one name of the
// same length (its real names are read from the file's text, see namesOfTarget), and the brackets, line breaks,
// comments and trailing comma of a parenthesised item list become spaces. Positions and quoted text still come from
// the file's own text.

/** The longest header read; a longer one is left as the parser sees it (a budget on the scan). */
const MAX_HEADER = 4000;

/** The text to parse: `text` with each `with` header that starts at one of `starts` (just after `with`) made readable. */
export function readableWithHeaders(text: string, starts: readonly number[]): string {
  let masked: string[] | undefined;
  for (const start of starts) {
    const header = scanHeader(text, start);
    if (!header) continue;
    const edits = headerEdits(text, header);
    if (!edits.length) continue;
    // By UTF-16 units, as the parser's offsets count (a surrogate pair split here is joined again below).
    masked ??= text.split('');
    for (const [at, char] of edits) masked[at] = char;
  }
  return masked ? masked.join('') : text;
}

interface Header {
  /** Offsets of the header's tokens at bracket depth 0 and 1: brackets, commas, `as` keywords, line breaks, comments. */
  tokens: Array<{
    kind: 'open' | 'close' | 'comma' | 'as' | 'newline' | 'comment';
    from: number;
    to: number;
    depth: number;
  }>;
  /** Where the header's text starts (after `with`) and where its closing colon is. */
  from: number;
  colon: number;
}

/** The header from `from` to its colon at depth 0, with its depth-0 and depth-1 tokens; undefined past the budget. */
function scanHeader(text: string, from: number): Header | undefined {
  const tokens: Header['tokens'] = [];
  let depth = 0;
  const end = Math.min(text.length, from + MAX_HEADER);
  for (let i = from; i < end; i++) {
    const c = text[i]!;
    if (c === '#') {
      const lineEnd = text.indexOf('\n', i);
      const to = lineEnd < 0 ? text.length : lineEnd;
      if (depth === 1) tokens.push({ kind: 'comment', from: i, to, depth });
      i = to - 1;
    } else if (c === '"' || c === "'") {
      const triple = text.startsWith(c.repeat(3), i);
      const quote = triple ? c.repeat(3) : c;
      let j = i + quote.length;
      while (j < end && !text.startsWith(quote, j)) j += text[j] === '\\' ? 2 : 1;
      i = j + quote.length - 1;
    } else if ('([{'.includes(c)) {
      if (depth <= 1) tokens.push({ kind: 'open', from: i, to: i + 1, depth });
      depth++;
    } else if (')]}'.includes(c)) {
      depth--;
      if (depth < 0) return undefined;
      if (depth <= 1) tokens.push({ kind: 'close', from: i, to: i + 1, depth });
    } else if (c === ',' && depth <= 1) tokens.push({ kind: 'comma', from: i, to: i + 1, depth });
    else if (c === '\n' || c === '\r') {
      if (depth === 0 && text[i - 1] !== '\\') return undefined; // the header ended without a colon
      if (depth === 1) tokens.push({ kind: 'newline', from: i, to: i + 1, depth });
    } else if (c === ':' && depth === 0) return { tokens, from, colon: i };
    else if (
      c === 'a' &&
      depth <= 1 &&
      text.startsWith('as', i) &&
      !isNameChar(text[i - 1]) &&
      !isNameChar(text[i + 2])
    )
      tokens.push({ kind: 'as', from: i, to: i + 2, depth });
  }
  return undefined;
}

const isNameChar = (c: string | undefined): boolean => c !== undefined && /[\w.]/.test(c);

/** The characters to replace, as [offset, replacement]. */
function headerEdits(text: string, header: Header): Array<[number, string]> {
  const edits: Array<[number, string]> = [];
  const first = header.tokens[0];
  const last = header.tokens.at(-1);
  // `with ( item as x, item as y, ):` — one bracket pair around the whole list, with an `as` directly inside.
  const listed =
    first?.kind === 'open' &&
    text[first.from] === '(' &&
    !text.slice(header.from, first.from).trim() &&
    last?.kind === 'close' &&
    last.depth === 0 &&
    !text.slice(last.to, header.colon).trim() &&
    header.tokens.every(
      (token) => token === first || token === last || token.depth === 1 || token.kind === 'newline',
    ) &&
    header.tokens.some((token) => token.kind === 'as' && token.depth === 1);
  const itemDepth = listed ? 1 : 0;
  if (listed) {
    edits.push([first.from, ' '], [last.from, ' ']);
    for (const token of header.tokens)
      if (token.kind === 'newline' || token.kind === 'comment')
        for (let at = token.from; at < token.to; at++) edits.push([at, ' ']);
    const trailing = header.tokens.filter((token) => token.kind === 'comma' && token.depth === 1).at(-1);
    if (trailing && !text.slice(trailing.to, last.from).trim()) edits.push([trailing.from, ' ']);
  }
  // Each item's target: from after its `as` to the next comma at the item depth (or the list's end).
  const itemEnd = listed ? last.from : header.colon;
  const separators = header.tokens.filter((token) => token.kind === 'comma' && token.depth === itemDepth);
  for (const as of header.tokens.filter((token) => token.kind === 'as' && token.depth === itemDepth)) {
    const end = separators.find((comma) => comma.from > as.to)?.from ?? itemEnd;
    const raw = text.slice(as.to, end);
    const target = raw.trim();
    if (!target || /^[A-Za-z_]\w*$/.test(target)) continue;
    const from = as.to + raw.indexOf(target);
    for (let at = from; at < from + target.length; at++) edits.push([at, '_']);
  }
  return edits;
}

/**
 * The names a binding target written as one name binds: itself, or for a `with` target made readable above
 * (`(read_stream, write_stream)`, `[a, *rest]`) the names in its text that are not attributes or subscripted.
 */
export function namesOfTarget(text: string): string[] {
  if (/^[A-Za-z_]\w*$/.test(text)) return [text];
  return [...text.matchAll(/(?<![\w.])[A-Za-z_]\w*(?![\w.[(])/g)].map((match) => match[0]);
}
