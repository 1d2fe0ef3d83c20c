// Generated servers repeat one description over many tools (one published server repeats 450 KB of parameter
// descriptions): a check that depends only on a string's text runs once per distinct text and source. Bounded: past
// MAX_TEXTS_PER_SOURCE texts the rest are checked each time. A memo holds only strings of the definitions themselves,
// which the source keeps alive anyway, and goes with the object it is kept for.
const MAX_TEXTS_PER_SOURCE = 10_000;

export class SourceTextMemo<T> {
  private readonly bySource = new WeakMap<object, Map<string, T>>();

  constructor(private readonly compute: (text: string) => T) {}

  /** The memo of one source, kept for an object the source holds for the run (its tool list, its set of names). */
  of(source: object): Map<string, T> {
    let memo = this.bySource.get(source);
    if (!memo) this.bySource.set(source, (memo = new Map()));
    return memo;
  }

  /** The value for `text`, computed on its first use in this memo (values are never undefined). */
  get(memo: Map<string, T>, text: string): T {
    let value = memo.get(text);
    if (value === undefined) {
      value = this.compute(text);
      if (memo.size < MAX_TEXTS_PER_SOURCE) memo.set(text, value);
    }
    return value;
  }
}
