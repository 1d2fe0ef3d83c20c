import { describe, expect, it } from 'vitest';
import { FATAL_RULE_ID, FINGERPRINT_KEY, OTHER_RULE_ID, formatSarif } from '../../src/formatters/sarif.js';
import { livePseudoPath } from '../../src/formatters/sarif-location.js';
import { githubIngestionProblems, sarifSchemaErrors } from './sarif-schema.js';
import { CWD, RULES, context, fileResult, fullReport, liveResult, report, sourceResult } from './reports.js';
import type { LintResult } from '../../src/core/types.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const sarif = (r = fullReport, ctx = context()): Json => JSON.parse(formatSarif(r, ctx));

describe('sarif formatter', () => {
  const log = sarif();
  const run = log.runs[0];
  const results: Json[] = run.results;

  it('is valid SARIF 2.1.0 by the official schema', () => {
    expect(sarifSchemaErrors(log)).toEqual([]);
  });

  it('has what GitHub code scanning needs to create alerts', () => {
    expect(githubIngestionProblems(log)).toEqual([]);
  });

  it('the schema check catches broken logs', () => {
    const broken = structuredClone(log);
    broken.runs[0].results[0].level = 'fatal';
    delete broken.runs[0].results[1].message;
    expect(sarifSchemaErrors(broken).length).toBeGreaterThan(0);
    const unplaced = structuredClone(log);
    unplaced.runs[0].results[0].locations = [];
    unplaced.runs[0].results[1].ruleIndex = 0;
    expect(githubIngestionProblems(unplaced)).toEqual([
      'results[0] has no artifactLocation.uri',
      'results[0] has no region.startLine',
      'results[1] ruleIndex does not point at its rule',
    ]);
  });

  it('describes every known rule, then the synthetic ones, in a stable order', () => {
    const rules: Json[] = run.tool.driver.rules;
    expect(rules.map((r) => r.id)).toEqual([...RULES.map((r) => r.id), FATAL_RULE_ID, OTHER_RULE_ID]);
    expect(rules[0]).toMatchObject({
      id: 'input-schema-root-object',
      name: 'InputSchemaRootObject',
      shortDescription: { text: RULES[0]!.meta.description },
      helpUri: 'https://github.com/create-mcp-tool/create-mcp-tool/blob/main/docs/rules/input-schema-root-object.md',
      defaultConfiguration: { level: 'error' },
      properties: { tags: ['mcp', 'definition'] },
    });
    expect(rules.find((r) => r.id === 'no-parameters-closed').defaultConfiguration).toEqual({ level: 'note' });
    expect(rules.find((r) => r.id === 'string-bounds').defaultConfiguration).toEqual({
      level: 'warning',
      enabled: false,
    });
    expect(run.tool.driver).toMatchObject({ name: 'mcp-lint', version: '1.2.3' });
  });

  it('maps severities to SARIF levels and places file findings by region', () => {
    expect(results.map((r) => [r.ruleId, r.level])).toEqual([
      ['input-schema-root-object', 'error'],
      ['property-description', 'warning'],
      ['tool-name-unique', 'error'],
      ['tool-name-unique', 'error'],
      ['no-parameters-closed', 'note'],
      [FATAL_RULE_ID, 'error'],
      [OTHER_RULE_ID, 'warning'],
      ['property-description', 'warning'],
    ]);
    expect(results[1].locations[0]).toEqual({
      physicalLocation: {
        artifactLocation: { uri: 'tools/search.json', uriBaseId: '%SRCROOT%' },
        region: { startLine: 7, startColumn: 9, endLine: 9, endColumn: 10 },
      },
      logicalLocations: [{ name: 'search', fullyQualifiedName: 'search:/inputSchema/properties/q', kind: 'function' }],
    });
    expect(run.originalUriBaseIds['%SRCROOT%'].uri).toBe(`file://${CWD}/`);
  });

  it('leaves suppressed findings out', () => {
    expect(results.some((r) => r.ruleId === 'handler-returns-bare-string')).toBe(false);
  });

  it('reports fatal findings as results and as tool notifications', () => {
    const fatal = results.find((r) => r.ruleId === FATAL_RULE_ID);
    expect(fatal.message.text).toContain('not valid JSON');
    expect(fatal.locations[0].physicalLocation.artifactLocation.uri).toBe('broken.json');
    expect(run.invocations[0].toolExecutionNotifications).toEqual([
      expect.objectContaining({ level: 'error', descriptor: { id: FATAL_RULE_ID, index: RULES.length } }),
    ]);
  });

  it('places live findings at a stable pseudo-path and names server, tool and pointer', () => {
    const live = results.at(-1);
    expect(live.locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: 'mcp-live/stdio-node-dist-index.js', uriBaseId: '%SRCROOT%' },
      region: { startLine: 1 },
    });
    expect(live.message.text).toBe(
      'Parameter "city" of tool "forecast" has no description. (server: stdio:node dist/index.js (weather 0.4.0); tool "forecast" at /inputSchema/properties/city)',
    );
    expect(livePseudoPath('https://mcp.example.com/v1/mcp')).toBe('mcp-live/https-mcp.example.com-v1-mcp');
    expect(livePseudoPath('../..')).toBe('mcp-live/server');
  });

  it('places live findings at the client config entry the server came from', () => {
    const fromConfig = {
      ...liveResult,
      source: 'weather',
      origin: { file: '.vscode/mcp.json', range: { start: { line: 3, column: 5 }, end: { line: 8, column: 6 } } },
    };
    const out = sarif(report([fromConfig]));
    expect(out.runs[0].results[0].locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: '.vscode/mcp.json', uriBaseId: '%SRCROOT%' },
      region: { startLine: 3, startColumn: 5, endLine: 8, endColumn: 6 },
    });
    expect(sarifSchemaErrors(out)).toEqual([]);
  });

  it('fingerprints ignore line numbers but tell identical findings apart', () => {
    const prints = results.map((r) => r.partialFingerprints[FINGERPRINT_KEY]);
    expect(new Set(prints).size).toBe(prints.length);
    const moved = {
      ...fileResult,
      diagnostics: fileResult.diagnostics.map((d) => ({
        ...d,
        range: d.range && {
          start: { line: d.range.start.line + 10, column: 1 },
          end: { line: d.range.end.line + 10, column: 2 },
        },
      })),
    };
    const movedPrints = sarif(report([moved])).runs[0].results.map((r: Json) => r.partialFingerprints[FINGERPRINT_KEY]);
    const originalPrints = sarif(report([fileResult])).runs[0].results.map(
      (r: Json) => r.partialFingerprints[FINGERPRINT_KEY],
    );
    expect(movedPrints).toEqual(originalPrints);
  });

  it('writes paths relative to cwd with / separators, and file URLs outside it', () => {
    const inside = { ...fileResult, source: `${CWD}/nested dir/tools.json` };
    const outside = { ...fileResult, source: '/srv/other/tools.json' };
    const out = sarif(report([inside, outside]));
    const uris = out.runs[0].results.map((r: Json) => r.locations[0].physicalLocation.artifactLocation);
    expect(uris[0]).toEqual({ uri: 'nested%20dir/tools.json', uriBaseId: '%SRCROOT%' });
    expect(uris.at(-1)).toEqual({ uri: 'file:///srv/other/tools.json' });
    expect(sarifSchemaErrors(out)).toEqual([]);
  });

  it("gives a finding's safe fix, then its suggestions, as SARIF fixes on the same file (escaped descriptions)", () => {
    const withFixes: LintResult = {
      ...sourceResult,
      diagnostics: [
        {
          ruleId: 'handler-returns-bare-string',
          severity: 'error',
          message: 'The handler returns a bare string.',
          source: 'src/server.ts',
          pointer: '',
          range: { start: { line: 3, column: 10 }, end: { line: 3, column: 14 } },
          fix: { range: [40, 44], text: "{ content: [{ type: 'text', text: text }] }" },
          suggestions: [{ desc: 'Wrap it\u001b[31m', fix: { range: [40, 40], text: '/* wrapped */ ' } }],
        },
      ],
    };
    const out = sarif(report([withFixes]));
    expect(sarifSchemaErrors(out)).toEqual([]);
    const [result] = out.runs[0].results;
    const file = { uri: 'src/server.ts', uriBaseId: '%SRCROOT%' };
    expect(result.fixes).toEqual([
      {
        description: { text: 'The safe fix that `mcp-lint --fix` applies' },
        artifactChanges: [
          {
            artifactLocation: file,
            replacements: [
              {
                deletedRegion: { charOffset: 40, charLength: 4 },
                insertedContent: { text: "{ content: [{ type: 'text', text: text }] }" },
              },
            ],
          },
        ],
      },
      {
        description: { text: 'Wrap it\\u001b[31m' },
        artifactChanges: [
          {
            artifactLocation: file,
            replacements: [
              { deletedRegion: { charOffset: 40, charLength: 0 }, insertedContent: { text: '/* wrapped */ ' } },
            ],
          },
        ],
      },
    ]);
    // Findings without edits get none, and neither do the findings left in --fix-dry-run's fixed text (not on disk).
    expect(results.every((r) => r.fixes === undefined)).toBe(true);
    expect(sarif(report([{ ...withFixes, output: 'fixed text' }])).runs[0].results[0].fixes).toBeUndefined();
  });

  it('is valid with no results at all', () => {
    const out = sarif(report([]));
    expect(out.runs[0].results).toEqual([]);
    expect(sarifSchemaErrors(out)).toEqual([]);
  });
});
