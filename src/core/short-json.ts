// A value as JSON text for a message, cut at `max` characters: what a server sent, quoted in a finding.
export function shortJson(value: unknown, max = 120): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > max ? text.slice(0, max) + '…' : text;
}
