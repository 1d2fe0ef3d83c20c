import { describe, expect, it } from 'vitest';
import { formatStylish } from '../../src/lint/formatters/stylish.js';
import { summarize } from '../../src/lint/engine.js';
import { cleanResult, context, fatalResult, fileResult, fullReport, liveResult, report } from './reports.js';

const ESC = '\u001b[';

describe('stylish formatter', () => {
  const plain = formatStylish(fullReport, context());

  it('prints each input with aligned line:column, severity, message and rule', () => {
    const block = plain.split('\n\n')[0]!.trim().split('\n');
    expect(block[0]).toBe('tools/search.json');
    expect(block[1]).toMatch(/^ {2}4:15 {3}error {4}Tool "search" has inputSchema type "array"\. Use "type": "object"\. +input-schema-root-object$/);
    expect(block[2]).toMatch(/^ {2}7:9 {4}warning {2}Parameter "q" of tool "search" has no description\. +property-description$/);
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
    expect(plain).toMatch(/src\/server\.ts\n {2}2:1 {2}warning {2}Unused mcp-lint-disable directive[^\n]*Remove it\.\n/);
  });

  it('skips clean inputs and suppressed findings', () => {
    expect(plain).not.toContain('clean.json');
    expect(plain).not.toContain('returns a string');
  });

  it('ends with counts of errors, warnings and infos', () => {
    expect(plain.trimEnd().split('\n').at(-1)).toBe('✖ 8 problems (4 errors, 3 warnings, 1 info), 1 fatal (input could not be linted)');
    expect(formatStylish(report([liveResult]), context()).trimEnd().split('\n').at(-1)).toBe('⚠ 1 problem (0 errors, 1 warning)');
  });

  it('says when --max-warnings was exceeded', () => {
    const out = formatStylish(report([liveResult]), context({ maxWarningsExceeded: { maxWarnings: 0, foundWarnings: 1 } }));
    expect(out.trimEnd().split('\n').at(-1)).toBe('mcp-lint found too many warnings (maximum: 0, found: 1).');
  });

  it('prints nothing for a clean run', () => {
    expect(formatStylish(report([cleanResult]), context())).toBe('');
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
        { ...fatalResult.diagnostics[0]!, range: undefined, fatal: false, ruleId: 'x', toolName: 'echo', pointer: '/inputSchema', message: 'm1' },
        { ...fatalResult.diagnostics[0]!, range: undefined, message: 'm2' },
      ],
    };
    const lines = formatStylish(report([unplaced]), context()).split('\n');
    expect(lines).toContain('  tool "echo" at /inputSchema  error  m1  x');
    expect(lines).toContain('  -                            fatal  m2');
  });

  it('indents the continuation lines of a multi-line message under the message', () => {
    const multi = { ...fatalResult, diagnostics: [{ ...fatalResult.diagnostics[0]!, message: 'first line\nsecond line' }] };
    const out = formatStylish(report([multi]), context());
    expect(out).toContain('  3:5  fatal  first line\n              second line\n');
  });

  it('prints a file with more findings than a call can take arguments (Math.max(...) overflowed the stack)', () => {
    const diagnostics = Array.from({ length: 200_000 }, (_, i) => ({
      ruleId: 'property-description', severity: 'warning' as const, message: `Parameter p${i} has no description.`,
      source: 'big.json', pointer: `/tools/${i}`, range: { start: { line: i + 1, column: 3 }, end: { line: i + 1, column: 9 } },
    }));
    const output = formatStylish(summarize([{ source: 'big.json', kind: 'json', diagnostics, suppressed: [], toolCount: 200_000 }]), context());
    expect(output).toContain('200000:3');
    expect(output).toMatch(/200,?000 problems/);
  });
});
