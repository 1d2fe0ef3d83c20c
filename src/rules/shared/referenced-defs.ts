// Which of a schema's top-level definitions (`$defs`, `definitions`) the schema uses. Generators copy shared
// definitions into every tool (one server ships the same 13 in each); a definition no `$ref` reaches is not part of
// what the model fills in, so rules about filling in parameters leave it alone (the tokens it costs are
// context-budget's). One pass over the cached subschema walk, then a walk over the definitions that are reached.
import { isObject, type JsonObject } from '../../core/json-value.js';
import { escapeSegment } from '../../core/pointer.js';
import { subschemasOf } from './subschemas.js';

const DEFINITION_KEYWORDS = ['$defs', 'definitions'] as const;

/**
 * Pointers (under `rootPointer`) of the top-level definitions no `$ref` reaches from the rest of the schema. Empty
 * when some `$ref` cannot be followed to one definition (an anchor, an `$id`, a remote document): then any of them may
 * be in use.
 */
export function unreferencedDefinitions(schema: JsonObject, rootPointer: string): ReadonlySet<string> {
  const definitions: string[] = [];
  for (const keyword of DEFINITION_KEYWORDS) {
    const defs = schema[keyword];
    if (isObject(defs)) for (const name of Object.keys(defs)) definitions.push(`${rootPointer}/${keyword}/${escapeSegment(name)}`);
  }
  if (definitions.length === 0) return EMPTY;
  const known = new Set(definitions);
  // Each $ref, filed under the definition it is written in ('' for the rest of the schema).
  const refsFrom = new Map<string, string[]>();
  for (const visit of subschemasOf(schema, rootPointer)) {
    const ref = visit.schema.$ref;
    if (typeof ref !== 'string') continue;
    if (ref === '#') continue; // the root itself, used already
    const target = definitionOf(rootPointer + (ref.startsWith('#/') ? ref.slice(1) : ''), rootPointer);
    if (!ref.startsWith('#/') || !target || !known.has(target)) return EMPTY;
    const from = definitionOf(visit.pointer, rootPointer) ?? '';
    let list = refsFrom.get(from);
    if (!list) refsFrom.set(from, (list = []));
    list.push(target);
  }
  const reached = new Set<string>();
  const queue = [...(refsFrom.get('') ?? [])];
  while (queue.length > 0) {
    const next = queue.pop()!;
    if (reached.has(next)) continue;
    reached.add(next);
    queue.push(...(refsFrom.get(next) ?? []));
  }
  return new Set(definitions.filter((pointer) => !reached.has(pointer)));
}

/** The top-level definition a pointer is in (`<root>/$defs/Name`), or undefined outside them. */
function definitionOf(pointer: string, rootPointer: string): string | undefined {
  const segments = pointer.slice(rootPointer.length).split('/');
  // "" , keyword, name, …
  if (segments.length < 3 || !(DEFINITION_KEYWORDS as readonly string[]).includes(segments[1]!)) return undefined;
  return `${rootPointer}/${segments[1]}/${segments[2]}`;
}

/** Whether `pointer` is at or below one of `definitions`. */
export function insideAny(pointer: string, definitions: ReadonlySet<string>, rootPointer: string): boolean {
  if (definitions.size === 0) return false;
  const definition = definitionOf(pointer, rootPointer);
  return definition !== undefined && definitions.has(definition);
}

const EMPTY: ReadonlySet<string> = new Set();
