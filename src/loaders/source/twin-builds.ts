// A package published as both ESM and CommonJS ships each module twice (`dist/esm/tools.js` and
// `dist/commonjs/tools.js`), and linting the package reads both. This finds, among the linted files, those of the build
// a server does not start from and the file of the started build compiled from the same module (its twin), so a cause
// found in both is said once. The builds are read from the package's own package.json, as data.
import { dirname, extname, join, relative, sep } from 'node:path';
import type { ReadPolicy } from '../../core/options.js';
import { readManifest } from './manifest.js';

/** One build of the package: a folder below the package root ('' for the root itself) and its files' extension. */
interface Build {
  dir: string;
  ext: string;
}

/** Two builds of the same modules: `started` is the one a server runs (its `bin`, else the `import` condition). */
interface TwinPair {
  started: Build;
  other: Build;
}

/** Folders above a file searched for its package's package.json; no real layout is this deep. */
const MAX_LEVELS = 32;
/** `exports` objects read per package.json (a hostile one cannot make the walk grow without bound). */
const MAX_EXPORT_NODES = 2_000;
const SCRIPT_EXTENSIONS = new Set(['.js', '.mjs', '.cjs']);
// The conditions Node itself matches when it loads a package, beside `import`/`require` (read in the object's order).
const NODE_CONDITIONS = new Set(['node', 'default', 'module-sync']);

/**
 * For each linted file (absolute paths) that belongs to the build a server is not started from, the file of the
 * started build compiled from the same module, when that file is linted too.
 */
export function twinFiles(files: readonly string[], mayRead?: ReadPolicy): Map<string, string> {
  const linted = new Set(files);
  const packages = new PackageRoots(mayRead);
  const twins = new Map<string, string>();
  for (const file of files) {
    const found = packages.of(file);
    if (!found) continue;
    const path = relative(found.root, file).split(sep).join('/');
    for (const pair of found.pairs) {
      const twin = twinPath(path, pair);
      if (twin === undefined) continue;
      const absolute = join(found.root, twin);
      if (linted.has(absolute) && absolute !== file) twins.set(file, absolute);
      break;
    }
  }
  // Entries that disagree on which build runs would make two files each other's twin, and a finding both have would
  // be said by neither: such a file keeps all its findings.
  const started = new Set(twins.values());
  for (const file of [...twins.keys()]) if (started.has(file)) twins.delete(file);
  return twins;
}

/** The path (from the package root) of the started build's copy of a file of the other build, if it is one. */
function twinPath(path: string, { started, other }: TwinPair): string | undefined {
  const prefix = other.dir === '' ? '' : `${other.dir}/`;
  if (!path.startsWith(prefix)) return undefined;
  let rest = path.slice(prefix.length);
  if (other.ext !== started.ext) {
    if (!rest.endsWith(other.ext)) return undefined;
    rest = rest.slice(0, -other.ext.length) + started.ext;
  }
  return started.dir === '' ? rest : `${started.dir}/${rest}`;
}

/** The nearest package.json above a file that names a package, and the twin builds it declares; read once per folder. */
class PackageRoots {
  private readonly byDir = new Map<string, { root: string; pairs: TwinPair[] } | undefined>();
  constructor(private readonly mayRead?: ReadPolicy) {}

  of(file: string): { root: string; pairs: TwinPair[] } | undefined {
    const seen: string[] = [];
    let found: { root: string; pairs: TwinPair[] } | undefined;
    let dir = dirname(file);
    for (let level = 0; level < MAX_LEVELS; level++) {
      if (this.byDir.has(dir)) {
        found = this.byDir.get(dir);
        break;
      }
      seen.push(dir);
      const path = join(dir, 'package.json');
      const manifest = this.mayRead && !this.mayRead(path) ? undefined : readManifest(path);
      // A package.json without a name (`{"type": "module"}` inside dist/esm) only sets the module kind of its folder.
      if (manifest && typeof manifest.name === 'string') {
        const pairs = twinPairs(manifest);
        found = pairs.length > 0 ? { root: dir, pairs } : undefined;
        break;
      }
      if (manifest === null) break;
      const parent = dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
    for (const dir of seen) this.byDir.set(dir, found);
    return found;
  }
}

/** The twin builds a package.json declares: `exports` entries with both `import` and `require`, and `module` + `main`. */
export function twinPairs(manifest: Record<string, unknown>): TwinPair[] {
  const entries: Array<[string, string]> = [];
  collectConditionPairs(manifest.exports, entries, { nodes: 0 });
  if (typeof manifest.module === 'string' && typeof manifest.main === 'string')
    entries.push([manifest.module, manifest.main]);
  const bins = binTargets(manifest.bin);
  const pairs: TwinPair[] = [];
  const seen = new Set<string>();
  for (const [esm, cjs] of entries) {
    const builds = buildsOf(esm, cjs);
    if (!builds) continue;
    const key = JSON.stringify(builds);
    if (seen.has(key)) continue;
    seen.add(key);
    const [importBuild, requireBuild] = builds;
    // The `bin` is how a server is started: when it lies in the CommonJS build, that build is the one that runs.
    const startsCjs = bins.some((bin) => inBuild(bin, requireBuild)) && !bins.some((bin) => inBuild(bin, importBuild));
    pairs.push(
      startsCjs ? { started: requireBuild, other: importBuild } : { started: importBuild, other: requireBuild },
    );
  }
  return pairs;
}

function collectConditionPairs(value: unknown, into: Array<[string, string]>, budget: { nodes: number }): void {
  if (value === null || typeof value !== 'object' || ++budget.nodes > MAX_EXPORT_NODES) return;
  if (Array.isArray(value)) {
    for (const item of value) collectConditionPairs(item, into, budget);
    return;
  }
  const object = value as Record<string, unknown>;
  if ('import' in object && 'require' in object) {
    const esm = nodeTarget(object.import, budget);
    const cjs = nodeTarget(object.require, budget);
    if (esm !== undefined && cjs !== undefined) into.push([esm, cjs]);
    return;
  }
  for (const child of Object.values(object)) collectConditionPairs(child, into, budget);
}

/** The file Node loads for one condition's target: a string, or the first condition it matches in an object. */
function nodeTarget(value: unknown, budget: { nodes: number }): string | undefined {
  if (typeof value === 'string') return value;
  if (value === null || typeof value !== 'object' || ++budget.nodes > MAX_EXPORT_NODES) return undefined;
  if (Array.isArray(value)) return value.length > 0 ? nodeTarget(value[0], budget) : undefined;
  for (const [condition, target] of Object.entries(value as Record<string, unknown>))
    if (NODE_CONDITIONS.has(condition)) return nodeTarget(target, budget);
  return undefined;
}

/**
 * The two builds two entries of the same module lie in: `./dist/esm/index.js` and `./dist/commonjs/index.js` differ in
 * their folder, `./dist/index.mjs` and `./dist/index.js` in their extension. Entries of different modules are no pair.
 */
function buildsOf(esm: string, cjs: string): [Build, Build] | undefined {
  const a = entryParts(esm);
  const b = entryParts(cjs);
  if (!a || !b || a.stem !== b.stem) return undefined;
  const dirsA = a.dirs.slice();
  const dirsB = b.dirs.slice();
  while (dirsA.length > 0 && dirsB.length > 0 && dirsA.at(-1) === dirsB.at(-1)) {
    dirsA.pop();
    dirsB.pop();
  }
  const started = { dir: dirsA.join('/'), ext: a.ext };
  const other = { dir: dirsB.join('/'), ext: b.ext };
  if (started.dir === other.dir && started.ext === other.ext) return undefined;
  return [started, other];
}

function entryParts(entry: string): { dirs: string[]; stem: string; ext: string } | undefined {
  const parts = entry.replace(/^\.\//, '').split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..')) return undefined;
  const name = parts.pop()!;
  const ext = extname(name);
  if (!SCRIPT_EXTENSIONS.has(ext)) return undefined;
  return { dirs: parts, stem: name.slice(0, -ext.length), ext };
}

function binTargets(bin: unknown): string[] {
  if (typeof bin === 'string') return [bin.replace(/^\.\//, '')];
  if (bin === null || typeof bin !== 'object') return [];
  return Object.values(bin as Record<string, unknown>)
    .filter((target): target is string => typeof target === 'string')
    .map((target) => target.replace(/^\.\//, ''));
}

function inBuild(path: string, build: Build): boolean {
  return (build.dir === '' || path.startsWith(`${build.dir}/`)) && path.endsWith(build.ext);
}
