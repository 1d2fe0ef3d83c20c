// What each source reader rebuilds from a fixture file, as a file snapshot (Ruff's way): the tools/list JSON, where
// each part of it sits in the file, the parts it could not read, and the loader's own findings. A change to either
// reader that changes what a server publishes shows here as a diff to review; `vitest -u` accepts it.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Range } from '../../src/core/position.js';
import type { LoadedSource, LoadedTool } from '../../src/core/types.js';
import { joinPointer } from '../../src/core/pointer.js';
import { loadScriptFiles } from '../../src/loaders/scripts.js';
import { allRules } from '../../src/rules/index.js';
import { REPO_ROOT } from '../helpers/cli.js';

const READERS = [
  { name: 'typescript', root: join(REPO_ROOT, 'test', 'fixtures', 'source'), extensions: /\.(ts|js)$/ },
  { name: 'python', root: join(REPO_ROOT, 'test', 'fixtures', 'python-source'), extensions: /\.py$/ },
];
/** Deep enough for a property's keywords; a pointer list past this says nothing a reviewer reads. */
const MAX_DEPTH = 6;
const MAX_POINTERS = 300;

function fixtureFiles(root: string, extensions: RegExp, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      if (entry.name === 'node_modules') return [];
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return fixtureFiles(root, extensions, path);
      return entry.isFile() && extensions.test(entry.name) ? [relative(root, path)] : [];
    });
}

const place = (range: Range | undefined) =>
  range ? `${range.start.line}:${range.start.column}-${range.end.line}:${range.end.column}` : 'nowhere';

/** Every pointer into the definition, parents first, each with the place `locate` gives it. */
function positions(tool: LoadedTool): Record<string, string> {
  const found: Record<string, string> = {};
  let count = 0;
  const walk = (value: unknown, pointer: string, depth: number): void => {
    if (count++ >= MAX_POINTERS) return;
    found[pointer] = place(tool.locate(pointer));
    if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) walk(inner, joinPointer(pointer, key), depth + 1);
  };
  walk(tool.definition, '', 0);
  return found;
}

function rebuilt(source: LoadedSource): unknown {
  return {
    fatal: source.diagnostics.some((d) => d.fatal) || undefined,
    loaderFindings: source.diagnostics.map(
      (d) => `${place(d.range)} ${d.ruleId ?? '(no rule)'}${d.messageId ? `/${d.messageId}` : ''}: ${d.message}`,
    ),
    tools: source.tools.map((tool) => ({
      api: tool.api,
      definition: tool.definition,
      unresolved: (tool.sourceFacts?.unresolved ?? []).map(
        (part) => `${part.pointer || '(root)'} at ${place(part.range)}: ${part.what}`,
      ),
      positions: positions(tool),
    })),
  };
}

for (const reader of READERS) {
  describe(`what the ${reader.name} reader rebuilds`, () => {
    const files = fixtureFiles(reader.root, reader.extensions);
    test('finds the fixtures', () => {
      expect(files.length).toBeGreaterThan(0);
    });
    test.each(files)('%s', async (file) => {
      const [source] = await loadScriptFiles([file], {
        cwd: reader.root,
        knownRuleIds: new Set(allRules.map((rule) => rule.id)),
      });
      const text = JSON.stringify(rebuilt(source!), null, 2).replaceAll(REPO_ROOT, '<repo>');
      await expect(`${text}\n`).toMatchFileSnapshot(join('__snapshots__', 'rebuilt', reader.name, `${file}.json`));
    });
  });
}
