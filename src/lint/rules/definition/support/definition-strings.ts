// Every string a model reads from a tool definition: values and object keys, at any depth, with its pointer and
// the part it plays. Bounded in depth and nodes, so a hostile definition nested 100,000 levels deep or with millions
// of nodes costs a bounded walk, not a stack overflow.
import { joinPointer } from '../../../pointer.js';
import type { LoadedTool } from '../../../types.js';
import { hasSuspectCharacters } from './hidden-characters.js';
import { SECRET_PREFIX } from './secret-formats.js';

export interface DefinitionString {
  text: string;
  /** Where the string is: the value's pointer, or for a key the pointer of the value it names. */
  readonly pointer: string;
  /** True for an object key (a parameter name, when its parent is `properties`). */
  isKey: boolean;
  /**
   * identifier: the tool name, a parameter name, an enum or const value (a model copies these verbatim);
   * prose: descriptions and titles; other: every other string (defaults, examples, patterns, _meta…).
   */
  role: 'identifier' | 'prose' | 'other';
  /** The tool's name or a parameter name (not an enum or const value). */
  readonly isName: boolean;
  /** The key the string sits under ("description", "title", "enum", "const"…), or the key itself for a key. */
  readonly field: string | undefined;
  /** hasSuspectCharacters(text), tested once for the several rules that ask. */
  readonly hasSuspect: boolean;
}

// Recursion depth, not a stack of frames: 128 calls deep is far from Node's limit and far beyond any real definition.
const MAX_DEPTH = 128;
const MAX_NODES = 200_000;

/**
 * A container (object or array) in the definition whose pointer is built only when asked for: nearly every string is
 * scanned and found clean, and building a pointer for each was most of the walk's cost.
 */
class Place {
  #pointer: string | undefined;
  constructor(private readonly parent: Place | undefined, private readonly segment: string | number) {}
  get pointer(): string {
    return (this.#pointer ??= this.parent ? joinPointer(this.parent.pointer, this.segment) : '');
  }
}

class Found implements DefinitionString {
  constructor(
    readonly text: string,
    /** The container holding the string (undefined when the definition itself is a string). */
    private readonly parent: Place | undefined,
    private readonly segment: string | number,
    readonly isKey: boolean,
    readonly role: DefinitionString['role'],
    readonly isName: boolean,
    readonly field: string | undefined,
  ) {}
  #suspect: boolean | undefined;
  get pointer(): string {
    return this.parent ? joinPointer(this.parent.pointer, this.segment) : '';
  }
  get hasSuspect(): boolean {
    return (this.#suspect ??= hasSuspectCharacters(this.text));
  }
}

function roleOf(key: string | undefined, parentKey: string | undefined, isToolName: boolean): DefinitionString['role'] {
  if (isToolName) return 'identifier';
  if (key === 'const' || parentKey === 'enum') return 'identifier';
  if (key === 'description' || key === 'title') return 'prose';
  return 'other';
}

/**
 * Calls `visit` for each string of the definition, in document order; stops after MAX_NODES nodes and does not go
 * below MAX_DEPTH (recursion that deep is safe; deeper input is simply not read).
 */
export function forEachDefinitionString(
  definition: unknown,
  visit: (found: DefinitionString) => void,
  /** When given, only strings it accepts are visited (decided before anything is allocated for them). */
  keep?: (text: string, role: DefinitionString['role']) => boolean,
): void {
  let nodes = 0;
  // key: the key (or, for array items, the enclosing keyword) the value sits under; parentKey: the same for its container.
  const walk = (value: unknown, parent: Place | undefined, segment: string | number, depth: number, key: string | undefined, parentKey: string | undefined, isToolName: boolean): void => {
    if (++nodes > MAX_NODES) return;
    if (typeof value === 'string') {
      const role = roleOf(key, parentKey, isToolName);
      if (!keep || keep(value, role)) visit(new Found(value, parent, segment, false, role, isToolName, key));
      return;
    }
    if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return;
    const place = parent ? new Place(parent, segment) : new Place(undefined, '');
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) walk(value[index], place, index, depth + 1, key, key, false);
      return;
    }
    for (const name in value) {
      if (!Object.prototype.hasOwnProperty.call(value, name)) continue;
      // Keys of `properties` are parameter names: identifiers the model sends back.
      const isParameter = key === 'properties';
      const role = isParameter ? 'identifier' : 'other';
      if (!keep || keep(name, role)) visit(new Found(name, place, name, true, role, isParameter, name));
      walk((value as Record<string, unknown>)[name], place, name, depth + 1, name, key, depth === 0 && name === 'name');
    }
  };
  walk(definition, undefined, '', 0, undefined, undefined, false);
}

const cache = new WeakMap<LoadedTool, readonly DefinitionString[]>();

/**
 * What the security rules can have an opinion about: any character outside printable ASCII (hidden and invisible
 * characters, look-alike letters) or the start of a credential format. Every other string is plain ASCII without a
 * credential, and only descriptions and titles (prose) matter for it.
 */
const NOTABLE = new RegExp(`[^\\t\\n\\r\\x20-\\x7E]|${SECRET_PREFIX.source}`);
const isNotable = (text: string, role: DefinitionString['role']) => role === 'prose' || NOTABLE.test(text);

/**
 * The strings of a tool's definition the security rules need — prose, and any string `NOTABLE` matches — walked once
 * per tool and shared by the rules. Most strings of a definition are plain keys and values that none of them reads;
 * skipping them before anything is allocated is most of the saving.
 */
export function definitionStringsOf(tool: LoadedTool): readonly DefinitionString[] {
  let strings = cache.get(tool);
  if (!strings) {
    const found: DefinitionString[] = [];
    forEachDefinitionString(tool.definition, (item) => found.push(item), isNotable);
    cache.set(tool, (strings = found));
  }
  return strings;
}
