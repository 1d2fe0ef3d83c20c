// Classifies the differences between two JSON Schemas of one tool, at any depth. The role decides the
// direction: for arguments (`inputSchema`) accepting less breaks callers; for results (`outputSchema`) promising
// less — a field gone, optional or of a new type — breaks consumers. What is not modelled (allOf, $ref, not,
// if/then/else, patternProperties, unknown keywords) is reported as `definition-changed`, never dropped.
import { joinPointer } from '../core/pointer.js';
import { isObject, type JsonObject } from '../core/json-value.js';
import { quote, quoteList } from '../spec/value-text.js';
import { canonicalJson, jsonEqual } from './canonical.js';
import { placeName, type CompareContext } from './changes.js';
import { compareText } from './text.js';
import { MAX_CANDIDATES, nameSimilarity } from './similarity.js';
import { recordOf } from '../core/records.js';

export type SchemaRole = 'input' | 'output';

const UPPER_BOUNDS = ['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems', 'maxProperties'] as const;
const LOWER_BOUNDS = ['minLength', 'minimum', 'exclusiveMinimum', 'minItems', 'minProperties'] as const;
const RESTRICTIONS = ['pattern', 'format', 'multipleOf'] as const;
const NOTES = ['examples', '$comment'] as const;
const HANDLED = new Set<string>([
  'title',
  'description',
  'type',
  'enum',
  'const',
  'default',
  ...UPPER_BOUNDS,
  ...LOWER_BOUNDS,
  ...RESTRICTIONS,
  ...NOTES,
  'uniqueItems',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'prefixItems',
  'anyOf',
  'oneOf',
]);
/** Deeper than any real schema; past it the rest is compared as a whole. */
const MAX_DEPTH = 64;

interface Side {
  schema: unknown;
  pointer: string;
}

export function compareSchema(before: Side, after: Side, role: SchemaRole, context: CompareContext, depth = 0): void {
  const o = before.schema,
    n = after.schema;
  if (jsonEqual(o, n)) return;
  const at = after.pointer;
  const place = placeName(at);
  const { emit } = context;
  if (!isObject(o) || !isObject(n) || depth > MAX_DEPTH) {
    if (role === 'input' && n === false)
      emit('parameter-type-narrowed', 'typeNarrowed', at, { place, from: 'any value', to: 'no value' });
    else if (role === 'input' && n === true && isObject(o))
      emit('schema-relaxed', 'typeWidened', at, { place, to: 'any value' });
    else emit('definition-changed', 'keyword', at, { place, keyword: 'schema' });
    return;
  }
  compareText(o.title, n.title, joinPointer(at, 'title'), `title of ${place}`, context);
  compareText(o.description, n.description, joinPointer(at, 'description'), `description of ${place}`, context);
  compareTypes(o, n, at, place, role, context);
  compareValues(o, n, at, place, role, context);
  compareBounds(o, n, at, place, role, context);
  if (!jsonEqual(o.default, n.default)) {
    emit('default-changed', 'changed', at + (n.default === undefined ? '' : '/default'), {
      place,
      from: shown(o.default),
      to: shown(n.default),
    });
  }
  for (const keyword of NOTES) {
    if (!jsonEqual(o[keyword], n[keyword]))
      emit('description-reworded', 'note', joinPointer(at, keyword), { place, keyword });
  }
  compareObjectShape(before, after, o, n, role, context, depth);
  compareItems(before, after, o, n, role, context, depth);
  for (const keyword of ['anyOf', 'oneOf'] as const)
    compareVariants(before, after, o, n, keyword, role, context, depth);
  for (const keyword of new Set([...Object.keys(o), ...Object.keys(n)])) {
    if (HANDLED.has(keyword) || jsonEqual(o[keyword], n[keyword])) continue;
    emit('definition-changed', 'keyword', n[keyword] === undefined ? at : joinPointer(at, keyword), { place, keyword });
  }
}

function shown(value: unknown): string {
  if (value === undefined) return 'none';
  const text = canonicalJson(value);
  return text.length > 60 ? text.slice(0, 59) + '…' : text;
}

// ---------------------------------------------------------------------------------------------------- types

const ALL_TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'];

function typeList(schema: JsonObject): string[] | undefined {
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type) && schema.type.every((t) => typeof t === 'string')) return schema.type as string[];
  return undefined;
}

function accepts(types: string[] | undefined, type: string): boolean {
  return types === undefined || types.includes(type) || (type === 'integer' && types.includes('number'));
}

function typeText(types: string[] | undefined): string {
  return types === undefined ? 'any type' : types.join(' | ') || 'no type';
}

function compareTypes(
  o: JsonObject,
  n: JsonObject,
  at: string,
  place: string,
  role: SchemaRole,
  context: CompareContext,
): void {
  if (jsonEqual(o.type, n.type)) return;
  const before = typeList(o),
    after = typeList(n);
  if ((o.type !== undefined && before === undefined) || (n.type !== undefined && after === undefined)) {
    context.emit('definition-changed', 'keyword', joinPointer(at, 'type'), { place, keyword: 'type' });
    return;
  }
  // accepts() knows "number" covers "integer": number → integer loses 1.5 (narrowed), integer → number gains it.
  const lost = (before ?? ALL_TYPES).filter((type) => !accepts(after, type));
  const gained = (after ?? ALL_TYPES).filter((type) => !accepts(before, type));
  const data = { place, from: typeText(before), to: typeText(after) };
  const pointer = n.type === undefined ? at : joinPointer(at, 'type');
  const narrowed = lost.length > 0;
  if (role === 'input') {
    if (narrowed) context.emit('parameter-type-narrowed', 'typeNarrowed', pointer, data);
    else if (gained.length > 0) context.emit('schema-relaxed', 'typeWidened', pointer, data);
  } else {
    if (gained.length > 0) context.emit('output-type-changed', 'typeChanged', pointer, data);
    else if (narrowed)
      context.emit('schema-relaxed', 'outputNarrowed', pointer, { place, what: `type ${data.from} → ${data.to}` });
  }
}

// ---------------------------------------------------------------------------------------------- enum, const

function allowedValues(schema: JsonObject): unknown[] | undefined {
  if (schema.const !== undefined) return [schema.const];
  return Array.isArray(schema.enum) ? schema.enum : undefined;
}

function compareValues(
  o: JsonObject,
  n: JsonObject,
  at: string,
  place: string,
  role: SchemaRole,
  context: CompareContext,
): void {
  if (jsonEqual(o.enum, n.enum) && jsonEqual(o.const, n.const)) return;
  const before = allowedValues(o),
    after = allowedValues(n);
  const pointer =
    n.const !== undefined ? joinPointer(at, 'const') : n.enum !== undefined ? joinPointer(at, 'enum') : at;
  const keys = (values: unknown[] | undefined) => new Set((values ?? []).map((value) => canonicalJson(value)));
  const beforeKeys = keys(before),
    afterKeys = keys(after);
  const removed =
    before === undefined ? [] : before.filter((value) => after !== undefined && !afterKeys.has(canonicalJson(value)));
  const added =
    after === undefined ? [] : after.filter((value) => before !== undefined && !beforeKeys.has(canonicalJson(value)));
  const list = (values: unknown[]) =>
    quoteList(values.slice(0, 9).map((value) => (typeof value === 'string' ? value : canonicalJson(value)))) +
    (values.length > 9 ? ` (${values.length} in all)` : '');
  if (role === 'input') {
    if (before === undefined && after !== undefined)
      context.emit('enum-value-removed', 'restricted', pointer, { place, values: list(after) });
    else if (removed.length > 0)
      context.emit('enum-value-removed', 'removed', pointer, { place, values: list(removed) });
    if (after === undefined && before !== undefined) context.emit('schema-relaxed', 'enumDropped', at, { place });
    else if (added.length > 0) context.emit('schema-relaxed', 'enumWidened', pointer, { place, values: list(added) });
  } else {
    if (after === undefined && before !== undefined) context.emit('output-type-changed', 'enumDropped', at, { place });
    else if (added.length > 0)
      context.emit('output-type-changed', 'enumValueAdded', pointer, { place, values: list(added) });
    if (removed.length > 0 || (before === undefined && after !== undefined)) {
      context.emit('schema-relaxed', 'outputNarrowed', pointer, { place, what: 'fewer possible values' });
    }
  }
}

// --------------------------------------------------------------------------------- bounds and restrictions

function compareBounds(
  o: JsonObject,
  n: JsonObject,
  at: string,
  place: string,
  role: SchemaRole,
  context: CompareContext,
): void {
  const report = (keyword: string, tightened: boolean) => {
    const pointer = n[keyword] === undefined ? at : joinPointer(at, keyword);
    const data = { place, keyword, from: shown(o[keyword]), to: shown(n[keyword]) };
    if (role === 'input') {
      if (tightened) context.emit('parameter-constraint-tightened', 'tightened', pointer, data);
      else context.emit('schema-relaxed', 'constraintLoosened', pointer, data);
    } else if (tightened)
      context.emit('schema-relaxed', 'outputNarrowed', pointer, {
        place,
        what: `${keyword} ${data.from} → ${data.to}`,
      });
    else context.emit('output-type-changed', 'constraintLoosened', pointer, data);
  };
  const numeric = (keyword: string, upper: boolean) => {
    const before = o[keyword],
      after = n[keyword];
    if (jsonEqual(before, after)) return;
    if ((before !== undefined && typeof before !== 'number') || (after !== undefined && typeof after !== 'number')) {
      context.emit('definition-changed', 'keyword', joinPointer(at, keyword), { place, keyword });
      return;
    }
    if (after === undefined) report(keyword, false);
    // zod's .int() adds ±MAX_SAFE_INTEGER bounds; they reject nothing a JSON client can send exactly, and the
    // number → integer change itself is reported as a narrowed type.
    else if (before === undefined && Math.abs(after) === Number.MAX_SAFE_INTEGER) return;
    else if (before === undefined) report(keyword, true);
    else report(keyword, upper ? after < before : after > before);
  };
  for (const keyword of UPPER_BOUNDS) numeric(keyword, true);
  for (const keyword of LOWER_BOUNDS) numeric(keyword, false);
  for (const keyword of RESTRICTIONS) {
    if (jsonEqual(o[keyword], n[keyword])) continue;
    // A new or different pattern, format or multipleOf can reject values the old one took; dropping one cannot.
    report(keyword, n[keyword] !== undefined);
  }
  if (o.uniqueItems !== n.uniqueItems && (o.uniqueItems === true || n.uniqueItems === true))
    report('uniqueItems', n.uniqueItems === true);
}

// ------------------------------------------------------------------------------------- objects: properties

/** Own properties only, without a prototype: a parameter named "constructor" must not find Object.prototype's. */
function propertyMap(schema: JsonObject): JsonObject {
  return recordOf(isObject(schema.properties) ? Object.entries(schema.properties) : []);
}

function requiredSet(schema: JsonObject): Set<string> {
  return new Set(
    Array.isArray(schema.required) ? schema.required.filter((name): name is string => typeof name === 'string') : [],
  );
}

function describedSchema(schema: unknown): boolean {
  return isObject(schema) && typeof schema.description === 'string' && schema.description.trim() !== '';
}

/** Removed × added properties of one object above which property names are not compared. */
const NAME_BUDGET = 10_000;

/** Removed and added properties whose schemas are identical, paired as renames (best name match first). */
function findRenames(removed: string[], added: string[], before: JsonObject, after: JsonObject): Map<string, string> {
  const renames = new Map<string, string>();
  const taken = new Set<string>();
  const byKey = new Map<string, string[]>();
  for (const name of added) {
    const key = canonicalJson(after[name]);
    const list = byKey.get(key);
    if (list) list.push(name);
    else byKey.set(key, [name]);
  }
  // Name distances cost removed × candidates edit distances; past a budget only described schemas pair (no distances).
  const compareNames = removed.length * added.length <= NAME_BUDGET;
  for (const oldName of removed) {
    let best: { name: string; score: number } | undefined;
    // Bounded like tool renames: the first MAX_CANDIDATES properties with the identical schema.
    for (const newName of (byKey.get(canonicalJson(before[oldName])) ?? []).slice(0, MAX_CANDIDATES)) {
      if (taken.has(newName)) continue;
      if (!compareNames && !describedSchema(before[oldName])) break;
      const score = compareNames ? nameSimilarity(oldName, newName) : 0;
      // An identical schema with a description is evidence enough; bare `{ "type": "string" }` also needs a similar name.
      if ((describedSchema(before[oldName]) || score >= 0.5) && (!best || score > best.score))
        best = { name: newName, score };
    }
    if (best) {
      renames.set(oldName, best.name);
      taken.add(best.name);
    }
  }
  return renames;
}

function compareObjectShape(
  before: Side,
  after: Side,
  o: JsonObject,
  n: JsonObject,
  role: SchemaRole,
  context: CompareContext,
  depth: number,
): void {
  const { emit } = context;
  const at = after.pointer;
  if (!jsonEqual(o.properties, n.properties) || !jsonEqual(o.required, n.required)) {
    const oldProps = propertyMap(o),
      newProps = propertyMap(n);
    const oldRequired = requiredSet(o),
      newRequired = requiredSet(n);
    const oldNames = new Set([...Object.keys(oldProps), ...oldRequired]);
    const newNames = new Set([...Object.keys(newProps), ...newRequired]);
    const removed = [...oldNames].filter((name) => !newNames.has(name));
    const added = [...newNames].filter((name) => !oldNames.has(name));
    const renames = findRenames(
      removed.filter((name) => name in oldProps),
      added.filter((name) => name in newProps),
      oldProps,
      newProps,
    );
    const renamedTo = new Set(renames.values());
    const oldAt = (name: string) => joinPointer(before.pointer, 'properties', name);
    const newAt = (name: string) => joinPointer(at, 'properties', name);

    for (const name of oldNames) {
      if (!newNames.has(name)) continue;
      compareSchema(
        { schema: oldProps[name] ?? {}, pointer: oldAt(name) },
        { schema: newProps[name] ?? {}, pointer: newAt(name) },
        role,
        context,
        depth + 1,
      );
      compareRequired(name, name, oldRequired, newRequired, newAt(name), role, context);
    }
    for (const name of removed) {
      const to = renames.get(name);
      if (to !== undefined) {
        const data = { place: placeName(oldAt(name)), to: quote(to) };
        emit(
          role === 'input' ? 'parameter-renamed' : 'output-field-removed',
          role === 'input' ? 'renamed' : 'renamed',
          newAt(to),
          data,
        );
        compareRequired(name, to, oldRequired, newRequired, newAt(to), role, context);
      } else if (role === 'input') emit('parameter-removed', 'removed', oldAt(name), { place: placeName(oldAt(name)) });
      else emit('output-field-removed', 'removed', oldAt(name), { place: placeName(oldAt(name)) });
    }
    for (const name of added) {
      if (renamedTo.has(name)) continue;
      const place = placeName(newAt(name));
      if (role === 'output') emit('schema-relaxed', 'outputFieldAdded', newAt(name), { place });
      else if (newRequired.has(name)) emit('required-parameter-added', 'added', newAt(name), { place });
      else emit('parameter-added', 'added', newAt(name), { place });
    }
  }
  compareAdditional(before, after, o, n, role, context, depth);
}

function compareRequired(
  oldName: string,
  newName: string,
  oldRequired: Set<string>,
  newRequired: Set<string>,
  pointer: string,
  role: SchemaRole,
  context: CompareContext,
): void {
  const wasRequired = oldRequired.has(oldName),
    isRequired = newRequired.has(newName);
  if (wasRequired === isRequired) return;
  const place = placeName(pointer);
  if (role === 'input') {
    if (isRequired) context.emit('required-parameter-added', 'madeRequired', pointer, { place });
    else context.emit('schema-relaxed', 'madeOptional', pointer, { place });
  } else if (wasRequired) context.emit('output-field-removed', 'madeOptional', pointer, { place });
  else context.emit('schema-relaxed', 'outputNarrowed', pointer, { place, what: 'now always present' });
}

function compareAdditional(
  before: Side,
  after: Side,
  o: JsonObject,
  n: JsonObject,
  role: SchemaRole,
  context: CompareContext,
  depth: number,
): void {
  const a = o.additionalProperties,
    b = n.additionalProperties;
  if (jsonEqual(a, b)) return;
  const at = after.pointer;
  const place = placeName(at);
  if (
    (isObject(a) || typeof a === 'boolean') &&
    (isObject(b) || typeof b === 'boolean') &&
    (isObject(a) || isObject(b)) &&
    b !== false &&
    a !== false
  ) {
    compareSchema(
      { schema: a, pointer: joinPointer(before.pointer, 'additionalProperties') },
      { schema: b, pointer: joinPointer(at, 'additionalProperties') },
      role,
      context,
      depth + 1,
    );
    return;
  }
  const closedNow = b === false,
    closedBefore = a === false;
  const pointer = b === undefined ? at : joinPointer(at, 'additionalProperties');
  if (role === 'input') {
    if (closedNow && !closedBefore) context.emit('parameter-type-narrowed', 'closed', pointer, { place });
    else if (closedBefore && !closedNow) context.emit('schema-relaxed', 'opened', pointer, { place });
    else context.emit('definition-changed', 'keyword', pointer, { place, keyword: 'additionalProperties' });
  } else if (closedNow) context.emit('schema-relaxed', 'outputNarrowed', pointer, { place, what: 'no extra fields' });
  else context.emit('definition-changed', 'keyword', pointer, { place, keyword: 'additionalProperties' });
}

// ------------------------------------------------------------------------------------ arrays and variants

function compareItems(
  before: Side,
  after: Side,
  o: JsonObject,
  n: JsonObject,
  role: SchemaRole,
  context: CompareContext,
  depth: number,
): void {
  for (const keyword of ['items', 'prefixItems'] as const) {
    const a = o[keyword],
      b = n[keyword];
    if (jsonEqual(a, b)) continue;
    const oldAt = joinPointer(before.pointer, keyword),
      newAt = joinPointer(after.pointer, keyword);
    if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
      a.forEach((item, index) =>
        compareSchema(
          { schema: item, pointer: joinPointer(oldAt, index) },
          { schema: b[index], pointer: joinPointer(newAt, index) },
          role,
          context,
          depth + 1,
        ),
      );
    } else if (!Array.isArray(a) && !Array.isArray(b) && a !== undefined && b !== undefined) {
      compareSchema({ schema: a, pointer: oldAt }, { schema: b, pointer: newAt }, role, context, depth + 1);
    } else {
      context.emit('definition-changed', 'keyword', b === undefined ? after.pointer : newAt, {
        place: placeName(after.pointer),
        keyword,
      });
    }
  }
}

function compareVariants(
  before: Side,
  after: Side,
  o: JsonObject,
  n: JsonObject,
  keyword: 'anyOf' | 'oneOf',
  role: SchemaRole,
  context: CompareContext,
  depth: number,
): void {
  const a = o[keyword],
    b = n[keyword];
  if (jsonEqual(a, b)) return;
  const oldAt = joinPointer(before.pointer, keyword),
    newAt = joinPointer(after.pointer, keyword);
  const place = placeName(after.pointer);
  if (!Array.isArray(a) || !Array.isArray(b)) {
    context.emit('definition-changed', 'keyword', b === undefined ? after.pointer : newAt, { place, keyword });
    return;
  }
  if (a.length === b.length) {
    // Same number of branches: compared in order (reordering shows up as changes inside the branches).
    a.forEach((branch, index) =>
      compareSchema(
        { schema: branch, pointer: joinPointer(oldAt, index) },
        { schema: b[index], pointer: joinPointer(newAt, index) },
        role,
        context,
        depth + 1,
      ),
    );
    return;
  }
  const newKeys = b.map((branch) => canonicalJson(branch));
  const oldKeys = new Set(a.map((branch) => canonicalJson(branch)));
  const removed = a.filter((branch) => !newKeys.includes(canonicalJson(branch))).length;
  const added = b.filter((_, index) => !oldKeys.has(newKeys[index]!)).length;
  const data = { place, keyword, count: removed || added };
  if (role === 'input') {
    if (removed > 0) context.emit('parameter-type-narrowed', 'variantRemoved', newAt, { ...data, count: removed });
    if (added > 0) context.emit('schema-relaxed', 'variantAdded', newAt, { ...data, count: added });
  } else {
    if (added > 0) context.emit('output-type-changed', 'variantAdded', newAt, { ...data, count: added });
    if (removed > 0)
      context.emit('schema-relaxed', 'outputNarrowed', newAt, {
        place,
        what: `${removed} ${keyword} branch(es) fewer`,
      });
  }
}
