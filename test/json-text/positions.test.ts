// Positions cost one pass over the text however many findings ask, and nothing when none ask.
// These tests count scans (see position-work.ts), never milliseconds.
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { lint } from '../../src/api/lint.js';
import { REPO_ROOT } from '../helpers/cli.js';
import { loadJsonText } from '../../src/loaders/json/index.js';
import { positionWork, resetPositionWork } from '../../src/json-text/position-work.js';
import { DEFAULT_SPEC, type LoadedSource } from '../../src/core/types.js';

const options = { cwd: REPO_ROOT, ruleOverrides: [], ignorePatterns: [], source: {}, useConfigFile: false };

async function load(text: string): Promise<LoadedSource> {
  const result = await loadJsonText(text, 'tools.json', { explicit: true });
  if (result.status !== 'loaded') throw new Error('expected loaded');
  return result.source;
}

/** One tool with `n` object parameters; every one of them has findings (no description, a bad type, a phantom required). */
function wideTool(n: number): string {
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < n; i++)
    properties[`p${i}`] = { type: 'object', properties: { x: { type: 'strin' } }, required: ['y'] };
  return JSON.stringify(
    {
      tools: [
        { name: 'wide', description: 'A tool with many parameters.', inputSchema: { type: 'object', properties } },
      ],
    },
    null,
    2,
  );
}

/** Expected 1-based position of the `nth` occurrence of `needle`, computed without mcp-lint's code. */
function positionOf(text: string, needle: string, nth: number) {
  let offset = -1;
  for (let i = 0; i <= nth; i++) offset = text.indexOf(needle, offset + 1);
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - (before.lastIndexOf('\n') + 1) + 1 };
}

beforeEach(() => resetPositionWork());

describe('positions', () => {
  it('a clean file never builds a line index or scans for brackets', async () => {
    const report = await lint([join(REPO_ROOT, 'examples/clean-tools.json')], options);
    expect(report.results[0]!.diagnostics).toHaveLength(0);
    expect(report.results[0]!.toolCount).toBeGreaterThan(0);
    expect(positionWork).toEqual({ lineIndexes: 0, documentScans: 0, containerListings: 0, charactersStepped: 0 });
  });

  it('a file with findings is scanned once, however many findings it has', async () => {
    const report = await lint([join(REPO_ROOT, 'examples/tools.json')], options);
    expect(report.results[0]!.diagnostics.length).toBeGreaterThan(5);
    expect(positionWork.documentScans).toBe(1);
    expect(positionWork.lineIndexes).toBe(1);
  });

  for (const n of [50, 500]) {
    it(`locating every parameter of a ${n}-parameter tool, several times each, is one scan and a linear walk`, async () => {
      const text = wideTool(n);
      const [tool] = (await load(text)).tools;
      for (let round = 0; round < 3; round++) {
        for (let i = 0; i < n; i++) {
          const range = tool!.locate(`/inputSchema/properties/p${i}/properties/x/type`);
          expect(range!.start).toEqual(positionOf(text, '"strin"', i));
          tool!.locate(`/inputSchema/properties/p${i}/required/0`);
          tool!.locate(`/inputSchema/properties/p${i}/description`); // missing: stops at p${i}
        }
      }
      expect(positionWork.documentScans).toBe(1);
      expect(positionWork.lineIndexes).toBe(1);
      // Each container is listed at most once: the root, the tools array, the tool, inputSchema, properties, and per parameter
      // its object, its properties, x and its required array.
      expect(positionWork.containerListings).toBeLessThanOrEqual(5 + 4 * n);
      // Listings step over each character at most once; rescanning from the tool's start would be ~ n × text.
      expect(positionWork.charactersStepped).toBeLessThanOrEqual(text.length);
    });
  }

  it('the work of linting a wide tool grows with its size, not with findings × size', async () => {
    const work = async (n: number) => {
      resetPositionWork();
      const report = await loadJsonText(wideTool(n), 'wide.json', { explicit: true });
      if (report.status !== 'loaded') throw new Error('expected loaded');
      const { lintSource } = await import('../../src/core/engine.js');
      const { allRules } = await import('../../src/rules/index.js');
      const { resolveSettings } = await import('../../src/config/index.js');
      const result = lintSource(report.source, allRules, {
        spec: DEFAULT_SPEC,
        settings: await resolveSettings(allRules, undefined, []),
      });
      return { findings: result.diagnostics.length, ...positionWork };
    };
    const small = await work(100);
    const large = await work(1000);
    expect(large.findings).toBeGreaterThanOrEqual(9 * small.findings);
    expect(small.documentScans).toBe(1);
    expect(large.documentScans).toBe(1);
    // Ten times the parameters and findings: about ten times the walking (findings × size would be a hundred).
    expect(large.charactersStepped).toBeLessThan(12 * small.charactersStepped);
  });
});
