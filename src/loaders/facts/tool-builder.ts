// A tool built from a registration, whatever the language: its definition, where each part of it is written (a JSON
// pointer → position map, the first place given wins) and the parts that could not be read (left out of the
// definition and listed by pointer), made into a LoadedTool at the end. Both source readers build their tools here;
// each gives positions in its own terms (a TypeScript node, a Python range) with the way to turn one into a Range.
import type { HandlerFacts, ToolSourceFacts } from '../../core/facts.js';
import type { Range } from '../../core/position.js';
import type { LoadedTool } from '../../core/types.js';
import { parentPointer } from '../../core/pointer.js';

export interface ToolBuilderOptions<P> {
  /** Where the tool itself is written: the place of every part written nowhere of its own. */
  fallback: P;
  rangeOf: (position: P) => Range;
  /**
   * Where a part that could not be read is reported. 'part': where the definition writes it (the `inputSchema:` key
   * of a config object, placed before or after the cause is known), else where its cause is. 'cause': where its cause
   * is (a registration option, a type hint), which also becomes the part's place when it has none yet.
   */
  unresolvedAt: 'part' | 'cause';
}

interface UnresolvedPart<P> {
  pointer: string;
  what: string;
  at: P;
  overBudget?: true;
  saidForFile?: true;
}

export class ToolBuilder<P> {
  readonly definition: Record<string, unknown> = {};
  private readonly positions = new Map<string, P>();
  private readonly unresolved: UnresolvedPart<P>[] = [];
  /** The pointers of the unresolved parts by cause, so that a cause is said once for a part and the parts in it. */
  private readonly causes = new Map<string, Set<string>>();
  private readonly unresolvedPointers = new Set<string>();

  constructor(private readonly options: ToolBuilderOptions<P>) {
    this.positions.set('', options.fallback);
  }

  /** Sets a top-level key of the definition, written at `at` when given. */
  set(key: string, value: unknown, at?: P): void {
    this.definition[key] = value;
    if (at !== undefined) this.place(`/${key}`, at);
  }

  place(pointer: string, at: P): void {
    if (!this.positions.has(pointer)) this.positions.set(pointer, at);
  }

  /** Places given relative to `prefix` (a schema's own pointers under /inputSchema). */
  placeAll(prefix: string, places: ReadonlyArray<{ pointer: string; range: P }>): void {
    for (const place of places) this.place(`${prefix}${place.pointer}`, place.range);
  }

  /** Where the definition writes `pointer` itself, if it does. */
  placeOf(pointer: string): P | undefined {
    return this.positions.get(pointer);
  }

  /**
   * A part that could not be read, and why (`what`, where `at`). A cause said for the part, or for a part holding it,
   * is not said again. `saidForFile`: the cause is reported once for the file (many tools share it), not for the tool.
   */
  unknown(pointer: string, what: string, at: P, flags: { overBudget?: true; saidForFile?: true } = {}): void {
    const pointers = this.causes.get(what);
    if (pointers && this.onPath(pointer, pointers)) return;
    if (pointers) pointers.add(pointer);
    else this.causes.set(what, new Set([pointer]));
    this.unresolvedPointers.add(pointer);
    this.unresolved.push({ pointer, what, at, ...flags });
    if (this.options.unresolvedAt === 'cause') this.place(pointer, at);
  }

  /** Whether the part at `pointer`, or a part holding it, could not be read. */
  isUnknown(pointer: string): boolean {
    return this.onPath(pointer, this.unresolvedPointers);
  }

  /**
   * The LoadedTool: `definition` (by default the one set here), its parts located at the deepest place written on
   * their path (a missing key is reported at the object that should hold it), and the unresolved parts in its facts.
   */
  build(
    api: string,
    handler: HandlerFacts | undefined,
    extra: ToolSourceFacts = {},
    definition: Record<string, unknown> = this.definition,
  ): LoadedTool {
    const { positions, options } = this;
    const sourceFacts: ToolSourceFacts = { ...extra };
    if (this.unresolved.length)
      sourceFacts.unresolved = this.unresolved.map(({ pointer, what, at, ...flags }) => ({
        pointer,
        what,
        range: options.rangeOf(options.unresolvedAt === 'part' ? (positions.get(pointer) ?? at) : at),
        ...flags,
      }));
    return {
      definition,
      documentPointer: '',
      api,
      handler,
      sourceFacts,
      locate(pointer: string) {
        for (let current: string | undefined = pointer; current !== undefined; current = parentPointer(current)) {
          const at = positions.get(current);
          if (at !== undefined) return options.rangeOf(at);
        }
        return options.rangeOf(options.fallback);
      },
    };
  }

  private onPath(pointer: string, pointers: ReadonlySet<string>): boolean {
    for (let current: string | undefined = pointer; current !== undefined; current = parentPointer(current))
      if (pointers.has(current)) return true;
    return false;
  }
}
