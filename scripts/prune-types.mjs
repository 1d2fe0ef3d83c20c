// Keeps only the declaration files the published types reach (the library's dist/index.d.ts and the ESLint
// plugin's). tsc writes a .d.ts for every module (one per rule, loader, formatter…), but only those are public: the others
// were a third of the installed files, and each file is work for every `npm install` and cold `npx`.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

// import/export … from '…', import('…') and /// <reference path="…" /> in tsc's output; tsc writes './x.js' for
// a module whose declarations are in './x.d.ts'.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|<reference\s+path=)['"](\.{1,2}\/[^'"]+)['"]/g;

function declarationOf(fromFile, specifier) {
  const target = join(dirname(fromFile), specifier);
  const candidates = /\.(m|c)?js$/.test(target)
    ? [target.replace(/\.(m|c)?js$/, '.d.$1ts')]
    : [`${target}.d.ts`, join(target, 'index.d.ts')];
  return candidates.find((candidate) => existsSync(candidate));
}

/** The .d.ts files reachable from the entry, and the relative specifiers that pointed nowhere (a build bug). */
export function reachableDeclarations(entry) {
  const reached = new Set();
  const unresolved = [];
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop();
    if (reached.has(file)) continue;
    reached.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const next = declarationOf(file, specifier);
      if (next) queue.push(next);
      else unresolved.push(`${file}: ${specifier}`);
    }
  }
  return { reached, unresolved };
}

/** tsc's declaration files: dist/bundle holds the bundle step's output, whose .d.ts files are TypeScript's lib files. */
function declarationFiles(dir, bundleDir = join(dir, 'bundle')) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === bundleDir ? [] : declarationFiles(path, bundleDir);
    return entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The published type entry points: the library API and the ESLint plugin (package.json "exports"). */
const ENTRIES = ['index.d.ts', join('eslint-plugin', 'index.d.ts')];

/** Deletes every .d.ts under dist that no published entry reaches; returns how many were deleted. */
export function pruneTypes(dist) {
  const reached = new Set();
  const unresolved = [];
  for (const entry of ENTRIES) {
    const found = reachableDeclarations(join(dist, entry));
    for (const file of found.reached) reached.add(file);
    unresolved.push(...found.unresolved);
  }
  if (unresolved.length > 0)
    throw new Error(`prune-types: declarations not found for ${unresolved.map((u) => relative(dist, u)).join(', ')}`);
  let deleted = 0;
  for (const file of declarationFiles(dist)) {
    if (reached.has(file)) continue;
    rmSync(file);
    deleted++;
  }
  return deleted;
}
