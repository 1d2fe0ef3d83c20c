// The files a source run can see: the linted files plus the project's own files they import.
// Imports into node_modules are never followed; package names are only recognised (zod, and the frameworks'). Under a
// read policy (serve's roots), nothing outside it is read: an import there is unresolved, a manifest there absent.
import { existsSync, statSync } from 'node:fs';
import { readSourceText } from '../../inputs/read.js';
import { dirname, join, resolve } from 'node:path';
import { ts, type TS } from './typescript.js';
import { readManifest } from './manifest.js';
import { startCommandOf } from './start-command.js';
import type { ZodFlavor } from './values.js';
import type { ReadPolicy } from '../../core/options.js';
import { OUTSIDE_READ_FOLDERS } from '../../files/read-policy.js';
import { MAX_ANALYSED_BUNDLE_BYTES, sdkBundleEvidence } from './sdk-bundle.js';
import { frameworkModule, isMcpPackage, type FrameworkPackages } from './frameworks/packages.js';
import { NamePrograms } from './program.js';
import { resolveNamesWith } from './scope.js';
import { SourceModel } from './model.js';
import { MAX_SOURCE_NESTING, tooDeepAt } from './nesting.js';

/** How a parse error that is a budget, not a fault of the file's syntax, begins. */
export const TOO_COMPLEX = 'too complex to read';

const RESOLVE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.jsx'];

export interface ZodLibraries {
  v4: Record<string, unknown>;
  v3: Record<string, unknown>;
  zodToJsonSchema?: (schema: unknown, options?: unknown) => unknown;
}

export class Project {
  private readonly files = new Map<string, TS.SourceFile | null>();
  /** Why a file could not be parsed (unreadable, or nested too deeply for the parser). */
  readonly parseErrors = new Map<string, string>();
  private readonly zodMajor = new Map<string, number | undefined>();
  /** What the run learns about the code it reads (model.ts). */
  readonly model = new SourceModel();
  /** The files named by the run, parsed: where tool classes are looked for (class-tools.ts). */
  linted: readonly TS.SourceFile[] = [];
  /** The Programs whose checkers resolve names in the files this parses (program.ts, scope.ts). */
  private readonly names = new NamePrograms({
    sourceFile: (path) => this.sourceFile(path),
    resolveImport: (fromFile, specifier) => this.resolveImport(fromFile, specifier),
  });

  constructor(
    readonly zod: ZodLibraries,
    /** The frameworks source mode knows (frameworks/index.ts), as framework.ts's frameworksOf reads them. */
    readonly frameworks: readonly FrameworkPackages[],
    readonly program?: TS.Program,
    readonly checker?: TS.TypeChecker,
    private readonly mayRead: ReadPolicy = () => true,
  ) {}

  /** Whether the run may read this file (serve's roots): a file outside is treated as absent. */
  mayReadFile(path: string): boolean {
    return this.mayRead(resolve(path));
  }

  /** Parses (once) a file of the project; undefined when it cannot be read. */
  sourceFile(path: string, text?: string): TS.SourceFile | undefined {
    const absolute = resolve(path);
    const cached = this.files.get(absolute);
    if (cached !== undefined) return cached ?? undefined;
    let file: TS.SourceFile | undefined = this.program?.getSourceFile(absolute);
    // Also when --project's program holds the file: its values would be quoted in findings.
    if (text === undefined && !this.mayRead(absolute)) {
      file = undefined;
      this.parseErrors.set(absolute, OUTSIDE_READ_FOLDERS);
    } else if (!file) {
      try {
        const content = text ?? readSourceText(absolute);
        // An imported file that bundles the SDK is left unparsed, as it is when linted (index.ts): parsing
        // megabytes of inlined packages costs seconds, and registrations mixed into bundled code are not followed.
        if (text === undefined && content.length > MAX_ANALYSED_BUNDLE_BYTES && sdkBundleEvidence(content)) {
          this.parseErrors.set(
            absolute,
            `a bundle of the MCP SDK over ${MAX_ANALYSED_BUNDLE_BYTES / 1_000_000} MB, which source mode does not read`,
          );
        } else {
          file = ts().createSourceFile(absolute, content, ts().ScriptTarget.Latest, true, scriptKindOf(absolute));
        }
      } catch (error) {
        file = undefined;
        const message = (error as Error).message;
        this.parseErrors.set(
          absolute,
          error instanceof RangeError
            ? `${TOO_COMPLEX}: its code is nested too deeply for TypeScript's parser`
            : message,
        );
      }
    }
    const deepAt = file ? tooDeepAt(file) : undefined;
    if (file && deepAt !== undefined) {
      const { line } = file.getLineAndCharacterOfPosition(deepAt);
      this.parseErrors.set(
        absolute,
        `${TOO_COMPLEX}: its code is nested more than ${MAX_SOURCE_NESTING} levels deep at line ${line + 1} (a long \`a + b + …\` chain or comma sequence, deeply nested brackets or calls, or minified code)`,
      );
      file = undefined;
    }
    this.files.set(absolute, file ?? null);
    if (file) resolveNamesWith(this.model, file, this.names);
    return file;
  }

  private readonly bundleZodExports = new Map<string, ReadonlySet<string>>();

  /**
   * What an unparsed bundle exports under `name`, when its own text says so without parsing it: 'zod' for zod 4's
   * namespace object (chrome-devtools-mcp bundles zod and `export { …, external as zod }`). Undefined otherwise.
   */
  bundledExport(path: string, name: string): 'zod' | undefined {
    const absolute = resolve(path);
    if (!this.parseErrors.get(absolute)?.startsWith('a bundle of the MCP SDK')) return undefined;
    let zodExports = this.bundleZodExports.get(absolute);
    if (!zodExports) {
      try {
        zodExports = zodNamespaceExports(readSourceText(absolute));
      } catch {
        zodExports = new Set(); // unreadable: nothing known
      }
      this.bundleZodExports.set(absolute, zodExports);
    }
    return zodExports.has(name) ? 'zod' : undefined;
  }

  /** The module marker of a package whose exports the loader recognises by name (it never reads their code). */
  recognisedModule(specifier: string): string | undefined {
    if (specifier === 'zod' || specifier.startsWith('zod/')) return 'zod';
    if (specifier === 'zod-to-json-schema') return 'zod-to-json-schema';
    return frameworkModule(this.frameworks, specifier);
  }

  /** Resolves a relative import to a project file (never into node_modules). */
  resolveImport(fromFile: string, specifier: string): string | undefined {
    if (!specifier.startsWith('.')) return undefined;
    const base = resolve(dirname(fromFile), specifier);
    const candidates: string[] = [base];
    // TypeScript ESM style: './tools.js' names './tools.ts'.
    const swapped = base.replace(/\.(m|c)?jsx?$/, '');
    if (swapped !== base) for (const ext of RESOLVE_EXTENSIONS) candidates.push(swapped + ext);
    for (const ext of RESOLVE_EXTENSIONS) candidates.push(base + ext);
    for (const ext of RESOLVE_EXTENSIONS) candidates.push(join(base, 'index' + ext));
    // A relative import never leads into a package: it may not enter a node_modules directory the importer is not in.
    const depth = (path: string) => path.split(/[\\/]node_modules[\\/]/).length;
    const importerDepth = depth(fromFile);
    for (const candidate of candidates) {
      if (depth(candidate) > importerDepth) continue;
      try {
        // A module outside the read policy is resolved but never read: sourceFile() records why, and the import is
        // unresolved with that reason, neither read nor quoted.
        if (statSync(candidate).isFile()) return candidate;
      } catch {
        // not this one
      }
    }
    return undefined;
  }

  /** Which zod a `from "zod"` import means for this file: the project's installed zod decides. */
  zodFlavor(fromFile: string, specifier: string): ZodFlavor {
    if (specifier === 'zod/v3') return 'v3';
    if (specifier !== 'zod') return 'v4';
    const imposed = this.imposedZod(fromFile);
    if (imposed) return imposed;
    return this.zodMajorFrom(dirname(fromFile)) === 3 ? 'v3' : 'v4';
  }

  private readonly imposedZods = new Map<string, ZodFlavor | null>();

  /** The zod a framework the file uses imposes on it (mcp-framework accepts only zod 3 schemas). */
  private imposedZod(file: string): ZodFlavor | undefined {
    let imposed = this.imposedZods.get(file);
    if (imposed === undefined) {
      const text = this.sourceFile(file)?.text ?? '';
      imposed = null;
      for (const framework of this.frameworks) imposed ??= framework.zodFlavor?.(text) ?? null;
      this.imposedZods.set(file, imposed);
    }
    return imposed ?? undefined;
  }

  private readonly manifests = new Map<string, Record<string, unknown> | null | undefined>();

  /**
   * The package.json in `dir`, read once per run: undefined when there is none, null when it is not JSON, `{}` when
   * it is JSON but not an object (it names nothing).
   */
  private manifestIn(dir: string): Record<string, unknown> | null | undefined {
    if (this.manifests.has(dir)) return this.manifests.get(dir);
    const path = join(dir, 'package.json');
    const manifest = this.mayRead(path) ? readManifest(path) : undefined;
    this.manifests.set(dir, manifest);
    return manifest;
  }

  /**
   * The package.json files above a file, nearest first, through at most `levels` directories: null for one that is
   * not JSON, `{}` for JSON that is not an object.
   */
  *manifestsAbove(file: string, levels = Infinity): Generator<Record<string, unknown> | null> {
    for (let current = dirname(file), seen = 0; seen < levels; current = dirname(current), seen++) {
      const manifest = this.manifestIn(current);
      if (manifest !== undefined) yield manifest;
      if (dirname(current) === current) return;
    }
  }

  /**
   * How the nearest package.json that names a package starts it (see start-command.ts), when that package runs an
   * MCP package at run time (a `dependencies` entry: a repository that only tests against an SDK is not a server).
   */
  startCommand(file: string): string | undefined {
    for (let current = dirname(file), seen = 0; seen < 8; current = dirname(current), seen++) {
      const manifest = this.manifestIn(current);
      if (manifest === null) return undefined;
      if (manifest !== undefined && typeof manifest.name === 'string') {
        const runtime =
          manifest.dependencies && typeof manifest.dependencies === 'object' ? Object.keys(manifest.dependencies) : [];
        return runtime.some((name) => isMcpPackage(this.frameworks, name)) ? startCommandOf(manifest) : undefined;
      }
      if (dirname(current) === current) return undefined;
    }
    return undefined;
  }

  private readonly packageRoots = new Map<string, string>();

  /** The directory of the nearest package.json above a file (the file's own directory when there is none). */
  packageRoot(file: string): string {
    const dir = dirname(file);
    let root = this.packageRoots.get(dir);
    if (root === undefined) {
      root = dir;
      for (let current = dir; ; current = dirname(current)) {
        if (existsSync(join(current, 'package.json'))) {
          root = current;
          break;
        }
        if (dirname(current) === current) break;
      }
      this.packageRoots.set(dir, root);
    }
    return root;
  }

  /**
   * The zod generation `import … from "zod"` gives code in `dir`: the installed zod's version, else (a checkout
   * not installed yet) the range the nearest package.json naming zod asks for. Both read as data.
   */
  private zodMajorFrom(dir: string): number | undefined {
    if (this.zodMajor.has(dir)) return this.zodMajor.get(dir);
    const major = this.installedPackage(dir, 'zod')?.version[0] ?? this.declaredMajor(dir, 'zod');
    this.zodMajor.set(dir, major);
    return major;
  }

  /** The major version the nearest package.json that names `pkg` asks for (`^3.23.8`, `~3.22`, `3.x`). */
  private declaredMajor(dir: string, pkg: string): number | undefined {
    for (let current = dir; ; current = dirname(current)) {
      const manifest = this.manifestIn(current);
      if (manifest) {
        const range = dependenciesOf(manifest)[pkg];
        if (typeof range === 'string') {
          const major = /^\s*[\^~=v]*\s*(\d+)/.exec(range);
          return major ? Number(major[1]) : undefined;
        }
        if (typeof manifest.name === 'string') return undefined;
      }
      if (dirname(current) === current) return undefined;
    }
  }

  private readonly installs = new Map<string, InstalledPackage | null>();

  /**
   * The package `pkg` as Node would resolve it from `dir` (node_modules in `dir` and each parent): where it is
   * and its version. Only its package.json is read, never its code. Undefined when it is not installed there.
   */
  installedPackage(dir: string, pkg: string): InstalledPackage | undefined {
    const key = `${dir}\0${pkg}`;
    const cached = this.installs.get(key);
    if (cached !== undefined) return cached ?? undefined;
    let found: InstalledPackage | undefined;
    for (let current = dir; ; current = dirname(current)) {
      const root = join(current, 'node_modules', pkg);
      const path = join(root, 'package.json');
      const manifest = this.mayRead(path) ? readManifest(path) : undefined;
      if (manifest !== undefined) {
        // An unreadable manifest: treated as not installed.
        const version = parseVersion(manifest?.version);
        if (version) found = { dir: root, version };
        break;
      }
      if (dirname(current) === current) break;
    }
    this.installs.set(key, found ?? null);
    return found;
  }
}

export interface InstalledPackage {
  dir: string;
  /** major, minor, patch */
  version: [number, number, number];
}

function parseVersion(text: unknown): [number, number, number] | undefined {
  const match = typeof text === 'string' ? /^(\d+)\.(\d+)\.(\d+)/.exec(text) : null;
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

/** Whether an installed version is at least `min` (major, minor, patch). */
export function atLeast(version: [number, number, number], min: [number, number, number]): boolean {
  for (let i = 0; i < 3; i++) if (version[i] !== min[i]) return version[i]! > min[i]!;
  return true;
}

export function scriptKindOf(path: string): TS.ScriptKind {
  const kinds = ts().ScriptKind;
  if (/\.tsx$/.test(path)) return kinds.TSX;
  if (/\.jsx$/.test(path)) return kinds.JSX;
  if (/\.(m|c)?js$/.test(path)) return kinds.JS;
  return kinds.TS;
}

/** Every dependency a manifest names, of any kind. */
export function dependenciesOf(manifest: Record<string, unknown>): Record<string, unknown> {
  const group = (key: string) =>
    manifest[key] !== null && typeof manifest[key] === 'object' ? (manifest[key] as Record<string, unknown>) : {};
  return { ...group('dependencies'), ...group('devDependencies'), ...group('peerDependencies') };
}

/** The `exported → local` names of the `export { … }` clause that ends a bundle (ES module output). */
function finalExportClause(text: string): Map<string, string> {
  const names = new Map<string, string>();
  const tail = text.slice(-20_000);
  const match = /export\s*\{([^{}]*)\}\s*;?\s*(?:\/\/# sourceMappingURL=\S*\s*)?$/.exec(tail);
  if (!match) return names;
  for (const part of match[1]!.split(',')) {
    const [local, exported] = part.trim().split(/\s+as\s+/);
    if (local && /^[\w$]+$/.test(local)) names.set(exported?.trim() || local, local);
  }
  return names;
}

/**
 * The names a bundle's final export clause gives to zod 4's namespace object, as bundlers write `import * as z from
 * "zod"`: `var local = /*#__PURE__*\/Object.freeze({ __proto__: null, …, ZodObject: ZodObject, …, toJSONSchema: … })`
 * (rollup) or `var local = {}; __export(local, { ZodObject: () => ZodObject, … })` (esbuild). The local name must be
 * declared once at the top level of the bundle (minified bundles reuse short names), and the object literal itself, up
 * to its closing brace and within 60,000 characters, must list zod's own names: ZodObject, ZodString, object, string
 * and toJSONSchema. The declarations are found in one pass over the text (a pass per exported name cost chrome-devtools-mcp
 * 0.6 s for its 46 exports).
 */
function zodNamespaceExports(text: string): ReadonlySet<string> {
  const found = new Set<string>();
  const clause = finalExportClause(text);
  if (clause.size === 0) return found;
  // Bundlers write top-level declarations at the start of a line; one inside a function is indented. -1: declared twice.
  const declaredAt = new Map<string, number>();
  for (const declaration of text.matchAll(/^(?:var|let|const)\s+([\w$]+)\s*=/gm)) {
    const name = declaration[1]!;
    declaredAt.set(name, declaredAt.has(name) ? -1 : declaration.index!);
  }
  for (const [exported, local] of clause) {
    const start = declaredAt.get(local);
    if (start !== undefined && start >= 0 && isZodNamespaceAt(text, local, start)) found.add(exported);
  }
  return found;
}

/** Whether the top-level declaration of `local` at `start` is zod 4's namespace object (see zodNamespaceExports). */
function isZodNamespaceAt(text: string, local: string, start: number): boolean {
  const escaped = local.replace(/\$/g, '\\$');
  const opening = new RegExp(
    `^(?:var|let|const)\\s+${escaped}\\s*=\\s*(?:/\\*\\s*#?__PURE__\\s*\\*/\\s*)?(?:Object\\.freeze\\(\\s*\\{|\\{\\s*\\}\\s*;?\\s*__export\\(\\s*${escaped}\\s*,\\s*\\{)`,
  ).exec(text.slice(start, start + 500));
  if (!opening) return false;
  const body = objectLiteralBody(text, start + opening[0].length, 60_000);
  return (
    body !== undefined &&
    ['ZodObject', 'ZodString', 'object', 'string', 'toJSONSchema'].every((key) =>
      new RegExp(`(?:^|[{,\\s])${key}\\s*:`).test(body),
    )
  );
}

/** The text from `from` up to the brace that closes the literal opened just before it, or undefined past `limit`. */
function objectLiteralBody(text: string, from: number, limit: number): string | undefined {
  let depth = 1;
  const end = Math.min(text.length, from + limit);
  for (let index = from; index < end; index++) {
    const char = text[index];
    if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return text.slice(from, index);
  }
  return undefined;
}
