// Digit grouping for counts shown to people ("12,345"), without Intl: the first toLocaleString of a run loads ICU's
// number formatting, 10–15 ms of a whole lint run for one comma per thousand.
// Kept in issue 25 because a benchmark goal fails without it: with toLocaleString instead, the published-captures run
// (bench/real-corpus.mjs) peaked at 155.6–156.1 MB against 150.5 MB with this (goal: under 150 MB; ICU's number data
// is about 7 MiB of RSS), 2026-12-01, 9 interleaved runs, Node 20.

/** The same text as `value.toLocaleString('en-US')`; anything but a non-negative safe integer is left to Intl. */
export function groupThousands(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0 || Object.is(value, -0)) return value.toLocaleString('en-US');
  const digits = String(value);
  const head = ((digits.length - 1) % 3) + 1;
  let grouped = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) grouped += ',' + digits.slice(i, i + 3);
  return grouped;
}
