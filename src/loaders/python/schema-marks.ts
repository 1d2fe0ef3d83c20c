// Where each part of a rebuilt schema comes from, and which parts are not certain. The marks ride on the schema
// objects themselves (a WeakMap per build), so they survive fastmcp's inlining of `$defs` — each inlined copy keeps
// its marks — and the JSON pointers are computed once, on the schema as published.
import type { Range } from '../../core/position.js';

export type Json = Record<string, unknown>;

export interface Marks {
  places: WeakMap<object, Range>;
  unresolved: WeakMap<object, { what: string; range: Range }>;
}

export function newMarks(): Marks {
  return { places: new WeakMap(), unresolved: new WeakMap() };
}

/** A `{}` standing for a part that cannot be rebuilt exactly. */
export function unresolvedPart(marks: Marks, what: string, range: Range): Json {
  const part: Json = {};
  marks.unresolved.set(part, { what, range });
  return part;
}

/** A deep copy of a JSON value that carries the marks over to the copies. */
export function copyMarked<T>(marks: Marks, value: T): T {
  if (Array.isArray(value)) return value.map((item) => copyMarked(marks, item)) as T;
  if (value === null || typeof value !== 'object') return value;
  const copy: Json = {};
  for (const [key, inner] of Object.entries(value)) define(copy, key, copyMarked(marks, inner));
  carryMarks(marks, value, copy);
  return copy as T;
}

export function carryMarks(marks: Marks, from: object, to: object): void {
  const place = marks.places.get(from);
  if (place && !marks.places.has(to)) marks.places.set(to, place);
  const unresolved = marks.unresolved.get(from);
  if (unresolved) marks.unresolved.set(to, unresolved);
}

/** Sets a key even when it is `__proto__` (parameter and field names are the author's). */
export function define(target: Json, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Every marked object of the schema as a JSON pointer, deepest first. */
export function collectMarks(
  marks: Marks,
  schema: Json,
): {
  places: Array<{ pointer: string; range: Range }>;
  unresolved: Array<{ pointer: string; what: string; range: Range }>;
} {
  const places: Array<{ pointer: string; range: Range }> = [];
  const unresolved: Array<{ pointer: string; what: string; range: Range }> = [];
  const visit = (value: unknown, pointer: string) => {
    if (value === null || typeof value !== 'object') return;
    const entries: Array<[string, unknown]> = Array.isArray(value)
      ? value.map((item, index) => [String(index), item])
      : Object.entries(value);
    for (const [key, inner] of entries) visit(inner, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    const place = marks.places.get(value);
    if (place) places.push({ pointer, range: place });
    const part = marks.unresolved.get(value);
    if (part) unresolved.push({ pointer, ...part });
  };
  visit(schema, '');
  return { places, unresolved };
}
