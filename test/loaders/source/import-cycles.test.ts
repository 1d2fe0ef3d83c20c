// Source mode's modules form no import cycle: framework files depend on shared tool-building code, never the reverse.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { REPO_ROOT } from './helpers.js';

const ROOT = join(REPO_ROOT, 'src', 'loaders', 'source');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** Relative imports of a module, `import type` included: a type-only cycle still makes the files one to read and change. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/^\s*(?:import|export)\b[^'";]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/gm)) {
    found.push(resolve(dirname(file), match[1]!.replace(/\.js$/, '.ts')));
  }
  return found;
}

/** The first cycle found by depth-first search, as a list of paths relative to `root`; empty when there is none. */
function findCycle(root: string): string[] {
  const all = files(root);
  const edges = new Map(all.map((file) => [file, importsOf(file).filter((target) => target.startsWith(root))]));
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): string[] | undefined => {
    if (state.get(file) === 'done') return undefined;
    if (state.get(file) === 'open') return [...stack.slice(stack.indexOf(file)), file];
    state.set(file, 'open');
    stack.push(file);
    for (const target of edges.get(file) ?? []) {
      const cycle = visit(target);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(file, 'done');
    return undefined;
  };
  for (const file of all) {
    const cycle = visit(file);
    if (cycle) return cycle.map((path) => relative(root, path));
  }
  return [];
}

describe('source mode module structure', () => {
  test('no import cycle among src/loaders/source/**', () => {
    expect(findCycle(ROOT)).toEqual([]);
  });
});
