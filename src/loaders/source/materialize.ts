// Turns static values into the JSON a server would publish, recording in the tool being built (facts/tool-builder.ts)
// which source node produced each JSON pointer and which pointers could not be resolved.
import type { TS } from './typescript.js';
import type { SourceModel } from './model.js';
import { joinPointer } from '../../core/pointer.js';
import { ToolBuilder } from '../facts/tool-builder.js';
import { keyNodeOf, rangeOf } from './positions.js';
import { locOf } from './zod.js';
import { MAX_VALUE_SIZE, expandedSize, overBudget } from './steps.js';
import type { SValue, Unknown, ZodLoc } from './values.js';

/** Writes one tool definition's values as JSON into its ToolBuilder, within the definition's size budget. */
export class DefinitionBuilder {
  /** Unresolved parts are reported where the definition names them (the `inputSchema:` key), not where the unknown value started. */
  readonly tool: ToolBuilder<TS.Node>;
  /** The first unknown value met at each pointer: a `{}` placeholder has one cause. */
  private readonly unknowns = new Map<string, Unknown>();
  /** JSON nodes written so far for this definition: at most MAX_VALUE_SIZE (budget.ts). */
  private written = 0;

  constructor(
    readonly model: SourceModel,
    readonly file: TS.SourceFile,
    readonly fallback: TS.Node,
  ) {
    this.tool = new ToolBuilder({ fallback, rangeOf, unresolvedAt: 'part' });
  }

  /** The node to report for `node`, reached through `anchor` (a node of the linted file) when it lives elsewhere. */
  here(node: TS.Node, anchor: TS.Node | undefined): TS.Node {
    if (node.getSourceFile() === this.file) return node;
    return anchor ?? this.fallback;
  }

  anchorOf(value: SValue, anchor: TS.Node | undefined): TS.Node | undefined {
    return value.site && value.site.getSourceFile() === this.file ? value.site : anchor;
  }

  mark(pointer: string, node: TS.Node, anchor?: TS.Node): void {
    this.tool.place(pointer, this.here(node, anchor));
  }

  markUnresolved(pointer: string, value: Unknown): void {
    if (this.unknowns.has(pointer)) return;
    this.unknowns.set(pointer, value);
    const flags = value.budget ? { overBudget: true as const } : {};
    this.tool.unknown(pointer, value.reason, this.here(value.node, value.site), flags);
  }

  /** The unknown value that left the part at `pointer` unresolved, if one did. */
  unknownAt(pointer: string): Unknown | undefined {
    return this.unknowns.get(pointer);
  }

  /**
   * Plain JSON for a value. Unresolvable parts become `{}` placeholders (listed in `unresolved`, so no rule
   * judges them); functions and other non-JSON values are dropped, as JSON.stringify would.
   * Values are DAGs (a constant used twice is one value), so each is measured before it is written: what
   * does not fit in the definition's budget is not written, and is reported at the deepest pointer that
   * holds it (through containers with exactly one oversized child), so its siblings are still checked.
   */
  json(value: SValue, pointer: string, anchor?: TS.Node, depth = 0): unknown {
    anchor = this.anchorOf(value, anchor);
    if (depth > 200) {
      this.markUnresolved(pointer, { kind: 'unknown', node: value.node, reason: 'a value nested too deeply' });
      return {};
    }
    if (expandedSize(this.model, value) > MAX_VALUE_SIZE - this.written && !this.oneOversizedChild(value)) {
      this.markUnresolved(pointer, overBudget(value.node, 'size'));
      this.mark(pointer, value.node, anchor);
      return {};
    }
    this.written++;
    this.mark(pointer, value.node, anchor);
    switch (value.kind) {
      case 'primitive':
        return value.value;
      case 'regex':
        return {};
      case 'array':
        if (value.opaque) this.markUnresolved(pointer, value.opaque);
        return value.items.map((item, index) => {
          const json = this.json(item, joinPointer(pointer, index), anchor, depth + 1);
          return json === undefined ? null : json;
        });
      case 'object': {
        if (value.opaque) this.markUnresolved(pointer, value.opaque);
        const out: Record<string, unknown> = {};
        for (const [key, entry] of value.entries) {
          const child = joinPointer(pointer, key);
          this.mark(child, keyNodeOf(entry.node), anchor);
          const json = this.json(entry.value, child, anchor, depth + 1);
          // An own data property, as JSON.parse makes it: `__proto__` is a key like any other.
          if (json !== undefined)
            Object.defineProperty(out, key, { value: json, enumerable: true, writable: true, configurable: true });
        }
        return out;
      }
      case 'unknown':
        this.markUnresolved(pointer, value);
        return {};
      case 'zod':
        this.markUnresolved(pointer, {
          kind: 'unknown',
          node: value.node,
          reason: 'a zod schema where plain JSON was expected',
        });
        return {};
      default:
        return undefined;
    }
  }

  private oneOversizedChild(value: SValue): boolean {
    if (this.written >= MAX_VALUE_SIZE) return false;
    const children =
      value.kind === 'array'
        ? value.items
        : value.kind === 'object'
          ? [...value.entries.values()].map((e) => e.value)
          : [];
    let oversized = 0;
    for (const child of children) if (expandedSize(this.model, child) > MAX_VALUE_SIZE && ++oversized > 1) return false;
    return oversized === 1;
  }

  /** Records where the parts of a zod-derived JSON Schema were written. */
  zodPositions(json: unknown, loc: ZodLoc | undefined, pointer: string, anchor: TS.Node | undefined, depth = 0): void {
    if (!loc || depth > 200 || json === null || typeof json !== 'object') return;
    this.mark(pointer, loc.node, anchor);
    const schema = json as Record<string, unknown>;
    if (loc.description && typeof schema.description === 'string')
      this.mark(joinPointer(pointer, 'description'), loc.description, anchor);
    const properties = schema.properties;
    if (loc.props && properties && typeof properties === 'object') {
      for (const [key, prop] of loc.props) {
        if (!(key in properties)) continue;
        const child = joinPointer(pointer, 'properties', key);
        this.mark(child, keyNodeOf(prop.keyNode), anchor);
        this.zodPositions(
          (properties as Record<string, unknown>)[key],
          prop.loc ?? locOf(this.model, undefined),
          child,
          anchor,
          depth + 1,
        );
      }
    }
    if (loc.items && schema.items && typeof schema.items === 'object')
      this.zodPositions(schema.items, loc.items, joinPointer(pointer, 'items'), anchor, depth + 1);
    const options = schema.anyOf ?? schema.oneOf;
    if (loc.options && Array.isArray(options) && options.length === loc.options.length) {
      const keyword = schema.anyOf ? 'anyOf' : 'oneOf';
      loc.options.forEach((option, index) =>
        this.zodPositions(options[index], option, joinPointer(pointer, keyword, index), anchor, depth + 1),
      );
    }
  }
}
