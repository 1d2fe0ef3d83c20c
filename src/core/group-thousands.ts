// Digit grouping for counts shown to people ("12,345"), without Intl: the first toLocaleString of a run loads ICU's
// number formatting, 10–15 ms of a whole lint run for one comma per thousand.
// Kept for the start-up ratio (at most 0.75× ESLint's time on a one-line file), not for memory: a small capture that
// needs a token count measured 0.76× ESLint's CPU on 2026-12-06, and toLocaleString's first use would add ICU's
// number formatting to every run that prints a count. (The absolute 150 MB goal it was first kept for is gone: memory
// is now a ratio to Spectral's, met with 0.66×.)

/** The same text as `value.toLocaleString('en-US')`; anything but a non-negative safe integer is left to Intl. */
export function groupThousands(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0 || Object.is(value, -0)) return value.toLocaleString('en-US');
  const digits = String(value);
  const head = ((digits.length - 1) % 3) + 1;
  let grouped = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) grouped += ',' + digits.slice(i, i + 3);
  return grouped;
}
