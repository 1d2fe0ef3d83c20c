// Builds arguments for probe calls from a tool's inputSchema: the smallest instance that is valid (required
// properties only, lowest allowed values), and one that is clearly invalid. Both are checked with Ajv by the
// caller before use, so a guess that misses is skipped rather than sent as "valid".
import { isObject, type JsonObject } from '../../../core/json-value.js';
import { recordOf } from '../../../core/records.js';
import { parsePointer } from '../../../core/pointer.js';
import { describeRefCycle, findRefCycle } from '../../../spec/ref-cycles.js';
import { definitionPattern, newPatternBudget, PATTERN_PROBLEMS } from '../../../spec/patterns.js';

export type Built = { ok: true; value: unknown } | { ok: false; reason: string };

const MAX_DEPTH = 32;
/** Said once, not prefixed with the 32 property names that led there. */
const TOO_DEEP = `the schema nests more than ${MAX_DEPTH} levels deep`;
/**
 * Subschemas one instance may visit. Cycles are refused up front, but `$ref`s that share a definition still fan out:
 * 15 definitions each requiring ten properties that refer to the next cost 10^15 visits, and an instance as large.
 */
const MAX_VISITS = 10_000;
const TOO_LARGE = `its smallest valid instance is too large to build (more than ${MAX_VISITS.toLocaleString('en-US')} subschemas)`;
/** Budget reasons are the whole reason: no path is put before them. */
const isBudget = (reason: string) => reason === TOO_DEEP || reason === TOO_LARGE;

const FORMAT_EXAMPLES: Record<string, string> = {
  email: 'user@example.com',
  'idn-email': 'user@example.com',
  uri: 'https://example.com/',
  'uri-reference': 'https://example.com/',
  iri: 'https://example.com/',
  url: 'https://example.com/',
  hostname: 'example.com',
  'idn-hostname': 'example.com',
  ipv4: '127.0.0.1',
  ipv6: '::1',
  date: '2024-01-01',
  'date-time': '2024-01-01T00:00:00Z',
  time: '00:00:00Z',
  duration: 'P1D',
  uuid: '00000000-0000-4000-8000-000000000000',
  regex: '.*',
  'json-pointer': '',
};

/** Strings tried against a `pattern` when nothing else is known. */
const PATTERN_CANDIDATES = [
  'example',
  'a',
  'A',
  '1',
  '0',
  'abc',
  'ABC',
  'a1',
  'example-1',
  'example_1',
  'test.txt',
  'a@b.co',
  '2024-01-01',
  'https://example.com/',
];

function resolveRef(ref: string, root: unknown): Built {
  if (!ref.startsWith('#')) return { ok: false, reason: `it uses a non-local $ref ${JSON.stringify(ref)}` };
  let segments: string[];
  try {
    segments = parsePointer(decodeURIComponent(ref.slice(1)));
  } catch {
    // An anchor (#name) or a malformed escape: not a JSON Pointer mcp-lint can follow.
    return { ok: false, reason: `$ref ${JSON.stringify(ref)} is not a JSON Pointer mcp-lint can follow` };
  }
  let node: unknown = root;
  for (const segment of segments) {
    if (!isObject(node) && !Array.isArray(node))
      return { ok: false, reason: `$ref ${JSON.stringify(ref)} does not resolve` };
    node = (node as Record<string, unknown>)[segment];
  }
  return node === undefined
    ? { ok: false, reason: `$ref ${JSON.stringify(ref)} does not resolve` }
    : { ok: true, value: node };
}

/** allOf branches folded into one schema: enough for the usual "base object + extra required" shape. */
function mergeAllOf(schema: JsonObject, root: unknown, depth: number): JsonObject {
  const merged: JsonObject = { ...schema };
  delete merged.allOf;
  for (const branch of schema.allOf as unknown[]) {
    let part = branch;
    if (isObject(part) && typeof part.$ref === 'string') {
      const target = resolveRef(part.$ref, root);
      if (target.ok) part = target.value;
    }
    if (!isObject(part)) continue;
    const partMerged = Array.isArray(part.allOf) && depth < MAX_DEPTH ? mergeAllOf(part, root, depth + 1) : part;
    for (const [key, value] of Object.entries(partMerged)) {
      if (key === 'properties' && isObject(value))
        merged.properties = { ...(isObject(merged.properties) ? merged.properties : {}), ...value };
      else if (key === 'required' && Array.isArray(value))
        merged.required = [...new Set([...(Array.isArray(merged.required) ? merged.required : []), ...value])];
      else if (!(key in merged)) merged[key] = value;
    }
  }
  return merged;
}

function inferType(schema: JsonObject): string | undefined {
  const type = schema.type;
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) {
    const named = type.filter((t): t is string => typeof t === 'string');
    return named.find((t) => t !== 'null') ?? named[0];
  }
  if (isObject(schema.properties) || Array.isArray(schema.required) || schema.additionalProperties !== undefined)
    return 'object';
  if (schema.items !== undefined || schema.prefixItems !== undefined || schema.minItems !== undefined) return 'array';
  if (
    schema.minLength !== undefined ||
    schema.maxLength !== undefined ||
    schema.pattern !== undefined ||
    schema.format !== undefined
  )
    return 'string';
  if (schema.minimum !== undefined || schema.maximum !== undefined || schema.multipleOf !== undefined) return 'number';
  return undefined;
}

export function minimalInstance(
  schema: unknown,
  root: unknown = schema,
  depth = 0,
  visits = { left: MAX_VISITS },
): Built {
  if (depth === 0 && schema === root) {
    // Checked once, up front: following such a cycle would only end at MAX_DEPTH with a vaguer reason.
    const cycle = findRefCycle(schema);
    if (cycle) return { ok: false, reason: describeRefCycle(cycle) };
  }
  if (depth > MAX_DEPTH) return { ok: false, reason: TOO_DEEP };
  if (--visits.left < 0) return { ok: false, reason: TOO_LARGE };
  if (schema === true || (isObject(schema) && Object.keys(schema).length === 0)) return { ok: true, value: 'example' };
  if (schema === false) return { ok: false, reason: 'a subschema is `false` (nothing is valid)' };
  if (!isObject(schema)) return { ok: false, reason: 'a subschema is not an object' };
  if (typeof schema.$ref === 'string') {
    const target = resolveRef(schema.$ref, root);
    if (!target.ok) return target;
    const rest = { ...schema };
    delete rest.$ref;
    return minimalInstance(
      Object.keys(rest).length > 0 && isObject(target.value) ? { ...target.value, ...rest } : target.value,
      root,
      depth + 1,
      visits,
    );
  }
  if ('const' in schema) return { ok: true, value: schema.const };
  if (Array.isArray(schema.enum))
    return schema.enum.length > 0 ? { ok: true, value: schema.enum[0] } : { ok: false, reason: 'an enum is empty' };
  if ('default' in schema && schema.default !== undefined) return { ok: true, value: schema.default };
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return { ok: true, value: schema.examples[0] };
  if (Array.isArray(schema.allOf)) return minimalInstance(mergeAllOf(schema, root, depth), root, depth + 1, visits);
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = schema[key];
    if (!Array.isArray(branches)) continue;
    let reason = `no ${key} branch could be built`;
    for (const branch of branches) {
      const merged = isObject(branch) ? { ...withoutKey(schema, key), ...branch } : branch;
      const built = minimalInstance(merged, root, depth + 1, visits);
      if (built.ok) return built;
      reason = built.reason;
    }
    return { ok: false, reason };
  }
  switch (inferType(schema)) {
    case 'object':
      return buildObject(schema, root, depth, visits);
    case 'array':
      return buildArray(schema, root, depth, visits);
    case 'string':
      return buildString(schema);
    case 'integer':
      return buildNumber(schema, true);
    case 'number':
      return buildNumber(schema, false);
    case 'boolean':
      return { ok: true, value: false };
    case 'null':
      return { ok: true, value: null };
    default:
      return { ok: true, value: 'example' };
  }
}

function withoutKey(schema: JsonObject, key: string): JsonObject {
  const copy = { ...schema };
  delete copy[key];
  return copy;
}

function buildObject(schema: JsonObject, root: unknown, depth: number, visits: { left: number }): Built {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required)
    ? schema.required.filter((r): r is string => typeof r === 'string')
    : [];
  // Parameter names are keys like any other: "__proto__" or "constructor" must become an argument, not a prototype.
  const value = recordOf<unknown>([]);
  for (const name of required) {
    const sub = Object.hasOwn(properties, name)
      ? properties[name]
      : isObject(schema.additionalProperties)
        ? schema.additionalProperties
        : {};
    const built = minimalInstance(sub, root, depth + 1, visits);
    if (!built.ok) return isBudget(built.reason) ? built : { ok: false, reason: `property "${name}": ${built.reason}` };
    value[name] = built.value;
  }
  const minProperties = typeof schema.minProperties === 'number' ? schema.minProperties : 0;
  for (const name of Object.keys(properties)) {
    if (Object.keys(value).length >= minProperties) break;
    if (Object.hasOwn(value, name)) continue;
    const built = minimalInstance(properties[name], root, depth + 1, visits);
    if (built.ok) value[name] = built.value;
  }
  return { ok: true, value };
}

function buildArray(schema: JsonObject, root: unknown, depth: number, visits: { left: number }): Built {
  const minItems = typeof schema.minItems === 'number' ? Math.min(schema.minItems, 100) : 0;
  const prefix = Array.isArray(schema.prefixItems)
    ? schema.prefixItems
    : Array.isArray(schema.items)
      ? schema.items
      : [];
  const itemSchema = Array.isArray(schema.items) ? (schema.additionalItems ?? {}) : (schema.items ?? {});
  const value: unknown[] = [];
  for (let i = 0; i < minItems; i++) {
    const built = minimalInstance(i < prefix.length ? prefix[i] : itemSchema, root, depth + 1, visits);
    if (!built.ok) return isBudget(built.reason) ? built : { ok: false, reason: `array item ${i}: ${built.reason}` };
    value.push(built.value);
  }
  if (schema.uniqueItems === true && new Set(value.map((v) => JSON.stringify(v))).size !== value.length) {
    return { ok: false, reason: 'it needs several distinct array items' };
  }
  return { ok: true, value };
}

function buildString(schema: JsonObject): Built {
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
  const fit = (text: string) => {
    let out = text;
    while (out.length < minLength) out += 'x';
    return out.length <= maxLength ? out : out.slice(0, Math.max(minLength, maxLength));
  };
  const formatted = typeof schema.format === 'string' ? FORMAT_EXAMPLES[schema.format] : undefined;
  // The author's own example is the value most likely to work (a lookup of "example" fails where "London" succeeds);
  // used only as written and when the length bounds allow it (a pattern is checked below, a format is trusted to it).
  const described = formatted === undefined ? describedExample(schema.description) : undefined;
  const candidates =
    described !== undefined && described.length >= minLength && described.length <= maxLength ? [described] : [];
  if (typeof schema.pattern === 'string') {
    const pattern = definitionPattern(schema.pattern, newPatternBudget());
    if (!pattern.ok)
      return {
        ok: false,
        reason: `its pattern ${JSON.stringify(schema.pattern)} ${PATTERN_PROBLEMS[pattern.problem]()}`,
      };
    for (const candidate of [...candidates, ...(formatted ? [formatted] : []), ...PATTERN_CANDIDATES]) {
      const text = fit(candidate);
      if (pattern.test(text)) return { ok: true, value: text };
    }
    return { ok: false, reason: `no example string matches the pattern ${JSON.stringify(schema.pattern)}` };
  }
  return { ok: true, value: candidates[0] ?? fit(formatted ?? 'example') };
}

/** `e.g. "London"`, `e.g. 'a.md'` or `e.g. apple` in a description (the first one); bounded by the description's length. */
function describedExample(description: unknown): string | undefined {
  if (typeof description !== 'string') return undefined;
  const match = /\be\.g\.,?\s+(?:"([^"\n]{1,200})"|'([^'\n]{1,200})'|([^\s"',;()]{1,200}))/.exec(
    description.slice(0, 4000),
  );
  if (!match) return undefined;
  const bare = match[3]?.replace(/[.:]+$/, '');
  return match[1] ?? match[2] ?? (bare ? bare : undefined);
}

function buildNumber(schema: JsonObject, integer: boolean): Built {
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
  let low = num(schema.minimum) ?? -Infinity;
  let high = num(schema.maximum) ?? Infinity;
  const exclusiveLow = num(schema.exclusiveMinimum) ?? (schema.exclusiveMinimum === true ? low : undefined);
  const exclusiveHigh = num(schema.exclusiveMaximum) ?? (schema.exclusiveMaximum === true ? high : undefined);
  const step = num(schema.multipleOf) ?? (integer ? 1 : undefined);
  let value = low > 0 ? low : high < 0 ? high : 0;
  if (exclusiveLow !== undefined && value <= exclusiveLow) value = exclusiveLow + (step ?? 1);
  if (exclusiveHigh !== undefined)
    high = Math.min(high, exclusiveHigh - (integer ? 1 : Number.EPSILON * Math.max(1, Math.abs(exclusiveHigh))));
  if (exclusiveLow !== undefined) low = Math.max(low, exclusiveLow);
  if (step !== undefined && step > 0) value = Math.ceil(value / step) * step;
  if (integer) value = Math.ceil(value);
  if (value > high) return { ok: false, reason: 'no number fits its minimum, maximum and multipleOf' };
  return { ok: true, value };
}

/** Arguments that break the schema in the plainest way: a required property left out, or a property of the wrong type. */
export function invalidInstances(
  schema: unknown,
  valid: unknown,
): Array<{ value: Record<string, unknown>; how: string }> {
  if (!isObject(schema) || !isObject(valid)) return [];
  const candidates: Array<{ value: Record<string, unknown>; how: string }> = [];
  const required = Array.isArray(schema.required)
    ? schema.required.filter((r): r is string => typeof r === 'string')
    : [];
  if (required.length > 0) {
    const value = { ...valid };
    delete value[required[0]!];
    candidates.push({ value, how: `without the required property "${required[0]}"` });
  }
  const properties = isObject(schema.properties) ? schema.properties : {};
  for (const [name, sub] of Object.entries(properties)) {
    if (!isObject(sub)) continue;
    const type = typeof sub.type === 'string' ? sub.type : undefined;
    const wrong =
      type === 'string'
        ? 12345
        : type === 'number' || type === 'integer'
          ? 'not a number'
          : type === 'boolean'
            ? 'yes'
            : type === 'array' || type === 'object'
              ? 'not a container'
              : undefined;
    if (wrong === undefined) continue;
    candidates.push({
      value: { ...valid, [name]: wrong },
      how: `with "${name}" set to ${JSON.stringify(wrong)} (the schema says ${type})`,
    });
    break;
  }
  if (schema.additionalProperties === false) {
    candidates.push({
      value: { ...valid, mcp_lint_unexpected_argument: 1 },
      how: 'with an extra property the schema does not allow',
    });
  }
  return candidates;
}
