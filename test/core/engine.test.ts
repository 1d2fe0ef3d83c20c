// The engine on its own: rule scopes, settings, and what happens when a rule itself fails.
import { describe, expect, it } from 'vitest';
import { lintSource, type RuleSetting } from '../../src/core/engine.js';
import type { LoadedSource, LoadedTool, Rule, TextEdit } from '../../src/core/types.js';

function tool(definition: unknown): LoadedTool {
  return {
    definition,
    documentPointer: '',
    locate: () => ({ start: { line: 3, column: 5 }, end: { line: 3, column: 9 } }),
  };
}

const source = (tools: LoadedTool[], kind: LoadedSource['kind'] = 'json'): LoadedSource => ({
  source: 'tools.json',
  kind,
  tools,
  diagnostics: [],
});

const reporting: Rule = {
  id: 'always-reports',
  meta: {
    description: 'reports every tool',
    defaultLevel: 'warning',
    scope: 'definition',
    messages: { hit: 'Tool {{name}} was seen.' },
  },
  checkTool(t, context) {
    context.report({
      messageId: 'hit',
      pointer: '/name',
      data: { name: String((t.definition as { name: string }).name) },
    });
  },
};

const throwing: Rule = {
  id: 'throws-on-b',
  meta: { description: 'fails on one tool', defaultLevel: 'error', scope: 'definition', messages: {} },
  checkTool(t) {
    if ((t.definition as { name: string }).name === 'b') throw new RangeError('Maximum call stack size exceeded');
  },
};

const liveOnly: Rule = { ...reporting, id: 'live-only', meta: { ...reporting.meta, scope: 'live' } };

const settings = (entries: Array<[string, RuleSetting['level']]>) =>
  new Map(entries.map(([id, level]) => [id, { level, options: {} }]));

describe('lintSource', () => {
  it('runs each enabled rule on each tool, at the level the settings give', () => {
    const result = lintSource(source([tool({ name: 'a' }), tool({ name: 'b' })]), [reporting], {
      spec: '2025-11-25',
      settings: settings([['always-reports', 'error']]),
    });
    expect(result.diagnostics.map((d) => [d.ruleId, d.severity, d.toolName, d.message])).toEqual([
      ['always-reports', 'error', 'a', 'Tool a was seen.'],
      ['always-reports', 'error', 'b', 'Tool b was seen.'],
    ]);
  });

  it('skips rules that are off, absent from the settings, or scoped to other inputs', () => {
    const rules = [reporting, liveOnly];
    expect(
      lintSource(source([tool({ name: 'a' })]), rules, {
        spec: '2025-11-25',
        settings: settings([
          ['always-reports', 'off'],
          ['live-only', 'error'],
        ]),
      }).diagnostics,
    ).toEqual([]);
    expect(
      lintSource(source([tool({ name: 'a' })], 'live'), rules, {
        spec: '2025-11-25',
        settings: settings([['live-only', 'error']]),
      }).diagnostics,
    ).toHaveLength(1);
  });

  it('turns a rule that throws into one finding on that tool and keeps every other finding', () => {
    const result = lintSource(
      source([tool({ name: 'a' }), tool({ name: 'b' }), tool({ name: 'c' })]),
      [throwing, reporting],
      {
        spec: '2025-11-25',
        settings: settings([
          ['throws-on-b', 'error'],
          ['always-reports', 'warning'],
        ]),
      },
    );
    const failures = result.diagnostics.filter((d) => d.ruleId === 'throws-on-b');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ toolName: 'b', severity: 'error', range: { start: { line: 3, column: 5 } } });
    expect(failures[0]!.message).toMatch(/rule "throws-on-b" failed .*Maximum call stack size exceeded.*please report/);
    expect(result.diagnostics.filter((d) => d.ruleId === 'always-reports').map((d) => d.toolName)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});

describe('identical findings', () => {
  const constant: Rule = {
    id: 'same-message',
    meta: {
      description: 'one message for every tool',
      defaultLevel: 'warning',
      scope: 'definition',
      messages: { hit: 'The shared schema has no description.' },
    },
    checkTool(_t, context) {
      context.report({ messageId: 'hit', pointer: '/inputSchema' });
    },
  };

  it('are reported once: same file, position, rule and message', () => {
    // Two tools built from one config object in source: both locate the finding at the same place.
    const result = lintSource(
      source([tool({ name: 'a' }), tool({ name: 'a' }), tool({ name: 'b' })], 'source'),
      [constant],
      {
        spec: '2025-11-25',
        settings: settings([['same-message', 'warning']]),
      },
    );
    expect(result.diagnostics.map((d) => [d.ruleId, d.range?.start.line, d.range?.start.column, d.message])).toEqual([
      ['same-message', 3, 5, 'The shared schema has no description.'],
    ]);
  });

  it('are kept apart when the position or the message differs, and by tool when there is no position', () => {
    const placed = (line: number) => ({
      definition: { name: `t${line}` },
      documentPointer: '',
      locate: () => ({ start: { line, column: 1 }, end: { line, column: 2 } }),
    });
    const twoPlaces = lintSource(source([placed(1), placed(2)], 'source'), [constant], {
      spec: '2025-11-25',
      settings: settings([['same-message', 'warning']]),
    });
    expect(twoPlaces.diagnostics.map((d) => d.range?.start.line)).toEqual([1, 2]);
    const live = (name: string): LoadedTool => ({ definition: { name }, documentPointer: '', locate: () => undefined });
    const unplaced = lintSource(source([live('a'), live('b'), live('a')], 'live'), [constant], {
      spec: '2025-11-25',
      settings: settings([['same-message', 'warning']]),
    });
    expect(unplaced.diagnostics.map((d) => d.toolName)).toEqual(['a', 'b']);
    const named = lintSource(source([tool({ name: 'a' }), tool({ name: 'b' })]), [reporting], {
      spec: '2025-11-25',
      settings: settings([['always-reports', 'warning']]),
    });
    expect(named.diagnostics.map((d) => d.message)).toEqual(['Tool a was seen.', 'Tool b was seen.']);
  });
});

describe('the findings lintSource builds', () => {
  // The JSON formatter writes findings with their keys in this order; it must not depend on how they are built.
  const fixing: Rule = {
    id: 'fixes',
    meta: {
      description: 'reports with a fix and a suggestion',
      defaultLevel: 'warning',
      scope: 'definition',
      messages: { hit: 'Tool {{name}}.' },
    },
    checkTool(t, context) {
      const name = String((t.definition as { name: string }).name);
      const edit: TextEdit = { range: [0, 1], text: 'x' };
      if (name === 'plain') context.report({ messageId: 'hit', pointer: '/name', data: { name } });
      else
        context.report({
          messageId: 'hit',
          pointer: '/name',
          data: { name },
          fix: edit,
          suggestions: [{ desc: 'do it', fix: edit }],
        });
    },
  };

  it('keeps the key order: rule, message, place (with the live server), tool, pointer, range, fix, suggestions', () => {
    const live: LoadedTool = { ...tool({ name: 'live' }), sourceFile: 'src/server.ts' };
    const result = lintSource(source([tool({ name: 'plain' }), tool({ name: 'fixed' }), live]), [fixing], {
      spec: '2025-11-25',
      settings: settings([['fixes', 'warning']]),
    });
    const byTool = new Map(result.diagnostics.map((d) => [d.toolName, d]));
    expect(Object.keys(byTool.get('plain')!)).toEqual([
      'ruleId',
      'messageId',
      'severity',
      'message',
      'source',
      'toolName',
      'pointer',
      'range',
    ]);
    expect(Object.keys(byTool.get('fixed')!)).toEqual([
      'ruleId',
      'messageId',
      'severity',
      'message',
      'source',
      'toolName',
      'pointer',
      'range',
      'fix',
      'suggestions',
    ]);
    expect(Object.keys(byTool.get('live')!)).toEqual([
      'ruleId',
      'messageId',
      'severity',
      'message',
      'source',
      'liveServer',
      'toolName',
      'pointer',
      'range',
      'fix',
      'suggestions',
    ]);
    expect(byTool.get('live')).toMatchObject({
      source: 'src/server.ts',
      liveServer: 'tools.json',
      message: 'Tool live.',
    });
  });

  it('leaves out an empty suggestion list and keeps a range the rule gave', () => {
    const given: Rule = {
      ...fixing,
      checkTool(_t, context) {
        context.report({
          messageId: 'hit',
          pointer: '/x',
          data: { name: 'n' },
          suggestions: [],
          range: { start: { line: 9, column: 9 }, end: { line: 9, column: 10 } },
        });
      },
    };
    const [finding] = lintSource(source([tool({ name: 'a' })]), [given], {
      spec: '2025-11-25',
      settings: settings([['fixes', 'warning']]),
    }).diagnostics;
    expect(Object.keys(finding!)).toEqual([
      'ruleId',
      'messageId',
      'severity',
      'message',
      'source',
      'toolName',
      'pointer',
      'range',
    ]);
    expect(finding!.range).toEqual({ start: { line: 9, column: 9 }, end: { line: 9, column: 10 } });
  });
});
