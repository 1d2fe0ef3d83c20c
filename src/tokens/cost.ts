// A text's token cost, worked out only as far as a verdict needs: first from its length (bounds.ts), then, when the
// bounds fall either side of the limit, by counting it in cl100k_base until the count passes the limit or the text
// ends (tokenizer.ts countTokensPast). A text that cannot be counted (over the cap, or with a run the tokenizer would
// take as one enormous piece) is estimated from its length, and every figure says whether it is an estimate.
import { CHARS_PER_TOKEN, estimateTokens } from './estimate.js';
import {
  COUNT_CAP_CHARACTERS,
  LONGEST_RUN_COUNTED,
  LONGEST_TOKEN_BYTES,
  notCountable,
  piecesAtLeast,
  tokenBounds,
  type NotCounted,
} from './bounds.js';
import { countTokensPast, type PartialCount } from './tokenizer.js';
import { plural } from '../core/plural.js';

/**
 * How many characters the tokenizer may still count for one server's tools. Each text is capped on its own
 * (bounds.ts), but a file of many large tools just under that cap could still keep a run counting for minutes; past
 * this budget the rest are estimated from their length, and say so. 4 Mi characters is about 1 M tokens of prose,
 * a hundred times the default server limit, and at most a few seconds of counting.
 */
export class CountBudget {
  static readonly CHARACTERS = 4 * 2 ** 20;
  constructor(public remaining = CountBudget.CHARACTERS) {}
}

export interface TokenFigure {
  tokens: number;
  /** Why the figure is an estimate; absent when the whole text was counted. */
  estimated?: string;
}

export class TextCost {
  /** Bounds on the count, narrowed by what has been counted. */
  lower: number;
  upper: number;
  private progress: PartialCount | undefined;
  private uncountable: NotCounted | 'budget' | undefined;
  private checked = false;
  private scanned = false;

  constructor(private readonly text: string) {
    ({ lower: this.lower, upper: this.upper } = tokenBounds(text));
  }

  /** Whether the tokenizer has counted any of the text. */
  get counted(): boolean {
    return this.progress !== undefined;
  }

  /** The count of the whole text, when it has been counted. */
  get exact(): number | undefined {
    return this.progress && this.progress.characters === this.text.length ? this.progress.tokens : undefined;
  }

  exceeds(limit: number, budget: CountBudget): boolean {
    if (this.upper <= limit) return false;
    if (this.raiseLower() > limit) return true;
    return (this.countPast(limit, budget)?.tokens ?? this.estimate()) > limit;
  }

  /** The lower bound with the text's pieces (bounds.ts piecesAtLeast), scanned once and only when the bytes do not decide. */
  raiseLower(): number {
    if (!this.scanned) {
      this.scanned = true;
      this.lower = Math.max(this.lower, piecesAtLeast(this.text));
    }
    return this.lower;
  }

  /** Counts the rest of the text, when it can be counted. */
  countAll(budget: CountBudget): void {
    this.countPast(Number.POSITIVE_INFINITY, budget);
  }

  /** The count when the whole text was counted, else an estimate: this never counts. */
  figure(): TokenFigure {
    const exact = this.exact;
    if (exact !== undefined) return { tokens: exact };
    return { tokens: this.estimate(), estimated: this.whyEstimated() };
  }

  /**
   * figure()'s number alone, for totals that say only whether a figure is estimated: why it is (whyEstimated) writes
   * numbers for people, and a number's first toLocaleString loads ICU's number formatting, about 12 ms of CPU.
   */
  get tokens(): number {
    return this.exact ?? this.estimate();
  }

  private countPast(limit: number, budget: CountBudget): PartialCount | undefined {
    if (!this.checked) {
      this.checked = true;
      this.uncountable = notCountable(this.text);
    }
    if (this.uncountable) return undefined;
    const counted = this.progress;
    if (counted && (counted.characters === this.text.length || counted.tokens > limit)) return counted;
    // Only a text that fits in what is left of the budget is counted (a partial count would be an estimate anyway).
    if (this.text.length - (counted?.characters ?? 0) > budget.remaining) {
      if (!counted) this.uncountable = 'budget';
      return counted;
    }
    this.progress = countTokensPast(this.text, limit, counted);
    budget.remaining -= this.progress.characters - (counted?.characters ?? 0);
    this.narrow(this.progress);
    return this.progress;
  }

  private narrow({ tokens, characters }: PartialCount): void {
    const rest = characters === this.text.length ? 0 : Buffer.byteLength(this.text.slice(characters), 'utf8');
    this.lower = Math.max(this.lower, tokens + Math.ceil(rest / LONGEST_TOKEN_BYTES));
    this.upper = tokens + rest;
  }

  /** A partial count scaled to the whole text, or the length at CHARS_PER_TOKEN; within the bounds either way. */
  private estimate(): number {
    const counted = this.progress;
    const guess =
      counted && counted.characters > 0
        ? Math.round((counted.tokens * this.text.length) / counted.characters)
        : estimateTokens(this.text.length);
    return Math.min(this.upper, Math.max(this.lower, guess));
  }

  private whyEstimated(): string {
    const length = this.text.length.toLocaleString('en-US');
    const counted = this.progress;
    if (counted)
      return `${counted.tokens.toLocaleString('en-US')} counted in its first ${counted.characters.toLocaleString('en-US')} of ${length} characters, which passed the limit, and the rest at that rate`;
    const from = `${length} characters at about ${CHARS_PER_TOKEN} a token`;
    if (this.uncountable === 'too-long')
      return `${from}; only texts up to ${COUNT_CAP_CHARACTERS / 2 ** 20} MiB are counted`;
    if (this.uncountable === 'budget')
      return `${from}; mcp-lint counts at most ${CountBudget.CHARACTERS / 2 ** 20} Mi characters of one server's tools, and the tools before it used that up`;
    if (this.uncountable === 'long-run')
      return `${from}; a run of over ${LONGEST_RUN_COUNTED.toLocaleString('en-US')} characters without a break is not counted`;
    return `${from}; it has at least ${this.lower.toLocaleString('en-US')}, which decides the limit, so it was not counted`;
  }
}

/**
 * Whether the costs add up to more than the limit: from their bounds first, then counting the texts whose bounds are
 * furthest apart until the sum is decided. Texts that cannot be counted add their estimates.
 */
export function sumExceeds(costs: readonly TextCost[], limit: number, budget: CountBudget): boolean {
  let upper = 0;
  for (const cost of costs) upper += cost.upper;
  if (upper <= limit) return false;
  let lower = 0;
  for (const cost of costs) lower += cost.raiseLower();
  if (lower > limit) return true;
  const open = costs.filter((cost) => cost.exact === undefined).sort((a, b) => b.upper - b.lower - (a.upper - a.lower));
  for (const cost of open) {
    lower -= cost.lower;
    upper -= cost.upper;
    cost.countAll(budget);
    lower += cost.lower;
    upper += cost.upper;
    if (upper <= limit) return false;
    if (lower > limit) return true;
  }
  return sumFigure(costs).tokens > limit;
}

/** The sum of the figures, saying how many of them are estimates. */
export function sumFigure(costs: readonly TextCost[]): TokenFigure {
  let tokens = 0;
  let estimated = 0;
  for (const cost of costs) {
    tokens += cost.tokens;
    if (cost.exact === undefined) estimated++;
  }
  return estimated === 0
    ? { tokens }
    : { tokens, estimated: `${estimated} of ${plural(costs.length, 'tool')} from their length or part of it` };
}
