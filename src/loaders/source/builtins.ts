// The few JavaScript built-ins the evaluator models (Object.assign/entries/keys/values/freeze, array
// map/concat/join, string methods that only read the string) and zod-to-json-schema. Anything else stays unknown.
import type { TS } from './typescript.js';
import { unknown, unknownResult, type Entry, type SValue } from './values.js';
import { snippet } from './positions.js';
import type { ValueReader } from './value-reader.js';
import {
  MAX_ARRAY_ITEMS,
  MAX_STRING_LENGTH,
  MAX_VALUE_SIZE,
  expandedSize,
  overBudget,
  zodSize,
  type Budget,
} from './steps.js';

type ArrayValue = Extract<SValue, { kind: 'array' }>;

const STRING_METHODS = new Set(['trim', 'trimStart', 'trimEnd', 'toLowerCase', 'toUpperCase']);
// Methods whose result is no longer than the string (or a boolean or number), called with known strings and numbers.
// `split` is bounded by its item limit, `replace` (first match of a string pattern, a replacement without `$`) by the
// string plus the replacement.
const READING_STRING_METHODS = new Set([
  'charAt',
  'at',
  'slice',
  'substring',
  'startsWith',
  'endsWith',
  'includes',
  'indexOf',
  'lastIndexOf',
]);

/**
 * `"text".trim()`, `id.split("_")`, `word.charAt(0)` and friends on a known string; undefined when the method is not
 * modelled. A regular expression as an argument is not a known value, so `split(/…/)` stays unknown.
 */
export function stringMethod(
  receiver: SValue,
  method: string,
  node: TS.CallExpression,
  args: () => SValue[],
  budget: Budget,
): SValue | undefined {
  if (receiver.kind !== 'primitive' || typeof receiver.value !== 'string') return undefined;
  const text = receiver.value;
  if (STRING_METHODS.has(method))
    return { kind: 'primitive', value: (text as unknown as Record<string, () => string>)[method]!.call(text), node };
  if (!READING_STRING_METHODS.has(method) && method !== 'split' && method !== 'replace') return undefined;
  const values: Array<string | number | undefined> = [];
  for (const arg of args()) {
    if (
      arg.kind !== 'primitive' ||
      !(typeof arg.value === 'string' || typeof arg.value === 'number' || arg.value === undefined)
    ) {
      return unknownResult(node);
    }
    values.push(arg.value);
  }
  if (method === 'split') {
    if (typeof values[0] !== 'string') return unknownResult(node);
    const parts = text.split(
      values[0],
      Math.min(typeof values[1] === 'number' ? values[1] : Infinity, MAX_ARRAY_ITEMS + 1),
    );
    if (parts.length > MAX_ARRAY_ITEMS) return overBudget(node, 'array-length');
    budget.allocate(parts.length);
    budget.allocateString(text.length);
    return { kind: 'array', items: parts.map((part) => ({ kind: 'primitive', value: part, node })), node };
  }
  if (method === 'replace') {
    // `$&`, `$'` and the like in the replacement insert parts of the string: each can be as long as the string itself.
    if (typeof values[0] !== 'string' || typeof values[1] !== 'string' || values[1].includes('$'))
      return unknownResult(node);
    if (text.length + values[1].length > MAX_STRING_LENGTH) return overBudget(node, 'string-length');
    budget.allocateString(text.length + values[1].length);
    return { kind: 'primitive', value: text.replace(values[0], values[1]), node };
  }
  const result = (text as unknown as Record<string, (...a: unknown[]) => unknown>)[method]!.apply(text, values);
  if (typeof result === 'string') budget.allocateString(result.length);
  return { kind: 'primitive', value: result as string | number | boolean | undefined, node };
}

/** `Object.method(...args)`. */
export function objectStatic(method: string, args: SValue[], node: TS.CallExpression, budget: Budget): SValue {
  const first = args[0];
  if (method === 'freeze' && first) return first;
  if (method === 'assign') {
    const entries = new Map<string, Entry>();
    let opaque: Extract<SValue, { kind: 'unknown' }> | undefined;
    for (const arg of args) {
      if (arg.kind === 'object') {
        budget.copy(arg.entries.size);
        for (const [key, entry] of arg.entries) entries.set(key, entry);
        opaque = arg.opaque ?? opaque;
      } else opaque = arg.kind === 'unknown' ? arg : unknown(arg.node, `\`${snippet(arg.node)}\``);
    }
    budget.allocate(entries.size);
    return { kind: 'object', entries, node, opaque };
  }
  if (first?.kind === 'object' && !first.opaque && ['entries', 'keys', 'values'].includes(method)) {
    budget.allocate(first.entries.size * (method === 'entries' ? 4 : 1));
    const items: SValue[] = [];
    for (const [key, entry] of first.entries) {
      const keyValue: SValue = { kind: 'primitive', value: key, node: entry.node };
      if (method === 'keys') items.push(keyValue);
      else if (method === 'values') items.push(entry.value);
      else items.push({ kind: 'array', items: [keyValue, entry.value], node: entry.node });
    }
    return { kind: 'array', items, node };
  }
  return unknownResult(node);
}

/** `array.method(...args)` on a known array. */
export function arrayMethod(
  evaluator: ValueReader,
  receiver: ArrayValue,
  method: string,
  args: SValue[],
  node: TS.CallExpression,
): SValue {
  if (receiver.opaque) return receiver.opaque;
  const first = args[0];
  if (method === 'map' && first?.kind === 'function') {
    return {
      kind: 'array',
      items: receiver.items.map((item, index) =>
        evaluator.callForValue(first, [item, { kind: 'primitive', value: index, node }], node),
      ),
      node,
    };
  }
  if (method === 'concat') {
    let length = receiver.items.length;
    for (const arg of args) {
      if (arg.kind !== 'array' || arg.opaque) return unknownResult(node);
      length += arg.items.length;
    }
    if (length > MAX_ARRAY_ITEMS) return overBudget(node, 'array-length');
    evaluator.budget.copy(length);
    evaluator.budget.allocate(length);
    return { kind: 'array', items: receiver.items.concat(...args.map((arg) => (arg as ArrayValue).items)), node };
  }
  if (method === 'join' && receiver.items.every((item) => item.kind === 'primitive')) {
    const separator = first?.kind === 'primitive' ? String(first.value) : ',';
    const parts = receiver.items.map((item) => String((item as { value: unknown }).value ?? ''));
    const length = parts.reduce((sum, part) => sum + part.length, 0) + separator.length * Math.max(0, parts.length - 1);
    if (length > MAX_STRING_LENGTH) return overBudget(node, 'string-length');
    evaluator.budget.allocateString(length);
    return { kind: 'primitive', value: parts.join(separator), node };
  }
  return unknownResult(node);
}

/** A call of zod-to-json-schema's converter (its named or default export); undefined for any other function. */
export function zodConverterCall(
  evaluator: ValueReader,
  fn: Extract<SValue, { kind: 'external' }>,
  args: SValue[],
  node: TS.Node,
): SValue | undefined {
  return fn.module === 'zod-to-json-schema' && (fn.name === 'zodToJsonSchema' || fn.name === 'default')
    ? zodToJsonSchema(evaluator, args, node)
    : undefined;
}

/** `zodToJsonSchema(schema, options)` from zod-to-json-schema, run on a schema zod built from literals. */
function zodToJsonSchema(evaluator: ValueReader, args: SValue[], node: TS.Node): SValue {
  const schema = args[0];
  const convert = evaluator.project.zod.zodToJsonSchema;
  if (
    !schema ||
    schema.kind !== 'zod' ||
    !convert ||
    (args[1] && args[1].kind !== 'primitive' && args[1].kind !== 'object')
  ) {
    return schema?.kind === 'unknown' ? schema : unknownResult(node);
  }
  if (
    zodSize(evaluator.project.model, schema.schema) > MAX_VALUE_SIZE ||
    (args[1] && expandedSize(evaluator.project.model, args[1]) > MAX_VALUE_SIZE)
  )
    return overBudget(node, 'size');
  try {
    const options = args[1] ? (args[1].kind === 'primitive' ? args[1].value : toPlain(args[1])) : undefined;
    return jsonToValue(convert(schema.schema, options), node);
  } catch (error) {
    return unknown(node, `zodToJsonSchema(): ${(error as Error).message}`);
  }
}

function toPlain(value: SValue): unknown {
  if (value.kind === 'primitive' || value.kind === 'regex') return value.value;
  if (value.kind === 'array') return value.items.map(toPlain);
  if (value.kind === 'object') return Object.fromEntries([...value.entries].map(([k, e]) => [k, toPlain(e.value)]));
  throw new Error('not a plain value');
}

function jsonToValue(json: unknown, node: TS.Node): SValue {
  if (Array.isArray(json)) return { kind: 'array', items: json.map((item) => jsonToValue(item, node)), node };
  if (json !== null && typeof json === 'object') {
    return {
      kind: 'object',
      entries: new Map(Object.entries(json).map(([k, v]) => [k, { value: jsonToValue(v, node), node }])),
      node,
    };
  }
  return { kind: 'primitive', value: json as string | number | boolean | null, node };
}
