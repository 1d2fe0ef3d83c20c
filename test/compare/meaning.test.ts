// The meaning-bearing token test behind description-meaning-changed vs description-reworded.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { meaningTokens } from '../../src/compare/meaning.js';
import { lint } from '../../src/api/lint.js';
import { diffRules } from '../../src/rules/diff/index.js';
import { pinRules } from '../../src/rules/pin/index.js';
import { CAPTURES } from '../helpers/diff.js';

const names = new Set(['read_file', 'write_file']);
const same = (a: string, b: string) =>
  JSON.stringify(meaningTokens(a, names)) === JSON.stringify(meaningTokens(b, names));

describe('meaning-bearing tokens', () => {
  it('ignores rewording', () => {
    expect(same('Returns the sum of two numbers', 'Adds two numbers and returns their sum')).toBe(true);
    expect(same('Reads a file from disk.', 'Read one file  from the disk')).toBe(true);
  });

  it('sees numbers, negations, units, paths, URLs, code, identifiers and tool names', () => {
    expect(same('Up to 10 results', 'Up to 100 results')).toBe(false);
    expect(same('Deletes the file', 'Does not delete the file')).toBe(false);
    expect(same('Timeout in seconds', 'Timeout in ms')).toBe(false);
    expect(same('Writes below /tmp/out', 'Writes below /var/out')).toBe(false);
    expect(same('See https://example.com/a', 'See https://example.com/b')).toBe(false);
    expect(same('Pass `force`', 'Pass `dryRun`')).toBe(false);
    expect(same('Use page_size to limit', 'Use limit to limit')).toBe(false);
    expect(same('Call read_file first', 'Call write_file first')).toBe(false);
  });

  it('keeps a number inside a URL or identifier with it, not twice', () => {
    expect(meaningTokens('See https://x.dev/v2 and item_2', names)).toEqual(['https://x.dev/v2', 'item_2']);
  });
});

describe('scopes', () => {
  it('an ordinary lint run reports no diff or pin rule', async () => {
    const report = await lint([join(CAPTURES, 'modelcontextprotocol__server-everything.json')], {
      cwd: CAPTURES,
      ruleOverrides: [{ id: 'property-description', level: 'warning' }],
      ignorePatterns: [],
      source: {},
    });
    const ids = new Set([...diffRules, ...pinRules].map((rule) => rule.id));
    expect(report.results[0]!.diagnostics.length).toBeGreaterThan(0);
    expect(report.results[0]!.diagnostics.filter((d) => ids.has(d.ruleId ?? ''))).toEqual([]);
  });
});
