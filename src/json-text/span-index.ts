// Positions for many findings in one pass. The first finding that needs a position pays for one scan of the
// document that pairs every `{`/`[` with its closing bracket; after that, stepping over a nested object or array
// is one lookup instead of a scan of its text. Each container's members are listed once, the first time a pointer
// goes through it, and kept. So N findings cost O(text + N × depth), where rescanning from the tool's start cost
// O(N × tool size): a tool with 2,000 parameters and 8,000 findings went from minutes to milliseconds.
import { endOfString, forEachBracket, skipWhitespace, type NodeSpan } from './cursor.js';
import { positionWork } from './position-work.js';

const QUOTE = 0x22,
  OPEN_BRACE = 0x7b,
  CLOSE_BRACE = 0x7d,
  OPEN_BRACKET = 0x5b,
  CLOSE_BRACKET = 0x5d,
  COMMA = 0x2c,
  COLON = 0x3a;

/** Offsets of every opening bracket in text order, and of the bracket that closes each. */
export interface BracketTable {
  opens: number[];
  closes: number[];
}

export function scanBrackets(text: string): BracketTable {
  positionWork.documentScans++;
  const opens: number[] = [];
  const closes: number[] = [];
  const stack: number[] = [];
  forEachBracket(text, (offset, opening) => {
    if (opening) {
      stack.push(opens.length);
      opens.push(offset);
      closes.push(text.length); // until its closing bracket is seen
    } else {
      const open = stack.pop();
      if (open !== undefined) closes[open] = offset;
    }
  });
  return { opens, closes };
}

type Members = Map<string, NodeSpan>;

export class SpanIndex {
  private brackets: BracketTable | undefined;
  private rootSpan: NodeSpan | undefined;
  private readonly listed = new Map<number, Members | NodeSpan[]>();

  constructor(private readonly text: string) {}

  /** The value at the document's root. */
  root(): NodeSpan {
    if (!this.rootSpan) {
      const start = skipWhitespace(this.text, 0);
      this.rootSpan = { start, end: this.endOfValue(start) };
    }
    return this.rootSpan;
  }

  /** The deepest existing node on the path (a missing step stops at the node that should hold it). */
  deepest(from: NodeSpan, segments: readonly string[]): NodeSpan {
    let node = from;
    for (const segment of segments) {
      const next = this.child(node, segment);
      if (!next) break;
      node = next;
    }
    return node;
  }

  /** The elements of the array at `node` (empty when it is not an array). */
  elements(node: NodeSpan): readonly NodeSpan[] {
    const listing = this.listing(node.start);
    return Array.isArray(listing) ? listing : [];
  }

  private child(node: NodeSpan, segment: string): NodeSpan | undefined {
    const listing = this.listing(node.start);
    if (listing === undefined) return undefined;
    if (!Array.isArray(listing)) return listing.get(segment);
    return /^(0|[1-9]\d*)$/.test(segment) ? listing[Number(segment)] : undefined;
  }

  private listing(start: number): Members | NodeSpan[] | undefined {
    const kind = this.text.charCodeAt(start);
    if (kind !== OPEN_BRACE && kind !== OPEN_BRACKET) return undefined;
    let listing = this.listed.get(start);
    if (listing === undefined) {
      positionWork.containerListings++;
      listing = kind === OPEN_BRACE ? this.listMembers(start) : this.listElements(start);
      this.listed.set(start, listing);
    }
    return listing;
  }

  private listMembers(start: number): Members {
    const text = this.text;
    // JSON.parse keeps the last of duplicate keys, and so does Map.set: the span is the value rules saw.
    const members: Members = new Map();
    let i = skipWhitespace(text, start + 1);
    if (text.charCodeAt(i) === CLOSE_BRACE) return members;
    for (;;) {
      const keyStart = i;
      const keyEnd = endOfString(text, i);
      i = skipWhitespace(text, keyEnd);
      if (text.charCodeAt(i) !== COLON) return members;
      const valueStart = skipWhitespace(text, i + 1);
      const valueEnd = this.endOfValue(valueStart);
      positionWork.charactersStepped += keyEnd - keyStart + (isContainer(text, valueStart) ? 1 : valueEnd - valueStart);
      members.set(keyText(text, keyStart, keyEnd), { start: valueStart, end: valueEnd, keyStart, keyEnd });
      i = skipWhitespace(text, valueEnd);
      if (text.charCodeAt(i) !== COMMA) return members;
      i = skipWhitespace(text, i + 1);
    }
  }

  private listElements(start: number): NodeSpan[] {
    const text = this.text;
    const elements: NodeSpan[] = [];
    let i = skipWhitespace(text, start + 1);
    if (text.charCodeAt(i) === CLOSE_BRACKET) return elements;
    for (;;) {
      const end = this.endOfValue(i);
      positionWork.charactersStepped += isContainer(text, i) ? 1 : end - i;
      elements.push({ start: i, end });
      i = skipWhitespace(text, end);
      if (text.charCodeAt(i) !== COMMA) return elements;
      i = skipWhitespace(text, i + 1);
    }
  }

  /** `i` is the first character of a value; the offset just after it. Containers are one table lookup. */
  private endOfValue(i: number): number {
    const text = this.text;
    const first = text.charCodeAt(i);
    if (first === QUOTE) return endOfString(text, i);
    if (first === OPEN_BRACE || first === OPEN_BRACKET) return Math.min(this.closeOf(i) + 1, text.length);
    for (; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (
        c === COMMA ||
        c === CLOSE_BRACE ||
        c === CLOSE_BRACKET ||
        c === 0x20 ||
        c === 0x0a ||
        c === 0x0d ||
        c === 0x09
      )
        return i;
    }
    return i;
  }

  private closeOf(open: number): number {
    const table = (this.brackets ??= scanBrackets(this.text));
    let low = 0;
    let high = table.opens.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const at = table.opens[middle]!;
      if (at === open) return table.closes[middle]!;
      if (at < open) low = middle + 1;
      else high = middle - 1;
    }
    return this.text.length;
  }
}

function isContainer(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c === OPEN_BRACE || c === OPEN_BRACKET;
}

function keyText(text: string, start: number, end: number): string {
  const raw = text.slice(start + 1, end - 1);
  return raw.includes('\\') ? (JSON.parse(text.slice(start, end)) as string) : raw;
}
