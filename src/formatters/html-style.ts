// The report's only style sheet, inline: the page loads nothing, and its CSP allows this sheet by its hash alone.
import { createHash } from 'node:crypto';

export const HTML_STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:2em auto;max-width:62em;padding:0 1em;color:#1b1f24;background:#fff}
h1{font-size:1.5em}h2{font-size:1.15em;margin-top:2em;border-bottom:1px solid #d0d7de;overflow-wrap:anywhere}
.summary span{margin-right:1.2em}
.chart{display:block;max-width:100%;height:auto;font:12px system-ui,sans-serif;margin:.5em 0}
.chart rect{fill:#8c959f}.chart .error rect{fill:#cf222e}.chart .warning rect{fill:#bf8700}.chart .info rect{fill:#0969da}
.chart text{fill:#1b1f24}
ol.findings{padding-left:1.5em}
.finding{margin:.8em 0;padding:.3em .6em;border-left:4px solid #8c959f;background:#f6f8fa}
.finding.error{border-color:#cf222e}.finding.warning{border-color:#bf8700}.finding.info{border-color:#0969da}
.head,.message,.fix-label{margin:.2em 0}.message{white-space:pre-wrap;overflow-wrap:anywhere}
.level{font-weight:600;text-transform:uppercase;font-size:.8em}.level.error{color:#cf222e}.level.warning{color:#9a6700}.level.info{color:#0969da}
.place{color:#57606a}
pre{background:#fff;border:1px solid #d0d7de;padding:.4em;overflow-x:auto;margin:.3em 0}
.line.marked{background:#fff8c5;display:inline-block;min-width:100%}.number{color:#8c959f}
.before{background:#ffebe9}.after{background:#dafbe1}
.tokens,.legend{color:#57606a}.legend{font-size:.85em}
`;

/** The CSP source that allows exactly HTML_STYLE. */
export function styleHash(): string {
  return `'sha256-${createHash('sha256').update(HTML_STYLE).digest('base64')}'`;
}
