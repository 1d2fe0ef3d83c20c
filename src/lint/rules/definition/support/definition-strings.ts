// Every string a model reads from a tool definition: values and object keys, at any depth, with its pointer and
// the part it plays. Iterative and bounded, so a hostile definition nested 100,000 levels deep or with millions of
// nodes costs a bounded walk, not a stack overflow.
import { joinPointer } from '../../../pointer.js';
import type { LoadedTool } from '../../../types.js';

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
}

const MAX_DEPTH = 128;
const MAX_NODES = 200_000;

/**
 * A place in the definition whose pointer is built only when asked for: nearly every string is scanned and found
 * clean, and building a pointer for each was most of the walk's cost.
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
    private readonly place: Place,
    readonly isKey: boolean,
    readonly role: DefinitionString['role'],
    readonly isName: boolean,
    readonly field: string | undefined,
  ) {}
  get pointer(): string {
    return this.place.pointer;
  }
}

interface Frame {
  value: unknown;
  place: Place;
  /** True for the definition's own `name`. */
  isToolName: boolean;
  depth: number;
  /** The key (or enclosing keyword) this value sits under. */
  key: string | undefined;
  /** The key of the object or array that holds this value. */
  parentKey: string | undefined;
}

function roleOf(frame: Frame): DefinitionString['role'] {
  if (frame.isToolName) return 'identifier';
  if (frame.key === 'const' || frame.parentKey === 'enum') return 'identifier';
  if (frame.key === 'description' || frame.key === 'title') return 'prose';
  return 'other';
}

/** Calls `visit` for each string of the definition; stops after MAX_NODES nodes or below MAX_DEPTH. */
export function forEachDefinitionString(definition: unknown, visit: (found: DefinitionString) => void): void {
  const stack: Frame[] = [{ value: definition, place: new Place(undefined, ''), isToolName: false, depth: 0, key: undefined, parentKey: undefined }];
  let nodes = 0;
  while (stack.length > 0 && nodes < MAX_NODES) {
    const frame = stack.pop()!;
    nodes++;
    const { value } = frame;
    if (typeof value === 'string') {
      visit(new Found(value, frame.place, false, roleOf(frame), frame.isToolName, frame.key));
      continue;
    }
    if (value === null || typeof value !== 'object' || frame.depth >= MAX_DEPTH) continue;
    const children: Frame[] = [];
    if (Array.isArray(value)) {
      value.forEach((item, index) => children.push({ value: item, place: new Place(frame.place, index), isToolName: false, depth: frame.depth + 1, key: frame.key, parentKey: frame.key }));
    } else {
      for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
        const place = new Place(frame.place, key);
        // Keys of `properties` are parameter names: identifiers the model sends back.
        const isParameter = frame.key === 'properties';
        visit(new Found(key, place, true, isParameter ? 'identifier' : 'other', isParameter, key));
        children.push({ value: item, place, isToolName: frame.depth === 0 && key === 'name', depth: frame.depth + 1, key, parentKey: frame.key });
      }
    }
    // Reversed so strings are visited in document order.
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
}

const cache = new WeakMap<LoadedTool, readonly DefinitionString[]>();

/**
 * The strings of a tool's definition, walked once per tool and shared by every security rule (four rules read them;
 * one walk instead of four is most of their cost on real definitions).
 */
export function definitionStringsOf(tool: LoadedTool): readonly DefinitionString[] {
  let strings = cache.get(tool);
  if (!strings) {
    const found: DefinitionString[] = [];
    forEachDefinitionString(tool.definition, (item) => found.push(item));
    cache.set(tool, (strings = found));
  }
  return strings;
}
