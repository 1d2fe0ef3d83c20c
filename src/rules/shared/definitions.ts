// Which "$defs" (or draft-07 "definitions") entries of a schema its "$ref"s reach, for the rules that judge the
// definitions a tool sends: unreferenced ones (defs-referenced), and those only a leaked SDK type uses (sdk-types.ts).
// Built from the one cached walk the other rules share (subschemas.ts): each reference is filed under the part of the
// schema it sits in, so no part is walked again.
import { isObject, type JsonObject } from '../../core/json-value.js';
import { joinPointer } from '../../core/pointer.js';
import { subschemasOf } from './subschemas.js';

const DEFINITION_KEYWORDS = ['$defs', 'definitions'] as const;
const DEFINITION_REF = /^#\/(\$defs|definitions)\/([^/]+)/;

export interface ReferenceGraph {
  /** The references found under each top-level part: "<base>/$defs/A", "<base>/properties/p"; the root's own under `base`. */
  refsByPart: ReadonlyMap<string, readonly string[]>;
  /** A reference by anchor, $id or to another document: it may reach any definition. */
  hasUnfollowable: boolean;
}

const cache = new WeakMap<JsonObject, Map<string, ReferenceGraph>>();

export function referenceGraph(root: JsonObject, base: string): ReferenceGraph {
  let byBase = cache.get(root);
  if (!byBase) cache.set(root, (byBase = new Map()));
  let graph = byBase.get(base);
  if (!graph) byBase.set(base, (graph = buildGraph(root, base)));
  return graph;
}

function buildGraph(root: JsonObject, base: string): ReferenceGraph {
  const refsByPart = new Map<string, string[]>();
  let hasUnfollowable = false;
  const nodes = subschemasOf(root, base);
  for (let i = 0; i < nodes.length; i++) {
    const { schema, pointer } = nodes[i]!;
    for (const ref of [schema.$ref, schema.$dynamicRef]) {
      if (typeof ref !== 'string') continue;
      if (ref !== '#' && !ref.startsWith('#/')) hasUnfollowable = true;
      const part = partOf(pointer, base);
      const list = refsByPart.get(part);
      if (list) list.push(ref);
      else refsByPart.set(part, [ref]);
    }
  }
  return { refsByPart, hasUnfollowable };
}

/** "<base>/$defs/A/properties/x" → "<base>/$defs/A"; a node of the root itself → base. */
function partOf(pointer: string, base: string): string {
  if (pointer.length === base.length) return base;
  const keywordEnd = pointer.indexOf('/', base.length + 1);
  if (keywordEnd < 0) return base;
  const nameEnd = pointer.indexOf('/', keywordEnd + 1);
  return nameEnd < 0 ? pointer : pointer.slice(0, nameEnd);
}

function isDefinitionPart(part: string, base: string): boolean {
  return part.startsWith(`${base}/$defs/`) || part.startsWith(`${base}/definitions/`);
}

/** The definitions (as "<base>/$defs/Name" pointers) reachable from `refs`, following their own references. */
export function reachableDefinitions(graph: ReferenceGraph, base: string, refs: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...refs];
  while (queue.length > 0) {
    const match = DEFINITION_REF.exec(queue.pop()!);
    if (!match) continue;
    const pointer = `${base}/${match[1]}/${match[2]}`;
    if (seen.has(pointer)) continue;
    seen.add(pointer);
    const next = graph.refsByPart.get(pointer);
    if (next) for (let i = 0; i < next.length; i++) queue.push(next[i]!);
  }
  return seen;
}

/** The references outside the schema's definitions, filtered by `keep` (a part's pointer). */
export function refsOutsideDefinitions(
  graph: ReferenceGraph,
  base: string,
  keep: (part: string) => boolean = () => true,
): string[] {
  const refs: string[] = [];
  for (const [part, list] of graph.refsByPart) if (!isDefinitionPart(part, base) && keep(part)) refs.push(...list);
  return refs;
}

/** The "$defs"/"definitions" entries no "$ref" outside them reaches, with their pointers under `base`. */
export function unreferencedDefinitions(root: JsonObject, base: string): Array<{ name: string; pointer: string }> {
  const keywords = DEFINITION_KEYWORDS.filter((keyword) => isObject(root[keyword]));
  if (keywords.length === 0) return [];
  const graph = referenceGraph(root, base);
  if (graph.hasUnfollowable) return [];
  const used = reachableDefinitions(graph, base, refsOutsideDefinitions(graph, base));
  const found: Array<{ name: string; pointer: string }> = [];
  for (const keyword of keywords) {
    for (const name of Object.keys(root[keyword] as JsonObject)) {
      const pointer = joinPointer(base, keyword, name);
      if (!used.has(pointer)) found.push({ name, pointer });
    }
  }
  return found;
}
