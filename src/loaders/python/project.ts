// The Python files of one run and what their names refer to across files. A name is followed through
// `from .models import Item` or `from pkg.models import Item` to the file that defines it when that file is part of
// the project: found by path next to the importing file or in one of its parent folders, up to the project root,
// read with the same read policy and size limit as an input file (never a site-packages, never executed). Anything
// else is external: the module and name it comes from (`mcp.server.mcpserver`, `MCPServer`), which the SDK tables
// recognise by name.
import { existsSync } from 'node:fs';
import { dirname, join, relative, isAbsolute, sep } from 'node:path';
import { moduleBindings, type Binding } from './names.js';
import { childrenOf, PythonTooComplexError, textOf, type PythonFile, type SyntaxNode } from './syntax.js';
import { OUTSIDE_READ_FOLDERS } from '../../files/read-policy.js';

export type Resolved =
  /** Defined in a project file: a class, function, value or alias there. */
  | {
      kind: 'local';
      file: PythonFile;
      name: string;
      binding: Exclude<Binding, { kind: 'import' } | { kind: 'module' } | { kind: 'ambiguous' }>;
    }
  /** A project file imported as a module (`from . import models`, `import pkg.models as models`). */
  | { kind: 'local-module'; file: PythonFile }
  /** Something from outside the project: `module.name` (name undefined for a whole module). */
  | { kind: 'external'; module: string; name?: string }
  /** Cannot be known statically; `why` says why, for the unresolved finding. */
  | { kind: 'unknown'; why: string };

export interface ProjectOptions {
  /** Files and folders above which imports are not followed (the run's inputs' common folder, or cwd). */
  root: string;
  /** Reads a project file for an import; undefined when it may not or cannot be read. */
  read(path: string): string | undefined;
  /** The run's read policy (LintOptions.mayRead): a module it refuses is unresolved, and the finding says why. */
  mayRead?: (path: string) => boolean;
  /** The path as findings show it. */
  display(path: string): string;
  parse(path: string, source: string, text: string): PythonFile;
  /**
   * The frameworks of the run, when not frameworks/index.ts's list (a test's own framework). Typed by their id alone,
   * as frameworks/index.ts's frameworksOf reads them back, so that this file imports nothing that imports it.
   */
  frameworks?: readonly { readonly id: string }[];
}

/** Following a chain of re-exports further than this is not something real code does; it bounds hostile input. */
const MAX_HOPS = 32;
/** Files read only to follow imports, per run. */
export const MAX_IMPORTED_FILES = 500;

export class PythonProject {
  private readonly files = new Map<string, PythonFile | null>();
  private readonly bindings = new WeakMap<PythonFile, Map<string, Binding>>();
  private imported = 0;
  private readonly modules = new Map<string, PythonFile | undefined>();
  /** Module files found but refused by the read policy (a link out of the project), for the unresolved finding. */
  private readonly outside = new Set<string>();

  constructor(private readonly options: ProjectOptions) {}

  /** Registers an input file (already parsed). */
  add(file: PythonFile): void {
    this.files.set(file.path, file);
  }

  /** Every file of the run known so far: the inputs added and the project files their imports brought in. */
  knownFiles(): PythonFile[] {
    return [...this.files.values()].filter((file): file is PythonFile => file !== null);
  }

  bindingsOf(file: PythonFile): Map<string, Binding> {
    let bindings = this.bindings.get(file);
    if (!bindings) {
      bindings = moduleBindings(file);
      this.bindings.set(file, bindings);
    }
    return bindings;
  }

  /** What a module-level name of `file` refers to. */
  resolveName(file: PythonFile, name: string, hops = 0): Resolved {
    if (hops > MAX_HOPS)
      return { kind: 'unknown', why: `${name} is re-exported through more than ${MAX_HOPS} modules` };
    const binding = this.bindingsOf(file).get(name);
    if (!binding) {
      if (this.bindingsOf(file).has('*'))
        return { kind: 'unknown', why: `${name} may come from a star import in ${file.source}` };
      return { kind: 'external', module: 'builtins', name };
    }
    switch (binding.kind) {
      case 'ambiguous':
        return { kind: 'unknown', why: `${name} is bound in more than one place in ${file.source}` };
      case 'module': {
        const local = this.moduleFile(file, binding.module, 0);
        return local ? { kind: 'local-module', file: local } : { kind: 'external', module: binding.module };
      }
      case 'import': {
        const module = this.moduleFile(file, binding.module, binding.level);
        if (module) {
          if (this.bindingsOf(module).has(binding.name)) return this.resolveName(module, binding.name, hops + 1);
          // `from . import models`: the name is a submodule of the package.
          const submodule = this.moduleFile(
            file,
            binding.module ? `${binding.module}.${binding.name}` : binding.name,
            binding.level,
          );
          if (submodule) return { kind: 'local-module', file: submodule };
          return { kind: 'unknown', why: `${binding.name} is not defined in ${module.source}` };
        }
        // A namespace package (no __init__.py) or a package imported for its submodule: `from pkg import shapes`.
        const submodule = this.moduleFile(
          file,
          binding.module ? `${binding.module}.${binding.name}` : binding.name,
          binding.level,
        );
        if (submodule) return { kind: 'local-module', file: submodule };
        const refused = this.refusedModule(file, binding.module, binding.level);
        if (refused)
          return {
            kind: 'unknown',
            why: `${binding.name} is imported from ${this.options.display(refused)}, and ${OUTSIDE_READ_FOLDERS}`,
          };
        if (binding.level > 0)
          return {
            kind: 'unknown',
            why: `the module ${'.'.repeat(binding.level)}${binding.module} of ${file.source} is not in the project`,
          };
        return { kind: 'external', module: binding.module, name: binding.name };
      }
      default:
        return { kind: 'local', file, name, binding };
    }
  }

  /**
   * What an expression naming something refers to: `Item`, `models.Item`, `types.Tool`, `mcp.server.mcpserver.MCPServer`.
   * Attributes of an external module extend its dotted name; attributes of a project module are looked up there.
   */
  resolveExpression(file: PythonFile, node: SyntaxNode): Resolved {
    const parts = dottedParts(file, node);
    if (!parts) return { kind: 'unknown', why: `${textOf(file, node).slice(0, 60)} is not a plain name` };
    let resolved = this.resolveName(file, parts[0]!);
    for (const part of parts.slice(1)) {
      if (resolved.kind === 'external') {
        resolved = {
          kind: 'external',
          module: resolved.name ? `${resolved.module}.${resolved.name}` : resolved.module,
          name: part,
        };
      } else if (resolved.kind === 'local-module') {
        resolved = this.resolveName(resolved.file, part);
      } else if (resolved.kind === 'unknown') {
        return resolved;
      } else {
        return { kind: 'unknown', why: `${parts.join('.')} is an attribute of a value` };
      }
    }
    return resolved;
  }

  /** The project file of `module` imported from `file` (level = leading dots), parsed; undefined when not in the project. */
  moduleFile(from: PythonFile, module: string, level: number): PythonFile | undefined {
    // Asked again for every name resolved through an import; each miss costs a filesystem probe per parent folder.
    const key = `${dirname(from.path)}\0${level}\0${module}`;
    if (this.modules.has(key)) return this.modules.get(key);
    const found = this.findModuleFile(from, module, level);
    this.modules.set(key, found);
    return found;
  }

  private findModuleFile(from: PythonFile, module: string, level: number): PythonFile | undefined {
    const parts = module ? module.split('.') : [];
    const candidates: string[] = [];
    if (level > 0) {
      let base = dirname(from.path);
      for (let up = 1; up < level; up++) base = dirname(base);
      candidates.push(...modulePaths(base, parts));
    } else {
      // An absolute import of a project module: search the importing file's folder and its parents up to the root
      // (the package's own folder, a src/ layout, or the repository root).
      for (let base = dirname(from.path); this.within(base); base = dirname(base)) {
        candidates.push(...modulePaths(base, parts));
        if (dirname(base) === base) break;
      }
    }
    for (const candidate of candidates) {
      if (!this.within(candidate)) continue;
      const file = this.load(candidate);
      if (file) return file;
    }
    return undefined;
  }

  /** A project file by path (read and parsed once, within the run's import budget); undefined outside the root. */
  fileAt(path: string): PythonFile | undefined {
    return this.within(path) ? this.load(path) : undefined;
  }

  /** Whether the run's read policy lets a file of the project be read. */
  mayRead(path: string): boolean {
    return this.within(path) && (this.options.mayRead?.(path) ?? true);
  }

  /** The folder imports are followed within. */
  get root(): string {
    return this.options.root;
  }

  /** The run's own frameworks, when it was given some (ProjectOptions.frameworks). */
  get frameworks(): readonly { readonly id: string }[] | undefined {
    return this.options.frameworks;
  }

  /** The file `module` names, when the read policy refused it rather than it being missing. */
  private refusedModule(from: PythonFile, module: string, level: number): string | undefined {
    if (this.outside.size === 0) return undefined;
    const base =
      level > 0 ? [...Array(level - 1)].reduce<string>((folder) => dirname(folder), dirname(from.path)) : undefined;
    const folders: string[] = [];
    if (base !== undefined) folders.push(base);
    else
      for (let folder = dirname(from.path); this.within(folder); folder = dirname(folder)) {
        folders.push(folder);
        if (dirname(folder) === folder) break;
      }
    return folders
      .flatMap((folder) => modulePaths(folder, module ? module.split('.') : []))
      .find((path) => this.outside.has(path));
  }

  private within(path: string): boolean {
    const rel = relative(this.options.root, path);
    return rel === '' || (!rel.startsWith('..' + sep) && rel !== '..' && !isAbsolute(rel));
  }

  private load(path: string): PythonFile | undefined {
    const known = this.files.get(path);
    if (known !== undefined) return known ?? undefined;
    if (this.imported >= MAX_IMPORTED_FILES || !existsSync(path)) return undefined;
    if (this.options.mayRead && !this.options.mayRead(path)) {
      this.outside.add(path);
      this.files.set(path, null);
      return undefined;
    }
    this.imported++;
    const text = this.options.read(path);
    const file = text === undefined ? null : this.parsedOrNull(path, text);
    this.files.set(path, file);
    return file ?? undefined;
  }

  /** An imported file past the parser's budget is not followed, as an unreadable one is. */
  private parsedOrNull(path: string, text: string): PythonFile | null {
    try {
      return this.options.parse(path, this.options.display(path), text);
    } catch (error) {
      if (error instanceof PythonTooComplexError) return null;
      throw error;
    }
  }
}

function modulePaths(base: string, parts: string[]): string[] {
  if (parts.length === 0) return [join(base, '__init__.py')];
  return [join(base, ...parts) + '.py', join(base, ...parts, '__init__.py')];
}

/** `a.b.c` as ['a', 'b', 'c'] from a VariableName or MemberExpression; undefined for calls, subscripts and the rest. */
export function dottedParts(file: PythonFile, node: SyntaxNode): string[] | undefined {
  if (node.name === 'VariableName') return [textOf(file, node)];
  if (node.name !== 'MemberExpression') return undefined;
  const children = childrenOf(node);
  const [object, dot, property] = children;
  if (children.length !== 3 || dot?.name !== '.' || property?.name !== 'PropertyName' || !object) return undefined;
  const base = dottedParts(file, object);
  return base ? [...base, textOf(file, property)] : undefined;
}

/** The qualified name of an external thing ("mcp.server.mcpserver.MCPServer"), for the SDK tables. */
export function qualifiedName(resolved: Resolved): string | undefined {
  if (resolved.kind !== 'external') return undefined;
  return resolved.name ? `${resolved.module}.${resolved.name}` : resolved.module;
}
