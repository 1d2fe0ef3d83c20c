// Finds `$ref` cycles that never step into the value: `{"$ref": "#"}`, or two `$defs` that refer to each other
// through allOf. A validator following such a schema calls itself on the same value forever (Ajv overflows the
// stack), and no example value can be built from it. Recursion through `properties` or `items` is fine — each
// step goes one level into the value — so only keywords that apply to the same value are followed here.
// Iterative and bounded, so a hostile schema can neither overflow the stack nor take long.
import { isObject, type JsonObject } from '../core/json-value.js';
import { getAtPointer, joinPointer } from '../core/pointer.js';
import { walkSchema } from './schema-walk.js';

/** Keywords whose subschema applies to the same value as the schema holding it. */
const SAME_VALUE_SINGLE = ['not', 'if', 'then', 'else'];
const SAME_VALUE_ARRAY = ['allOf', 'anyOf', 'oneOf'];
const SAME_VALUE_MAP = ['dependentSchemas'];
const REF_KEYWORDS = ['$ref', '$dynamicRef', '$recursiveRef'];

/** More schema objects than any real tool has; past this the search gives up (and reports nothing). */
const MAX_NODES = 20_000;

export interface RefCycle {
  /** Pointer (inside the schema) of the `$ref` that closes the cycle. */
  pointer: string;
  ref: string;
}

type Anchors = Map<string, { node: JsonObject; pointer: string }>;

/** The local target of a reference: a JSON Pointer fragment (`#`, `#/$defs/a`) or a plain-name anchor (`#node`). */
function resolveLocal(
  root: JsonObject,
  ref: string,
  anchors: Anchors,
): { node: JsonObject; pointer: string } | undefined {
  if (!ref.startsWith('#')) return undefined;
  let fragment: string;
  try {
    fragment = decodeURIComponent(ref.slice(1));
  } catch {
    return undefined;
  }
  if (fragment !== '' && !fragment.startsWith('/')) return anchors.get(fragment);
  const node = getAtPointer(root, fragment);
  return isObject(node) ? { node, pointer: fragment } : undefined;
}

function sameValueEdges(
  node: JsonObject,
  pointer: string,
  root: JsonObject,
  anchors: Anchors,
): Array<{ node: JsonObject; pointer: string; ref?: RefCycle }> {
  const edges: Array<{ node: JsonObject; pointer: string; ref?: RefCycle }> = [];
  for (const key of REF_KEYWORDS) {
    const ref = node[key];
    if (typeof ref !== 'string') continue;
    const target = resolveLocal(root, ref, anchors);
    if (target) edges.push({ ...target, ref: { pointer: joinPointer(pointer, key), ref } });
  }
  for (const key of SAME_VALUE_SINGLE)
    if (isObject(node[key])) edges.push({ node: node[key], pointer: joinPointer(pointer, key) });
  for (const key of SAME_VALUE_ARRAY) {
    const branches = node[key];
    if (Array.isArray(branches))
      branches.forEach((b, i) => isObject(b) && edges.push({ node: b, pointer: joinPointer(pointer, key, i) }));
  }
  for (const key of SAME_VALUE_MAP) {
    const map = node[key];
    if (isObject(map))
      for (const [name, sub] of Object.entries(map))
        if (isObject(sub)) edges.push({ node: sub, pointer: joinPointer(pointer, key, name) });
  }
  return edges;
}

/** The first same-value `$ref` cycle in `schema`, or undefined when there is none. */
export function findRefCycle(schema: unknown): RefCycle | undefined {
  if (!isObject(schema)) return undefined;
  const starts: Array<{ node: JsonObject; pointer: string }> = [];
  const anchors: Anchors = new Map();
  walkSchema(schema, '', ({ schema: node, pointer }) => {
    starts.push({ node, pointer });
    // $anchor and $dynamicAnchor (2019-09+), or an $id that is only a fragment (draft-07's "$id": "#node").
    for (const key of ['$anchor', '$dynamicAnchor', '$id']) {
      const name = node[key];
      if (typeof name !== 'string') continue;
      const plain = key === '$id' ? (name.startsWith('#') ? name.slice(1) : '') : name;
      if (plain && !anchors.has(plain)) anchors.set(plain, { node, pointer });
    }
  });
  const done = new Set<object>();
  let budget = MAX_NODES;
  for (const start of starts) {
    if (done.has(start.node)) continue;
    // Depth-first, with the nodes of the current path marked: meeting one of them again closes a cycle.
    const onPath = new Set<object>([start.node]);
    const stack = [{ ...start, edges: sameValueEdges(start.node, start.pointer, schema, anchors), next: 0 }];
    while (stack.length > 0) {
      if (--budget < 0) return undefined;
      const frame = stack[stack.length - 1]!;
      if (frame.next >= frame.edges.length) {
        stack.pop();
        onPath.delete(frame.node);
        done.add(frame.node);
        continue;
      }
      const edge = frame.edges[frame.next++]!;
      if (onPath.has(edge.node)) {
        // A cycle made only of allOf/anyOf/… would need the same object twice in the document: only a $ref closes one.
        if (edge.ref) return edge.ref;
        const closing = stack
          .slice(stack.findIndex((f) => f.node === edge.node))
          .map((f) => f.edges[f.next - 1])
          .find((e) => e?.ref);
        if (closing?.ref) return closing.ref;
        continue;
      }
      if (done.has(edge.node)) continue;
      onPath.add(edge.node);
      stack.push({
        node: edge.node,
        pointer: edge.pointer,
        edges: sameValueEdges(edge.node, edge.pointer, schema, anchors),
        next: 0,
      });
    }
  }
  return undefined;
}

/** A sentence for messages: why a schema with this cycle cannot be used. */
export function describeRefCycle(cycle: RefCycle): string {
  return `its ${JSON.stringify(cycle.ref)} reference at ${cycle.pointer || '/'} leads back to itself without describing a value`;
}
