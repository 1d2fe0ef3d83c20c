// --list-clients: the client profiles --client takes, what each checks, the level it turns its rules on at, and
// the main source (each rule's docs page lists every source with the date checked).
import { CLIENT_PROFILES } from '../config/client-profiles.js';
import { ruleDocsUrl } from '../core/docs-url.js';

export function listClientsJson(): string {
  const rows = CLIENT_PROFILES.map((p) => ({
    name: p.name,
    client: p.label,
    rules: p.rules,
    level: p.level,
    checks: p.checks,
    source: p.source,
    docs: p.rules.map((id) => ruleDocsUrl(id)),
  }));
  return JSON.stringify(rows, null, 2) + '\n';
}

export function listClientsTable(): string {
  const header = ['client', 'level', 'checks', 'source'];
  const rows = CLIENT_PROFILES.map((p) => [p.name, p.level, `${p.label}: ${p.checks}`, p.source]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i < cells.length - 1 ? cell.padEnd(widths[i]!) : cell))
      .join('  ')
      .trimEnd();
  const out = [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
  out.push('', 'Use: mcp-lint --client <client> … (repeatable), or "clients": [...] in mcp-lint.config.json.');
  out.push(`Every constraint and its source, with the date checked: ${ruleDocsUrl('client-<client>')}`);
  return out.join('\n') + '\n';
}
