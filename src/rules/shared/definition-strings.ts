// Every string a model reads from a tool definition: values and object keys, at any depth, with its pointer and
// the part it plays. Bounded in depth and nodes, so a hostile definition nested 100,000 levels deep or with millions
// of nodes costs a bounded walk, not a stack overflow.
import { joinPointer } from '../../core/pointer.js';
import type { LoadedTool } from '../../core/types.js';
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
 * scanned and found clean, and building a pointer for each was most of the walk's cost. A Place is made only for a
 * container on the path of a string that is kept (see the walk).
 *
 * Fields are `declare`d and set in the constructor (a declared field is defined on each new object one by one, ES2022
 * semantics), and each field holds one kind of value (the segment always a string, no `undefined` turning into a
 * string later): when a field's kind changes, V8 drops the optimised code of the walk that builds these objects, and
 * a cold run then does the whole walk unoptimised.
 */
class Place {
  declare private readonly parent: Place | undefined;
  declare private readonly segment: string;
  /** '' until built: only the definition itself has the pointer ''. */
  declare private built: string;
  constructor(parent: Place | undefined, segment: string | number) {
    this.parent = parent;
    this.segment = String(segment);
    this.built = '';
  }
  get pointer(): string {
    if (this.built === '' && this.parent) this.built = joinPointer(this.parent.pointer, this.segment);
    return this.built;
  }
}

class Found implements DefinitionString {
  declare readonly text: string;
  /** The container holding the string (undefined when the definition itself is a string). */
  declare private readonly parent: Place | undefined;
  declare private readonly segment: string;
  declare readonly isKey: boolean;
  declare readonly role: DefinitionString['role'];
  declare readonly isName: boolean;
  declare readonly field: string | undefined;
  /** 0 until tested, then 1 (no suspect character) or 2. */
  declare private suspect: number;
  constructor(
    text: string,
    parent: Place | undefined,
    segment: string | number,
    isKey: boolean,
    role: DefinitionString['role'],
    isName: boolean,
    field: string | undefined,
  ) {
    this.text = text;
    this.parent = parent;
    this.segment = String(segment);
    this.isKey = isKey;
    this.role = role;
    this.isName = isName;
    this.field = field;
    this.suspect = 0;
  }
  get pointer(): string {
    return this.parent ? joinPointer(this.parent.pointer, this.segment) : '';
  }
  get hasSuspect(): boolean {
    if (this.suspect === 0) this.suspect = hasSuspectCharacters(this.text) ? 2 : 1;
    return this.suspect === 2;
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
  // The containers on the path to the value being walked: segments[d] is the segment of the container at depth d
  // (the definition itself is depth 0), places[d] its Place once one was needed. Entering a container clears its slot,
  // so the slots up to the current depth always belong to the current path.
  const segments: Array<string | number> = [];
  const places: Array<Place | undefined> = [];
  const placeAt = (depth: number): Place =>
    (places[depth] ??= depth === 0 ? new Place(undefined, '') : new Place(placeAt(depth - 1), segments[depth]!));
  // key: the key (or, for array items, the enclosing keyword) the value sits under; parentKey: the same for its container.
  // depth: the depth of the container holding the value (-1 for the definition itself).
  const walk = (
    value: unknown,
    segment: string | number,
    depth: number,
    key: string | undefined,
    parentKey: string | undefined,
    isToolName: boolean,
  ): void => {
    if (++nodes > MAX_NODES) return;
    if (typeof value === 'string') {
      const role = roleOf(key, parentKey, isToolName);
      if (!keep || keep(value, role))
        visit(new Found(value, depth < 0 ? undefined : placeAt(depth), segment, false, role, isToolName, key));
      return;
    }
    const own = depth + 1;
    if (value === null || typeof value !== 'object' || own >= MAX_DEPTH) return;
    segments[own] = segment;
    places[own] = undefined;
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) walk(value[index], index, own, key, key, false);
      return;
    }
    for (const name in value) {
      if (!Object.prototype.hasOwnProperty.call(value, name)) continue;
      // Keys of `properties` are parameter names: identifiers the model sends back.
      const isParameter = key === 'properties';
      const role = isParameter ? 'identifier' : 'other';
      if (!keep || keep(name, role)) visit(new Found(name, placeAt(own), name, true, role, isParameter, name));
      walk((value as Record<string, unknown>)[name], name, own, name, key, own === 0 && name === 'name');
    }
  };
  walk(definition, '', -1, undefined, undefined, false);
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
