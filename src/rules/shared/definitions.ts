// Which "$defs" (or draft-07 "definitions") entries of a schema its "$ref"s reach, for the rules that judge the
// definitions a tool sends: unreferenced ones (defs-referenced), and those only a leaked SDK type uses (sdk-types.ts).
import { isObject, type JsonObject } from '../../core/json-value.js';
import { joinPointer } from '../../core/pointer.js';
import { subschemasOf } from './subschemas.js';

const DEFINITION_KEYWORDS = ['$defs', 'definitions'] as const;
const DEFINITION_REF = /^#\/(\$defs|definitions)\/([^/]+)/;

/** Every "$ref" and "$dynamicRef" anywhere in a schema. */
export function refsOf(schema: JsonObject): string[] {
  const refs: string[] = [];
  const nodes = subschemasOf(schema, '');
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!.schema;
    if (typeof node.$ref === 'string') refs.push(node.$ref);
    if (typeof node.$dynamicRef === 'string') refs.push(node.$dynamicRef);
  }
  return refs;
}

/** A reference whose target this module cannot follow by pointer: an anchor ("#node"), an $id, another document. */
function followable(ref: string): boolean {
  return ref === '#' || ref.startsWith('#/');
}

/** The definitions (as "<base>/$defs/Name" pointers) reachable from `refs`, following their own references. */
export function reachableDefinitions(root: JsonObject, base: string, refs: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...refs];
  while (queue.length > 0) {
    const ref = queue.pop()!;
    const match = DEFINITION_REF.exec(ref);
    if (!match) continue;
    const pointer = `${base}/${match[1]}/${match[2]}`;
    if (seen.has(pointer)) continue;
    seen.add(pointer);
    const definitions = root[match[1]!];
    const target = isObject(definitions) ? definitions[match[2]!] : undefined;
    if (isObject(target)) queue.push(...refsOf(target));
  }
  return seen;
}

/** The schema's local "$ref"s outside its "$defs" and "definitions": where reaching definitions starts. */
export function rootRefs(root: JsonObject): string[] {
  if (!('$defs' in root) && !('definitions' in root)) return refsOf(root);
  const { $defs: _defs, definitions: _definitions, ...rest } = root;
  return refsOf(rest);
}

/** The "$defs"/"definitions" entries no "$ref" outside them reaches, with their pointers under `base`. */
export function unreferencedDefinitions(root: JsonObject, base: string): Array<{ name: string; pointer: string }> {
  const keywords = DEFINITION_KEYWORDS.filter((keyword) => isObject(root[keyword]));
  // A reference by anchor or $id may reach any definition: then none is judged unreferenced.
  if (keywords.length === 0 || !refsOf(root).every(followable)) return [];
  const used = reachableDefinitions(root, base, rootRefs(root));
  const found: Array<{ name: string; pointer: string }> = [];
  for (const keyword of keywords) {
    for (const name of Object.keys(root[keyword] as JsonObject)) {
      const pointer = joinPointer(base, keyword, name);
      if (!used.has(pointer)) found.push({ name, pointer });
    }
  }
  return found;
}
