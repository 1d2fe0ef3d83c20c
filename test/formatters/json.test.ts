import { describe, expect, it } from 'vitest';
import { formatJson, type JsonResult } from '../../src/formatters/json.js';
import { CWD, context, fullReport, report, liveResult } from './reports.js';

const parse = (text: string) => JSON.parse(text) as JsonResult[];

describe('json formatter', () => {
  const out = parse(formatJson(fullReport, context()));
  const [file, fatal, source, live, clean] = out;

  it('writes one ESLint-style result per input, files resolved against cwd', () => {
    expect(out.map((r) => r.filePath)).toEqual([
      `${CWD}/tools/search.json`,
      `${CWD}/broken.json`,
      `${CWD}/src/server.ts`,
      'stdio:node dist/index.js',
      `${CWD}/clean.json`,
    ]);
    expect(clean).toMatchObject({
      messages: [],
      suppressedMessages: [],
      errorCount: 0,
      warningCount: 0,
      infoCount: 0,
      fatalErrorCount: 0,
    });
  });

  it('maps severities the ESLint way and marks every message with its level', () => {
    expect(file!.messages.map((m) => [m.ruleId, m.severity, m.level])).toEqual([
      ['input-schema-root-object', 2, 'error'],
      ['property-description', 1, 'warning'],
      ['tool-name-unique', 2, 'error'],
      ['tool-name-unique', 2, 'error'],
      ['no-parameters-closed', 1, 'info'],
    ]);
    expect(file).toMatchObject({ errorCount: 3, warningCount: 1, infoCount: 1, fatalErrorCount: 0 });
  });

  it('keeps positions, tool name and pointer', () => {
    expect(file!.messages[0]).toEqual({
      ruleId: 'input-schema-root-object',
      severity: 2,
      level: 'error',
      message: 'Tool "search" has inputSchema type "array". Use "type": "object".',
      line: 4,
      column: 15,
      endLine: 4,
      endColumn: 22,
      toolName: 'search',
      pointer: '/inputSchema/type',
    });
  });

  it('reports fatal errors with ruleId null and fatal: true', () => {
    expect(fatal!.messages).toEqual([
      expect.objectContaining({ ruleId: null, severity: 2, fatal: true, line: 3, column: 5 }),
    ]);
    expect(fatal).toMatchObject({ errorCount: 1, fatalErrorCount: 1 });
  });

  it('lists suppressed findings with their directive justification', () => {
    expect(source!.messages).toHaveLength(1);
    expect(source!.messages[0]!.ruleId).toBeNull();
    expect(source!.messages[0]!.fatal).toBeUndefined();
    expect(source!.suppressedMessages).toEqual([
      expect.objectContaining({
        ruleId: 'handler-returns-bare-string',
        severity: 2,
        suppressions: [{ kind: 'directive', justification: 'wrapped by our framework' }],
      }),
    ]);
    // A suppressed finding counts for nothing.
    expect(source).toMatchObject({ errorCount: 0, warningCount: 1 });
  });

  it('gives live findings no line but the tool and pointer, and keeps the server', () => {
    const message = live!.messages[0]!;
    expect(message.line).toBeUndefined();
    expect(message).toMatchObject({ toolName: 'forecast', pointer: '/inputSchema/properties/city', severity: 1 });
    expect(live).toMatchObject({ kind: 'live', server: { name: 'weather', version: '0.4.0' }, toolCount: 2 });
  });

  it('prints an empty array for no inputs', () => {
    expect(formatJson(report([]), context())).toBe('[]\n');
  });

  it('keeps a path that is already absolute', () => {
    const abs = { ...liveResult, kind: 'json' as const, source: '/elsewhere/tools.json' };
    expect(parse(formatJson(report([abs]), context()))[0]!.filePath).toBe('/elsewhere/tools.json');
  });
});
