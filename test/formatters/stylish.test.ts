import { describe, expect, it } from 'vitest';
import { formatStylish } from '../../src/formatters/stylish.js';
import { summarize } from '../../src/core/engine.js';
import { cleanResult, context, fatalResult, fileResult, fullReport, liveResult, report } from './reports.js';

const ESC = '\u001b[';

describe('stylish formatter', () => {
  // Wide enough that no message wraps: the column layout itself is checked here, wrapping further down.
  const plain = formatStylish(fullReport, context({ width: 200 }));

  it('prints each input with aligned line:column, severity, message and rule', () => {
    const block = plain.split('\n\n')[0]!.trim().split('\n');
    expect(block[0]).toBe('tools/search.json');
    expect(block[1]).toMatch(
      /^ {2}4:15 {3}error {4}Tool "search" has inputSchema type "array"\. Use "type": "object"\. +input-schema-root-object$/,
    );
    expect(block[2]).toMatch(
      /^ {2}7:9 {4}warning {2}Parameter "q" of tool "search" has no description\. +property-description$/,
    );
    expect(block[5]).toMatch(/^ {2}20:22 {2}info {5}Tool "ping"/);
    // The rule column starts at the same place on every row.
    const ruleColumns = block.slice(1).map((line) => line.search(/\S+$/));
    expect(new Set(ruleColumns).size).toBe(1);
  });

  it('shows live findings by server, tool and pointer', () => {
    expect(plain).toContain('stdio:node dist/index.js (weather 0.4.0)\n');
    expect(plain).toMatch(/\n {2}tool "forecast" at \/inputSchema\/properties\/city {2}warning {2}Parameter "city"/);
  });

  it('marks fatal diagnostics as fatal and rule-less findings without a rule', () => {
    expect(plain).toContain('broken.json\n  3:5  fatal  broken.json is not valid JSON');
    expect(plain).toMatch(
      /src\/server\.ts\n {2}2:1 {2}warning {2}Unused mcp-lint-disable directive[^\n]*Remove it\.\n/,
    );
  });

  it('skips clean inputs and suppressed findings', () => {
    expect(plain).not.toContain('clean.json');
    expect(plain).not.toContain('returns a string');
  });

  it('ends with counts of errors, warnings and infos', () => {
    expect(plain.trimEnd().split('\n').at(-1)).toBe(
      '✖ 8 problems (4 errors, 3 warnings, 1 info), 1 fatal (input could not be linted)',
    );
    expect(
      formatStylish(report([liveResult]), context())
        .trimEnd()
        .split('\n')
        .at(-1),
    ).toBe('⚠ 1 problem (0 errors, 1 warning)');
  });

  it('says when --max-warnings was exceeded', () => {
    const out = formatStylish(
      report([liveResult]),
      context({ maxWarningsExceeded: { maxWarnings: 0, foundWarnings: 1 } }),
    );
    expect(out.trimEnd().split('\n').at(-1)).toBe('mcp-lint found too many warnings (maximum: 0, found: 1).');
  });

  it('says what a clean run checked, in one line', () => {
    expect(formatStylish(report([cleanResult]), context())).toBe('✔ 1 file, 4 tools: no problems\n');
    const two = { ...cleanResult, source: 'more.json', toolCount: 1 };
    expect(formatStylish(report([cleanResult, two, { ...liveResult, toolCount: 1, diagnostics: [] }]), context())).toBe(
      '✔ stdio:node dist/index.js (weather 0.4.0): 1 tool, no problems\n✔ 2 files, 1 server, 6 tools: no problems\n',
    );
    // Under --quiet warnings were dropped before formatting: "no problems" would not be true.
    expect(formatStylish(report([cleanResult]), context({ quiet: true }))).toBe('✔ 1 file, 4 tools: no errors\n');
  });

  it('names a clean server beside the servers with findings (--client-config)', () => {
    const out = formatStylish(
      report([liveResult, { ...liveResult, source: 'github', server: undefined, toolCount: 12, diagnostics: [] }]),
      context(),
    );
    expect(out).toContain('\n✔ github: 12 tools, no problems\n⚠ 1 problem (0 errors, 1 warning)\n');
  });

  it('wraps messages inside their column to the width (80 by default), the rule on the first line', () => {
    const message =
      'The tool has no annotations, so clients must treat it as destructive, non-idempotent and open-world. Add "annotations" with readOnlyHint.';
    const one = { ...fileResult, diagnostics: [{ ...fileResult.diagnostics[0]!, message }] };
    for (const width of [undefined, 75, 120]) {
      const lines = formatStylish(report([one]), context(width === undefined ? {} : { width }))
        .split('\n')
        .filter((line) => line.startsWith('  '));
      for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(width ?? 80);
      expect(lines[0]).toMatch(/^ {2}4:15 {2}error {2}The tool has no annotations, .* {2}input-schema-root-object$/);
      const column = lines[0]!.indexOf('The tool');
      for (const line of lines.slice(1)) expect(line.search(/\S/), line).toBe(column);
      expect(
        lines
          .map((line) => line.trim())
          .join(' ')
          .replace(/ +input-schema-root-object/, ''),
      ).toContain(message);
    }
  });

  it('keeps the rule on the first line of its finding when the terminal is too narrow for both columns', () => {
    const one = { ...fileResult, diagnostics: [fileResult.diagnostics[0]!] };
    const lines = formatStylish(report([one]), context({ width: 50 }))
      .split('\n')
      .filter((line) => line.startsWith('  '));
    expect(lines[0]).toMatch(/^ {2}4:15 {2}error {2}Tool "search" has .* {2}input-schema-root-object$/);
    for (const line of lines.slice(1)) expect(line).not.toContain('input-schema-root-object');
  });

  it('prints one line per finding outside a terminal: path:line:col  severity  message  rule', () => {
    const out = formatStylish(fullReport, context({ width: undefined }));
    const lines = out.split('\n');
    expect(lines).toContain(
      'tools/search.json:4:15  error  Tool "search" has inputSchema type "array". Use "type": "object".  input-schema-root-object',
    );
    expect(lines).toContain(
      'stdio:node dist/index.js (weather 0.4.0): tool "forecast" at /inputSchema/properties/city  warning  Parameter "city" of tool "forecast" has no description.  property-description',
    );
    expect(lines).toContain('broken.json:3:5  fatal  broken.json is not valid JSON: expected "," or "}" at 3:5.');
    expect(lines.at(-2)).toBe('✖ 8 problems (4 errors, 3 warnings, 1 info), 1 fatal (input could not be linted)');
    const multi = {
      ...fatalResult,
      diagnostics: [{ ...fatalResult.diagnostics[0]!, message: 'first line\nsecond line' }],
    };
    expect(formatStylish(report([multi]), context({ width: undefined }))).toContain(
      '\nbroken.json:3:5  fatal  first line\n    second line\n',
    );
  });

  it('never cuts a suggestion: it wraps whole under its finding', () => {
    const desc =
      'Write the parameters as zod: ' + Array.from({ length: 30 }, (_, i) => `field${i}: z.string()`).join(', ');
    const hinted = {
      ...fileResult,
      diagnostics: [
        {
          ...fileResult.diagnostics[0]!,
          suggestions: [{ desc, fix: { range: [0, 0] as [number, number], text: '' } }],
        },
      ],
    };
    const out = formatStylish(report([hinted]), context());
    expect(out).not.toContain('…');
    const text = out
      .split('\n')
      .filter((line) => line.length > 0)
      .map((line) => line.trim())
      .join(' ');
    expect(text).toContain(`suggestion: ${desc}`);
    for (const line of out.split('\n')) expect(line.length, line).toBeLessThanOrEqual(80);
  });

  it('counts tools with the right plural', () => {
    const tokens = (n: number) => ({
      encoding: 'o200k_base',
      total: 100 * n,
      tools: Array.from({ length: n }, (_, i) => ({ name: `t${i}`, tokens: 100 })),
    });
    expect(formatStylish(report([{ ...fileResult, contextTokens: tokens(1) }]), context())).toContain(
      '  1 tool costs 100 tokens (o200k_base) on every request',
    );
    expect(formatStylish(report([{ ...fileResult, contextTokens: tokens(2) }]), context())).toContain(
      '  2 tools cost 200 tokens (o200k_base) on every request',
    );
  });

  it('colours only when the context allows it, whatever the terminal', () => {
    expect(plain).not.toContain(ESC);
    const coloured = formatStylish(report([fileResult, fatalResult]), context({ color: true }));
    expect(coloured).toContain(`${ESC}31merror`);
    expect(coloured).toContain(`${ESC}33mwarning`);
    expect(coloured).toContain(`${ESC}4m`);
    // Colour codes do not break the alignment of the visible text.
    const visible = coloured.replace(/\u001b\[\d+m/g, '');
    expect(visible).toBe(formatStylish(report([fileResult, fatalResult]), context()));
  });

  it('names the tool when a file finding has no position, and shows - when it has neither', () => {
    const unplaced = {
      ...fatalResult,
      diagnostics: [
        {
          ...fatalResult.diagnostics[0]!,
          range: undefined,
          fatal: false,
          ruleId: 'x',
          toolName: 'echo',
          pointer: '/inputSchema',
          message: 'm1',
        },
        { ...fatalResult.diagnostics[0]!, range: undefined, message: 'm2' },
      ],
    };
    const lines = formatStylish(report([unplaced]), context()).split('\n');
    expect(lines).toContain('  tool "echo" at /inputSchema  error  m1  x');
    expect(lines).toContain('  -                            fatal  m2');
  });

  it('indents the continuation lines of a multi-line message under the message', () => {
    const multi = {
      ...fatalResult,
      diagnostics: [{ ...fatalResult.diagnostics[0]!, message: 'first line\nsecond line' }],
    };
    const out = formatStylish(report([multi]), context());
    expect(out).toContain('  3:5  fatal  first line\n              second line\n');
  });

  it('prints a file with more findings than a call can take arguments (Math.max(...) overflowed the stack)', () => {
    const diagnostics = Array.from({ length: 200_000 }, (_, i) => ({
      ruleId: 'property-description',
      severity: 'warning' as const,
      message: `Parameter p${i} has no description.`,
      source: 'big.json',
      pointer: `/tools/${i}`,
      range: { start: { line: i + 1, column: 3 }, end: { line: i + 1, column: 9 } },
    }));
    const output = formatStylish(
      summarize([{ source: 'big.json', kind: 'json', diagnostics, suppressed: [], toolCount: 200_000 }]),
      context(),
    );
    expect(output).toContain('200000:3');
    expect(output).toMatch(/200,?000 problems/);
  });
});
