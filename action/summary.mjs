// The job summary ($GITHUB_STEP_SUMMARY): counts per severity and per rule, then the worst findings first, each at
// its file:line with a link to its rule's docs. Made from mcp-lint's `--format json` report (ESLint's shape).
// Messages and paths come from the linted tree, so every one is escaped for Markdown before it is written.
import { isAbsolute, relative, sep } from 'node:path';

const SEVERITIES = ['error', 'warning', 'info'];
const SHOWN_FINDINGS = 20;

/** A rule's docs page, as the CLI links it (src/core/docs-url.ts; test/action checks that they agree). */
export function ruleDocsUrl(ruleId) {
  return `https://github.com/create-mcp-tool/create-mcp-tool/blob/main/docs/rules/${encodeURIComponent(ruleId)}.md`;
}

// C0 and C1 controls, DEL, bidi controls and the Unicode line separators: shown as \uXXXX, never acted on.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;
// Every ASCII punctuation character may be backslash-escaped in CommonMark, which makes it plain text: no emphasis,
// link, HTML tag, entity or table cell boundary can come from untrusted text.
const PUNCTUATION = /[!-/:-@[-`{-~]/g;

/** Untrusted text as literal Markdown on one line (a table cell): its own line breaks become `<br>`. */
export function escapeMarkdown(text) {
  return String(text)
    .split(/\r?\n/)
    .map((line) => line.replace(UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).replace(PUNCTUATION, '\\$&'))
    .join('<br>');
}

/** `filePath` relative to `dir` with forward slashes, or undefined when it is not inside `dir`. */
function inside(dir, filePath) {
  if (!isAbsolute(filePath)) return undefined;
  const path = relative(dir, filePath);
  return path && !path.startsWith('..') && !isAbsolute(path) ? path.split(sep).join('/') : undefined;
}

/**
 * A link to a finding's line in the commit the workflow checked out, from the runner's environment; undefined
 * outside a checked-out repository. Each path segment is percent-encoded, parentheses included, so the URL cannot
 * end the Markdown link early.
 */
export function sourceLinker(env) {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_SHA: sha, GITHUB_WORKSPACE: workspace } = env;
  if (!server || !repository || !sha || !workspace) return () => undefined;
  return (filePath, line) => {
    const path = inside(workspace, filePath);
    if (path === undefined) return undefined;
    const encoded = path.split('/').map((segment) => encodeURIComponent(segment).replace(/[()'*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)).join('/');
    return `${server}/${repository}/blob/${sha}/${encoded}${line !== undefined ? `#L${line}` : ''}`;
  };
}

const plural = (count, word) => `${count} ${word}${count === 1 ? '' : 's'}`;

function ruleCell(ruleId) {
  return ruleId ? `[${escapeMarkdown(ruleId)}](${ruleDocsUrl(ruleId)})` : '(no rule)';
}

function totalsLine(counts, results) {
  const tools = results.reduce((sum, result) => sum + (result.toolCount ?? 0), 0);
  const found = SEVERITIES.map((severity) => (severity === 'info' ? `${counts.info} info` : plural(counts[severity], severity))).join(', ');
  return `${found} in ${plural(results.length, 'input')} (${plural(tools, 'tool')}).`;
}

/** The summary's Markdown for a run that checked (exit 0 or 1). */
export function summaryMarkdown(results, { cwd, label, exitCode, linkTo = () => undefined }) {
  const findings = results.flatMap((result) =>
    result.messages.map((message) => ({ ...message, filePath: result.filePath, where: inside(cwd, result.filePath) ?? result.filePath })),
  );
  const counts = { error: 0, warning: 0, info: 0 };
  const perRule = new Map();
  for (const finding of findings) {
    const level = SEVERITIES.includes(finding.level) ? finding.level : finding.severity === 2 ? 'error' : 'warning';
    finding.level = level;
    counts[level] += 1;
    const key = finding.ruleId ?? '';
    if (!perRule.has(key)) perRule.set(key, { error: 0, warning: 0, info: 0 });
    perRule.get(key)[level] += 1;
  }
  const lines = [`## mcp-lint`, '', `${escapeMarkdown(label)}: ${totalsLine(counts, results)}`];
  if (exitCode === 1 && counts.error === 0) lines.push('', 'The step failed: more warnings than `max-warnings` allows.');
  if (findings.length === 0) return lines.join('\n') + '\n';

  const rank = (level) => SEVERITIES.indexOf(level);
  const rules = [...perRule.entries()].sort(([a, x], [b, y]) => y.error - x.error || y.warning - x.warning || y.info - x.info || a.localeCompare(b));
  lines.push('', '| Rule | Errors | Warnings | Info |', '| --- | ---: | ---: | ---: |');
  for (const [ruleId, count] of rules) lines.push(`| ${ruleCell(ruleId)} | ${SEVERITIES.map((s) => count[s]).join(' | ')} |`);

  // Array.prototype.sort is stable: within a severity, findings stay in file and line order.
  const worst = [...findings].sort((a, b) => rank(a.level) - rank(b.level)).slice(0, SHOWN_FINDINGS);
  lines.push('', worst.length < findings.length ? `### The first ${worst.length} of ${findings.length} findings` : '### Findings', '');
  lines.push('| Severity | Where | Tool | Rule | Message |', '| --- | --- | --- | --- | --- |');
  for (const finding of worst) {
    const where = escapeMarkdown(finding.line !== undefined ? `${finding.where}:${finding.line}` : finding.where);
    const link = linkTo(finding.filePath, finding.line);
    const tool = finding.toolName !== undefined ? escapeMarkdown(finding.toolName) : '';
    lines.push(`| ${finding.level} | ${link ? `[${where}](${link})` : where} | ${tool} | ${ruleCell(finding.ruleId)} | ${escapeMarkdown(finding.message)} |`);
  }
  if (worst.length < findings.length) lines.push('', `${findings.length - worst.length} more in the step's report (annotations, log or SARIF).`);
  return lines.join('\n') + '\n';
}

/** The summary's Markdown when nothing was checked (exit 2): what stopped it, as the step's error says. */
export function failureMarkdown(reason) {
  return `## mcp-lint\n\nNothing was checked: ${escapeMarkdown(reason)}\n`;
}
