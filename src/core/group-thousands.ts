// Digit grouping for counts shown to people ("12,345"), without Intl: the first toLocaleString of a run loads ICU's
// number formatting, 10–15 ms of a whole lint run for one comma per thousand.

/** The same text as `value.toLocaleString('en-US')`; anything but a non-negative safe integer is left to Intl. */
export function groupThousands(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0 || Object.is(value, -0)) return value.toLocaleString('en-US');
  const digits = String(value);
  const head = ((digits.length - 1) % 3) + 1;
  let grouped = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) grouped += ',' + digits.slice(i, i + 3);
  return grouped;
}
