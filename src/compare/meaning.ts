// Whether a changed description changed what it tells the model, by a deliberately simple test: the two texts are
// compared by their "meaning-bearing" tokens only. Anything else that changed is rewording.
//
// Meaning-bearing tokens: numbers; URLs; paths (/x/y, ./x, ~/x); `code spans`; identifiers (snake_case,
// camelCase, or a tool name of either version); negations and limits (not, never, only, must, unless, …); units
// (ms, seconds, MB, %, …). Compared as multisets, case-insensitively.

const URL_PATTERN = /\bhttps?:\/\/[^\s)>\]"'`]+/gi;
const PATH_PATTERN = /(?<=^|[\s("'=])(?:~|\.{1,2})?\/[\w.@~-]+(?:\/[\w.@~-]*)*/g;
const CODE_PATTERN = /`([^`\n]{1,120})`/g;
const NUMBER_PATTERN = /\d+(?:[.,]\d+)*/g;
const WORD_PATTERN = /[A-Za-z][A-Za-z0-9_]*(?:['\u2019][a-z]+)?/g;

const KEYWORDS = new Set([
  // negations and restrictions
  'not',
  'no',
  'never',
  'none',
  'nothing',
  'nor',
  'cannot',
  "can't",
  "don't",
  "doesn't",
  "won't",
  "isn't",
  "aren't",
  'without',
  'except',
  'unless',
  'only',
  'must',
  'always',
  'required',
  'optional',
  'deprecated',
  'irreversible',
  'permanently',
  'permanent',
  'forbidden',
  'disallowed',
  // units
  'ms',
  'millisecond',
  'milliseconds',
  's',
  'sec',
  'secs',
  'second',
  'seconds',
  'min',
  'mins',
  'minute',
  'minutes',
  'h',
  'hr',
  'hrs',
  'hour',
  'hours',
  'day',
  'days',
  'week',
  'weeks',
  'b',
  'byte',
  'bytes',
  'kb',
  'kib',
  'mb',
  'mib',
  'gb',
  'gib',
  'tb',
  'percent',
  'px',
  'utc',
  'characters',
  'chars',
  'tokens',
  'items',
  'rows',
  'results',
]);

const MAX_TEXT = 20_000;

/** The meaning-bearing tokens of a text, sorted. `names` are the tool names of both versions, lower case. */
export function meaningTokens(text: string, names: ReadonlySet<string>): string[] {
  let rest = text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text;
  const tokens: string[] = [];
  const take = (pattern: RegExp, group: number) => {
    rest = rest.replace(pattern, (...match: string[]) => {
      tokens.push(match[group]!.toLowerCase());
      return ' ';
    });
  };
  take(URL_PATTERN, 0);
  take(CODE_PATTERN, 1);
  take(PATH_PATTERN, 0);
  for (const word of rest.match(WORD_PATTERN) ?? []) {
    const lower = word.toLowerCase().replace('’', "'");
    if (KEYWORDS.has(lower) || names.has(lower) || word.includes('_') || /[a-z][A-Z]/.test(word)) tokens.push(lower);
  }
  // Numbers last: the ones inside URLs, paths and identifiers were already taken with them.
  for (const number of rest.replace(WORD_PATTERN, ' ').match(NUMBER_PATTERN) ?? []) tokens.push(number);
  return tokens.sort();
}

/** Tokens in `before` and not in `after` (as multisets). */
export function multisetMinus(before: readonly string[], after: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const token of after) counts.set(token, (counts.get(token) ?? 0) + 1);
  const result: string[] = [];
  for (const token of before) {
    const left = counts.get(token) ?? 0;
    if (left > 0) counts.set(token, left - 1);
    else result.push(token);
  }
  return result;
}
