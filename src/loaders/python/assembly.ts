// One Python tool being put together: its definition, where each pointer into it is written, and what could not be
// read (left out of the definition and listed by pointer, once per cause), turned into a LoadedTool at the end.
import type { HandlerFacts, ToolSourceFacts } from '../../core/facts.js';
import type { Range } from '../../core/position.js';
import type { LoadedTool } from '../../core/types.js';

export class ToolAssembly {
  readonly definition: Record<string, unknown> = {};
  private readonly places = new Map<string, Range>();
  private readonly unresolved: NonNullable<ToolSourceFacts['unresolved']> = [];
  mayNotBeListed = false;

  /** `fallback`: where the tool itself is written (its name, else its def or registration). */
  constructor(private readonly fallback: Range) {
    this.places.set('', fallback);
  }

  set(key: string, value: unknown, range?: Range): void {
    this.definition[key] = value;
    if (range) this.place(`/${key}`, range);
  }

  place(pointer: string, range: Range): void {
    if (!this.places.has(pointer)) this.places.set(pointer, range);
  }

  /** Places given relative to `prefix` (a schema's own pointers under /inputSchema). */
  placeAll(prefix: string, places: ReadonlyArray<{ pointer: string; range: Range }>): void {
    for (const place of places) this.place(`${prefix}${place.pointer}`, place.range);
  }

  /** `saidForFile`: the cause is reported once for the file (many tools share it), so not again for this tool. */
  unknown(pointer: string, what: string, range: Range, saidForFile = false): void {
    if (this.unresolved.some((u) => u.what === what && (u.pointer === pointer || pointer.startsWith(u.pointer + '/'))))
      return;
    this.unresolved.push({ pointer, what, range, ...(saidForFile ? { saidForFile: true as const } : {}) });
    this.place(pointer, range);
  }

  isUnknown(pointer: string): boolean {
    return this.unresolved.some((u) => pointer === u.pointer || pointer.startsWith(u.pointer + '/'));
  }

  build(api: string, handler: HandlerFacts): LoadedTool {
    const places = this.places;
    const fallback = this.fallback;
    const sourceFacts: ToolSourceFacts = {};
    if (this.unresolved.length) sourceFacts.unresolved = this.unresolved;
    if (this.mayNotBeListed) sourceFacts.mayNotBeListed = true;
    return {
      definition: this.definition,
      documentPointer: '',
      api,
      handler,
      sourceFacts,
      locate(pointer: string) {
        // The deepest written part on the pointer's path: a missing key is reported at the object that should hold it.
        for (let current = pointer; ; current = current.slice(0, current.lastIndexOf('/'))) {
          const range = places.get(current);
          if (range) return range;
          if (current === '') return fallback;
        }
      },
    };
  }
}
