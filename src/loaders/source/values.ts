// The static values the evaluator produces: what an expression is known to be without running it.
// Every value keeps the node that produced it so findings can point at source.
import type { TS } from './typescript.js';
import { snippet } from './positions.js';

export type ZodFlavor = 'v3' | 'v4';

/** Where the parts of a zod schema were written, keyed the way its JSON Schema is laid out. */
export interface ZodLoc {
  node: TS.Node;
  /** Property key node and location of each shape entry (z.object / .extend / raw shapes). */
  props?: Map<string, { keyNode: TS.Node; loc?: ZodLoc }>;
  items?: ZodLoc;
  options?: Array<ZodLoc | undefined>;
  description?: TS.Node;
}

export interface Entry {
  value: SValue;
  /** The `key: value` node (or the spread that brought it in). */
  node: TS.Node;
}

interface Base {
  node: TS.Node;
  /**
   * Set when the value was reached through an identifier whose declaration lives in another file:
   * findings then point at that identifier, since a finding's range always belongs to the linted file.
   */
  site?: TS.Node;
}

export type SValue =
  | (Base & { kind: 'primitive'; value: string | number | boolean | null | undefined })
  | (Base & { kind: 'regex'; value: RegExp })
  | (Base & { kind: 'object'; entries: Map<string, Entry>; opaque?: Unknown; jsonWrapper?: string })
  | (Base & { kind: 'array'; items: SValue[]; opaque?: Unknown })
  | (Base & { kind: 'zod'; flavor: ZodFlavor; schema: object; loc: ZodLoc })
  /** A zod namespace (`z`) or one of its functions (`z.string`). */
  | (Base & { kind: 'zodApi'; flavor: ZodFlavor; target: unknown; self: unknown; name: string })
  | (Base & { kind: 'function'; decl: TS.SignatureDeclaration & { body?: TS.Node }; env: Env })
  | (Base & { kind: 'class'; decl: TS.ClassLikeDeclaration })
  /** Something imported from a package the loader recognises (the SDK, fastmcp, mcp-framework, zod-to-json-schema). */
  | (Base & { kind: 'external'; module: string; name: string })
  /** An instance created with `new X()` of a recognised external class. */
  | (Base & { kind: 'instance'; module: string; name: string })
  | Unknown;

export type Unknown = Base & {
  kind: 'unknown';
  reason: string;
  /** Set when the part is unknown because reading it would exceed the evaluation budget (budget.ts). */
  budget?: 'steps' | 'memory' | 'string-length' | 'array-length' | 'size';
  /**
   * Set on `new X(…)` of a project class: the object as a whole stays unknown, but its members can be read
   * from the class (class-members.ts), as `registry.get(k).tool` needs.
   */
  instance?: { decl: TS.ClassLikeDeclaration; call: TS.NewExpression; env: Env };
};

/** Values bound to parameters and loop variables while following calls and array mappings. */
export type Env = ReadonlyMap<TS.Node, SValue>;
export const EMPTY_ENV: Env = new Map();

export function unknown(node: TS.Node, reason: string): Unknown {
  return { kind: 'unknown', node, reason };
}

/** A call or expression whose value is not modelled: "the result of `…`". */
export function unknownResult(node: TS.Node): Unknown {
  return unknown(node, `the result of \`${snippet(node)}\``);
}

export function isZodSchema(value: unknown): value is object {
  return (
    typeof value === 'object' &&
    value !== null &&
    ('_zod' in value || ('_def' in value && typeof (value as { parse?: unknown }).parse === 'function'))
  );
}
