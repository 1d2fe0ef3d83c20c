import { describe, expect, it } from 'vitest';
import { escapeData, escapeProperty, formatGithub } from '../../src/formatters/github.js';
import { context, fileResult, fatalResult, fullReport, liveResult, report } from './reports.js';

describe('github formatter', () => {
  const lines = formatGithub(fullReport, context()).trimEnd().split('\n');

  it('writes one workflow command per finding, notice for info', () => {
    expect(lines).toHaveLength(8);
    expect(lines[0]).toBe(
      '::error file=tools/search.json,line=4,col=15,endLine=4,endColumn=22,title=input-schema-root-object::Tool "search" has inputSchema type "array". Use "type": "object".',
    );
    expect(lines[1]).toMatch(
      /^::warning file=tools\/search\.json,line=7,col=9,endLine=9,endColumn=10,title=property-description::/,
    );
    expect(lines[4]).toMatch(/^::notice file=tools\/search\.json,.*title=no-parameters-closed::/);
  });

  it('titles fatal and rule-less findings', () => {
    expect(lines[5]).toMatch(
      /^::error file=broken\.json,line=3,col=5,endLine=3,endColumn=6,title=mcp-lint%3A fatal::broken\.json is not valid JSON/,
    );
    expect(lines[6]).toMatch(/^::warning file=src\/server\.ts,line=2,.*title=mcp-lint::Unused mcp-lint-disable/);
  });

  it('names the server, tool and pointer in the message when there is no file', () => {
    expect(lines[7]).toBe(
      '::warning title=property-description::stdio:node dist/index.js (weather 0.4.0), tool "forecast" at /inputSchema/properties/city: Parameter "city" of tool "forecast" has no description.',
    );
  });

  it('escapes data and properties as the runner expects', () => {
    expect(escapeData('50% done\r\nnext')).toBe('50%25 done%0D%0Anext');
    expect(escapeProperty('a:b,c%\n')).toBe('a%3Ab%2Cc%25%0A');
    const tricky = {
      ...fileResult,
      source: 'dir,with:odd/tools.json',
      diagnostics: [{ ...fatalResult.diagnostics[0]!, fatal: false, ruleId: 'x', message: 'line one\nline two: 100%' }],
    };
    expect(formatGithub(report([tricky]), context())).toBe(
      '::error file=dir%2Cwith%3Aodd/tools.json,line=3,col=5,endLine=3,endColumn=6,title=x::line one%0Aline two: 100%25\n',
    );
  });

  it('prints nothing when there is nothing to report', () => {
    expect(formatGithub(report([{ ...liveResult, diagnostics: [] }]), context())).toBe('');
  });
});
