// The HTML formatter's parts: escaping of untrusted text, the SVG (bars proportional to tokens, a server without
// tools, size linear in the tools), excerpts and fixes, and the page's strict CSP.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeHtmlLines } from '../../src/formatters/html-escape.js';
import { barLength, toolChart, type ToolBar } from '../../src/formatters/html-chart.js';
import { formatHtml, toolBars } from '../../src/formatters/html.js';
import { HTML_STYLE } from '../../src/formatters/html-style.js';
import { jsonLines } from '../../src/formatters/json-lines.js';
import type { LintResult } from '../../src/core/types.js';
import { context, fileResult, fullReport, liveResult, report } from './reports.js';

const HOSTILE = '</script><img src=x onerror="alert(1)">\'&\u202e\u001b[2J\u2066';

/** Tags in the output: the hostile text must add none. */
function tagsOf(html: string): string[] {
  return [...html.matchAll(/<([a-zA-Z][a-zA-Z0-9]*)/g)].map((match) => match[1]!.toLowerCase());
}

function hostileResult(): LintResult {
  return {
    source: `tools${HOSTILE}.json`,
    kind: 'json',
    toolCount: 1,
    server: { name: HOSTILE },
    contextTokens: { encoding: 'cl100k_base', total: 40, tools: [{ name: HOSTILE, tokens: 40 }] },
    diagnostics: [
      {
        ruleId: 'tool-name-format',
        severity: 'warning',
        message: `Tool name "${HOSTILE}" is not allowed.\nSecond line ${HOSTILE}`,
        source: `tools${HOSTILE}.json`,
        toolName: HOSTILE,
        pointer: '/name',
        range: { start: { line: 1, column: 1 }, end: { line: 1, column: 5 } },
        fix: { range: [0, 4], text: HOSTILE },
        suggestions: [{ desc: HOSTILE, fix: { range: [0, 0], text: 'x' } }],
      },
    ],
    suppressed: [],
  };
}

describe('escapeHtml', () => {
  it('turns markup into entities and control and bidi characters into visible \\uXXXX', () => {
    expect(escapeHtml(HOSTILE)).toBe(
      '&lt;/script&gt;&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&#39;&amp;\\u202e\\u001b[2J\\u2066',
    );
  });

  it('keeps line breaks of multi-line text and escapes each line', () => {
    expect(escapeHtmlLines('a<b\r\n\tc\u202e')).toBe('a&lt;b\n  c\\u202e');
  });
});

describe('formatHtml', () => {
  it('adds no element of its own for hostile names, sources, messages, fixes and source text', () => {
    const hostile = hostileResult();
    const page = formatHtml(
      report([hostile]),
      context({ sourceTexts: new Map([[hostile.source, `${HOSTILE}\n${HOSTILE}`]]) }),
    );
    const clean = formatHtml(
      report([
        {
          ...hostile,
          source: 'a.json',
          server: { name: 'a' },
          contextTokens: { ...hostile.contextTokens!, tools: [{ name: 'a', tokens: 40 }] },
          diagnostics: [
            {
              ...hostile.diagnostics[0]!,
              message: 'a',
              toolName: 'a',
              fix: { range: [0, 4], text: 'a' },
              suggestions: [{ desc: 'a', fix: { range: [0, 0], text: 'x' } }],
            },
          ],
        },
      ]),
      context({ sourceTexts: new Map([['a.json', 'a\na']]) }),
    );
    expect(tagsOf(page)).toEqual(tagsOf(clean));
    expect(page).not.toMatch(/<img|<\/script|[\u202e\u001b\u2066]/);
    expect(page).toContain('&lt;/script&gt;&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  });

  it('has a strict CSP: nothing but the inline style sheet, allowed by its hash', () => {
    const page = formatHtml(fullReport, context());
    const hash = createHash('sha256').update(HTML_STYLE).digest('base64');
    expect(page).toContain(
      `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'sha256-${hash}';`,
    );
    expect(page).toContain(`<style>${HTML_STYLE}</style>`);
    expect(page).not.toMatch(/<script|<link|src=|href=|url\(/);
  });

  it('shows each finding with its lines, the marked ones those it points at, and the text a fix replaces and inserts', () => {
    const text = ['{', '  "tools": [', '    {', '      "type": "array"', '    }', '  ]', '}'].join('\n');
    const page = formatHtml(report([fileResult]), context({ sourceTexts: new Map([[fileResult.source, text]]) }));
    expect(page).toContain(
      '<span class="line marked"><span class="number">4</span>       &quot;type&quot;: &quot;array&quot;</span>',
    );
    expect(page).toContain('<span class="line"><span class="number">3</span>     {</span>');
    const fixed = formatHtml(
      report([hostileResult()]),
      context({ sourceTexts: new Map([[hostileResult().source, 'abcdef']]) }),
    );
    expect(fixed).toContain('<pre class="before">abcd</pre>');
    expect(fixed).toContain('Suggestion: &lt;/script&gt;');
  });

  it("lists a live server's findings by tool and pointer, without an excerpt", () => {
    const page = formatHtml(report([liveResult]), context());
    expect(page).toContain('tool &quot;forecast&quot; at /inputSchema/properties/city');
    expect(page).not.toContain('class="excerpt"');
  });
});

describe("the SVG of a server's tools", () => {
  const bar = (name: string, tokens: number, findings = 0): ToolBar => ({ name, tokens, findings });

  it('draws bars proportional to the tokens, the costliest filling the column', () => {
    const svg = toolChart([bar('small', 50), bar('big', 200), bar('mid', 100, 2)], 'server');
    const widths = [...svg.matchAll(/<rect [^>]*width="([\d.]+)"/g)].map((match) => Number(match[1]));
    expect(widths).toEqual([barLength(200, 200), barLength(100, 200), barLength(50, 200)]);
    expect(widths[0]! / widths[1]!).toBe(2);
    expect(widths[1]! / widths[2]!).toBe(2);
    expect(svg).toContain('100 tokens · 2 findings');
  });

  it('says a server without tools has none, in one row', () => {
    const svg = toolChart([], 'empty');
    expect(svg).toContain('No tools listed.');
    expect(svg).not.toContain('<rect');
    expect(
      formatHtml(
        report([{ source: 'empty.json', kind: 'json', toolCount: 0, diagnostics: [], suppressed: [] }]),
        context(),
      ),
    ).toContain('No tools listed.');
  });

  it('stays linear: 500 tools with very long names take 2 × the bytes of 250, each row bounded', () => {
    const many = (count: number) =>
      Array.from({ length: count }, (_, index) => bar(`${'n'.repeat(10_000)}${index}`, index * 7, index % 3));
    const half = toolChart(many(250), 'half').length;
    const full = toolChart(many(500), 'full').length;
    expect(full / half).toBeGreaterThan(1.9);
    expect(full / half).toBeLessThan(2.1);
    expect(full).toBeLessThan(500 * 600);
  });

  it("counts each tool's findings and its worst level from the report", () => {
    const result: LintResult = {
      ...fileResult,
      contextTokens: {
        encoding: 'cl100k_base',
        total: 30,
        tools: [
          { name: 'search', tokens: 20 },
          { name: 'other', tokens: 10 },
        ],
      },
    };
    expect(toolBars(result)).toEqual([
      { name: 'search', tokens: 20, findings: 2, worst: 'error' },
      { name: 'other', tokens: 10, findings: 0 },
    ]);
  });
});

describe('jsonLines', () => {
  it('writes what JSON.stringify(value, null, 2) writes, line for line', () => {
    const value = { name: 'a', list: [1, 'two', null, [], {}], nested: { deep: { x: true } }, empty: '' };
    expect(jsonLines(value, 100)).toEqual({ lines: JSON.stringify(value, null, 2).split('\n'), truncated: false });
  });

  it('stops at the limit, whatever the size of the value', () => {
    const huge = {
      properties: Object.fromEntries(
        Array.from({ length: 100_000 }, (_, index) => [`p${index}`, { type: 'string', description: 'x'.repeat(5000) }]),
      ),
    };
    const { lines, truncated } = jsonLines(huge, 12);
    expect(lines).toHaveLength(12);
    expect(truncated).toBe(true);
    expect(lines.join('\n').length).toBeLessThan(12 * 1100);
    expect(lines.slice(0, 3)).toEqual(['{', '  "properties": {', '    "p0": {']);
  });
});

describe('a live finding in the HTML report', () => {
  it('quotes the JSON it points at from the definitions the server listed, escaped', () => {
    const definitions = [
      { name: 'forecast', inputSchema: { type: 'object', properties: { city: { type: 'string', title: HOSTILE } } } },
    ];
    const page = formatHtml(report([{ ...liveResult, liveDefinitions: definitions }]), context());
    expect(page).toContain(
      '<pre class="excerpt json">{\n  &quot;type&quot;: &quot;string&quot;,\n  &quot;title&quot;: &quot;&lt;/script&gt;',
    );
    expect(page).not.toMatch(/<img|[\u202e\u001b]/);
  });
});
