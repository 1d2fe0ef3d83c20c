// Which local files a source file's result depends on, found without TypeScript: the file, the project files it
// imports (transitively, resolved the way the source loader resolves them), and the manifests the loader reads
// (the nearest package.json decides the SDK generation, the installed zod's package.json its flavour).
// Specifiers are found with a regular expression, so a specifier in a comment or string counts too: an extra
// dependency only costs an extra cache miss, never a stale result.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Same list and order as the source loader's resolver (loaders/source/project.ts). */
const RESOLVE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.jsx'];
const SCRIPT = /\.(m|c)?(t|j)sx?$/;
const SPECIFIER = /(?:\bfrom|\bimport|\brequire|\bexport)\s*\(?\s*(['"`])(\.{1,2}(?:\/[^'"`\n]*)?)\1/g;
/** A result that depends on more files than this is not cached (a bound on the work a hit may cost). */
export const MAX_DEPENDENCIES = 2000;

interface FileFacts {
  hash: string;
  /** Local files this one imports (scripts only; other files have none). */
  imports: string[];
}

/** Reads and hashes each file at most once per run, however many results depend on it. */
export class DependencyReader {
  private readonly facts = new Map<string, FileFacts | null>();
  private readonly manifests = new Map<string, string[]>();
  private readonly resolved = new Map<string, string | undefined>();

  /** Content hash of a file, or undefined when it cannot be read. */
  hashOf(path: string): string | undefined {
    return this.factsOf(path)?.hash;
  }

  /**
   * Every file the result for `file` depends on, with its content hash (the file itself included), or undefined
   * when one cannot be read or there are too many to check cheaply.
   */
  dependencies(file: string): Record<string, string> | undefined {
    const found: Record<string, string> = {};
    const queue = [resolve(file)];
    let count = 0;
    while (queue.length > 0) {
      const path = queue.pop()!;
      if (path in found) continue;
      const facts = this.factsOf(path);
      if (!facts || ++count > MAX_DEPENDENCIES) return undefined;
      found[path] = facts.hash;
      queue.push(...facts.imports);
    }
    for (const manifest of this.manifestsFor(dirname(resolve(file)))) {
      const hash = this.hashOf(manifest);
      if (hash !== undefined) found[manifest] = hash;
    }
    return found;
  }

  private factsOf(path: string): FileFacts | null {
    let facts = this.facts.get(path);
    if (facts !== undefined) return facts;
    try {
      const bytes = readFileSync(path);
      const hash = createHash('sha1').update(bytes).digest('base64');
      facts = { hash, imports: SCRIPT.test(path) ? localImports(path, bytes.toString('utf8'), this.resolved) : [] };
    } catch {
      facts = null;
    }
    this.facts.set(path, facts);
    return facts;
  }

  /** The nearest package.json, and the zod package.json the loader would find, from `dir` upwards. */
  private manifestsFor(dir: string): string[] {
    let found = this.manifests.get(dir);
    if (found) return found;
    found = [];
    let packageJson: string | undefined, zod: string | undefined;
    for (let current = dir; ; current = dirname(current)) {
      if (packageJson === undefined && isFile(join(current, 'package.json'))) packageJson = join(current, 'package.json');
      const zodManifest = join(current, 'node_modules', 'zod', 'package.json');
      if (zod === undefined && isFile(zodManifest)) zod = zodManifest;
      if ((packageJson && zod) || dirname(current) === current) break;
    }
    if (packageJson) found.push(packageJson);
    if (zod) found.push(zod);
    this.manifests.set(dir, found);
    return found;
  }
}

/** `resolved` memoises per run: files of one directory import the same helpers. */
function localImports(file: string, text: string, resolved: Map<string, string | undefined>): string[] {
  const found = new Set<string>();
  const dir = dirname(file);
  SPECIFIER.lastIndex = 0;
  for (let match = SPECIFIER.exec(text); match !== null; match = SPECIFIER.exec(text)) {
    const key = `${dir}\0${match[2]!}`;
    let target = resolved.get(key);
    if (target === undefined && !resolved.has(key)) {
      target = resolveImport(file, match[2]!);
      resolved.set(key, target);
    }
    if (target) found.add(target);
  }
  return [...found];
}

/** Mirrors Project.resolveImport: relative specifiers only, never into a node_modules the importer is not in. */
function resolveImport(fromFile: string, specifier: string): string | undefined {
  const base = resolve(dirname(fromFile), specifier);
  const candidates: string[] = [base];
  const swapped = base.replace(/\.(m|c)?jsx?$/, '');
  if (swapped !== base) for (const ext of RESOLVE_EXTENSIONS) candidates.push(swapped + ext);
  for (const ext of RESOLVE_EXTENSIONS) candidates.push(base + ext);
  for (const ext of RESOLVE_EXTENSIONS) candidates.push(join(base, 'index' + ext));
  const depth = (path: string) => path.split(/[\\/]node_modules[\\/]/).length;
  const importerDepth = depth(fromFile);
  return candidates.find((candidate) => depth(candidate) <= importerDepth && isFile(candidate));
}

function isFile(path: string): boolean {
  // No exception for a missing file: most candidates are missing, and a thrown error costs more than the stat.
  return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
}
