// MCP_LINT_DEBUG's stack trace: frames in the (name-minified) bundle are shown at their place in src/ through the
// source map beside the bundle; frames elsewhere are left as they are.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mappedStack } from '../../src/cli/mapped-stack.js';
import { REPO_ROOT } from '../helpers/cli.js';

const BUNDLE = join(REPO_ROOT, 'dist', 'bundle', 'mcp-lint.cjs');

/** The 1-based line and column of the first occurrence of `needle` in the built bundle. */
function placeInBundle(needle: string): { line: number; column: number } {
  const text = readFileSync(BUNDLE, 'latin1');
  const index = text.indexOf(needle);
  expect(index).toBeGreaterThan(-1);
  const before = text.slice(0, index).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

describe('mappedStack', () => {
  it('shows a bundle frame at its file, line and column in src/', () => {
    // The stylish formatter's "N problems" summary: its place in src/ is known.
    const { line, column } = placeInBundle('"problem")');
    const source = readFileSync(join(REPO_ROOT, 'src', 'formatters', 'stylish.ts'), 'utf8');
    const expectedLine = source.split('\n').findIndex((text) => text.includes("'problem')")) + 1;
    expect(expectedLine).toBeGreaterThan(0);
    const stack = `TypeError: boom\n    at a (${BUNDLE}:${line}:${column})\n    at async Promise.all (index 0)\n    at run (node:internal/x.js:1:2)`;
    const mapped = mappedStack(stack).split('\n');
    expect(mapped[0]).toBe('TypeError: boom');
    expect(mapped[1]).toMatch(new RegExp(`^    at a \\(src/formatters/stylish\\.ts:${expectedLine}:\\d+\\)$`));
    expect(mapped.slice(2)).toEqual(['    at async Promise.all (index 0)', '    at run (node:internal/x.js:1:2)']);
  });

  it('maps frames without parentheses and file URLs too', () => {
    const { line, column } = placeInBundle('"problem")');
    expect(mappedStack(`Error\n    at ${BUNDLE}:${line}:${column}`)).toMatch(/\n {4}at src\/lint\/formatters\/stylish\.ts:\d+:\d+$/);
    expect(mappedStack(`Error\n    at f (file://${BUNDLE}:${line}:${column})`)).toMatch(/\(src\/lint\/formatters\/stylish\.ts:\d+:\d+\)$/);
  });

  it('maps a bundle whose path holds spaces, and leaves long message lines alone, fast', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mapped stack '));
    try {
      const copy = join(dir, 'mcp-lint.cjs');
      writeFileSync(copy, readFileSync(BUNDLE));
      writeFileSync(`${copy}.map`, readFileSync(`${BUNDLE}.map`));
      const { line, column } = placeInBundle('"problem")');
      expect(mappedStack(`Error\n    at f (${copy}:${line}:${column})`)).toMatch(/\(src\/lint\/formatters\/stylish\.ts:\d+:\d+\)$/);
      expect(mappedStack(`Error\n    at ${copy}:${line}:${column}`)).toMatch(/\n {4}at src\/lint\/formatters\/stylish\.ts:\d+:\d+$/);
      // A message of 200,000 characters that looks almost like a frame: returned as it is.
      const message = `    at ${' ('.repeat(100_000)}`;
      expect(mappedStack(message)).toBe(message);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves a frame as it is when its file has no map, or an unreadable one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mapped-stack-'));
    try {
      const file = join(dir, 'x.cjs');
      writeFileSync(file, 'throw 1');
      const stack = `Error\n    at f (${file}:1:1)`;
      expect(mappedStack(stack)).toBe(stack);
      writeFileSync(`${file}.map`, '{ not json');
      expect(mappedStack(stack)).toBe(stack);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
