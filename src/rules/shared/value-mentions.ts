// Where a text names given values as whole words, in one pass over the text: the text is split once into words
// (runs of letters, digits and `_`) and single other characters, and each place a value's first word appears is
// looked up in a map of the values, so the work grows with the text and the values, not with their product. A value
// matches as `(?<![\p{L}\p{N}_])value(?![\p{L}\p{N}_])` would, ignoring case: a value beginning or ending with a word
// matches only whole words there (`dark` is not in `darkblue`), and one beginning or ending with another character
// only beside one that is not a word character.

const TOKEN = /([\p{L}\p{N}_]+)|[^\p{L}\p{N}_]/gu;

export interface Token {
  start: number;
  end: number;
  /** Its text, lower-cased. */
  key: string;
  word: boolean;
}

export interface Mention {
  start: number;
  end: number;
  /** The index of the value in its list. */
  value: number;
}

/** A text split once into tokens, for every search of values and names in it. */
export class IndexedText {
  readonly tokens: Token[];
  private tokensByText?: Map<string, number[]>;

  constructor(readonly text: string) {
    this.tokens = tokenize(text);
  }

  /** Token indexes by their text as written (case kept), built on the first search for a name. */
  startsOf(tokenText: string): readonly number[] {
    if (!this.tokensByText) {
      this.tokensByText = new Map();
      this.tokens.forEach((token, index) => {
        const text = this.text.slice(token.start, token.end);
        const list = this.tokensByText!.get(text);
        if (list) list.push(index);
        else this.tokensByText!.set(text, [index]);
      });
    }
    return this.tokensByText.get(tokenText) ?? [];
  }
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index;
    const end = start + match[0].length;
    tokens.push({ start, end, key: match[0].toLowerCase(), word: match[1] !== undefined });
  }
  return tokens;
}

interface ValueEntry {
  list: number;
  value: number;
  firstIsWord: boolean;
  lastIsWord: boolean;
}

/**
 * Several lists of values (one per parameter) searched together: one pass over a text finds the mentions of every
 * list's values, each list's in text order (at one start, the longest first).
 */
export class ValueLists {
  private readonly byKey = new Map<string, ValueEntry[]>();
  /** For a first token, the token counts of the values that begin with it, the largest first. */
  private readonly lengthsByFirst = new Map<string, number[]>();

  constructor(private readonly lists: ReadonlyArray<readonly string[]>) {
    lists.forEach((values, list) => {
      values.forEach((value, index) => {
        const tokens = tokenize(value);
        if (tokens.length === 0) return;
        const key = joinKeys(tokens, 0, tokens.length);
        const entry = { list, value: index, firstIsWord: tokens[0]!.word, lastIsWord: tokens[tokens.length - 1]!.word };
        const entries = this.byKey.get(key);
        if (entries) entries.push(entry);
        else this.byKey.set(key, [entry]);
        const lengths = this.lengthsByFirst.get(tokens[0]!.key) ?? [];
        if (!lengths.includes(tokens.length)) {
          lengths.push(tokens.length);
          lengths.sort((a, b) => b - a);
        }
        this.lengthsByFirst.set(tokens[0]!.key, lengths);
      });
    });
  }

  /** For each list, where the text names its values. */
  mentionsIn(text: IndexedText): Mention[][] {
    const found: Mention[][] = this.lists.map(() => []);
    const { tokens } = text;
    for (let first = 0; first < tokens.length; first++) {
      const lengths = this.lengthsByFirst.get(tokens[first]!.key);
      if (!lengths) continue;
      for (const length of lengths) {
        const past = first + length;
        if (past > tokens.length) continue;
        const entries = this.byKey.get(joinKeys(tokens, first, past));
        if (!entries) continue;
        const wordBefore = first > 0 && tokens[first - 1]!.word;
        const wordAfter = past < tokens.length && tokens[past]!.word;
        for (const entry of entries) {
          // A word token is whole by construction; a value's other character must not touch a word.
          if ((!entry.firstIsWord && wordBefore) || (!entry.lastIsWord && wordAfter)) continue;
          found[entry.list]!.push({ start: tokens[first]!.start, end: tokens[past - 1]!.end, value: entry.value });
        }
      }
    }
    return found;
  }
}

function joinKeys(tokens: readonly Token[], from: number, to: number): string {
  if (to - from === 1) return tokens[from]!.key;
  let key = tokens[from]!.key;
  for (let index = from + 1; index < to; index++) key += '\u0000' + tokens[index]!.key;
  return key;
}

/**
 * Whether `name` (case kept) appears as whole words in the text between `from` and `to`, as
 * `(?<![\p{L}\p{N}_])name(?![\p{L}\p{N}_])` would find it in that slice.
 */
export function namedBetween(text: IndexedText, name: string, from: number, to: number): boolean {
  const nameTokens = tokenize(name);
  if (nameTokens.length === 0) return false;
  const first = name.slice(nameTokens[0]!.start, nameTokens[0]!.end);
  const { tokens } = text;
  for (const index of text.startsOf(first)) {
    const start = tokens[index]!.start;
    if (start < from) continue;
    if (start + name.length > to) break;
    if (!text.text.startsWith(name, start)) continue;
    const before = index > 0 && start > from ? tokens[index - 1]! : undefined;
    const after = start + name.length < to ? tokens[index + nameTokens.length] : undefined;
    if (!nameTokens[0]!.word && before?.word) continue;
    if (!nameTokens[nameTokens.length - 1]!.word && after?.word) continue;
    // A name ending in a word must end where the text's word ends (`unit` is not in `units`).
    if (after !== undefined && after.start !== start + name.length) continue;
    return true;
  }
  return false;
}
