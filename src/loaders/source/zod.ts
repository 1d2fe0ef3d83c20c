// zod, read statically: a zod expression in source is replayed on the real zod library with the literal
// arguments it was written with, so the JSON Schema mcp-lint reports is the one zod itself produces
// (the SDKs call zod's own converter). Only values the evaluator proved static reach zod; user
// callbacks (refine, transform) are replaced by inert stand-ins, since they never change a JSON Schema.
// Only the schema-building functions listed below are ever called, and only on values whose written-out
// size is within budget.
import type { TS } from './typescript.js';
import { isZodSchema, unknown, type Entry, type SValue, type ZodFlavor, type ZodLoc } from './values.js';
import { MAX_VALUE_SIZE, expandedSize, overBudget, recordZodSize, zodSize } from './steps.js';
import { Memo, type SourceModel } from './model.js';

const LOCS = new Memo<object, ZodLoc>('where the parts of a zod schema the evaluator built were written');

export function locOf(model: SourceModel, schema: unknown): ZodLoc | undefined {
  return typeof schema === 'object' && schema !== null ? model.table(LOCS).get(schema) : undefined;
}

/** Methods whose callbacks only run on data: a stand-in keeps the JSON Schema identical. */
const CALLBACK_STANDINS: Record<string, (...args: unknown[]) => unknown> = {
  refine: () => true,
  superRefine: () => undefined,
  check: () => undefined,
  transform: (value) => value,
  overwrite: (value) => value,
  preprocess: (value) => value,
};

/**
 * zod functions (`z.name(...)`, also under `z.coerce`, `z.iso`) that build a schema from their arguments, in
 * zod 3 and 4. Left out on purpose: anything that parses or validates, `lazy`, `custom`, `instanceof`,
 * `function`, `codec` (their arguments are code), `register` and `config` (they change global state).
 */
const CONSTRUCTORS = new Set([
  'any',
  'unknown',
  'never',
  'void',
  'undefined',
  'null',
  'nan',
  'symbol',
  'boolean',
  'string',
  'number',
  'bigint',
  'date',
  'int',
  'int32',
  'uint32',
  'int64',
  'uint64',
  'float32',
  'float64',
  'literal',
  'enum',
  'nativeEnum',
  'templateLiteral',
  'object',
  'strictObject',
  'looseObject',
  'array',
  'tuple',
  'record',
  'partialRecord',
  'looseRecord',
  'map',
  'set',
  'file',
  'union',
  'xor',
  'discriminatedUnion',
  'intersection',
  'optional',
  'nullable',
  'nullish',
  'keyof',
  'json',
  'stringbool',
  'preprocess',
  'pipe',
  'readonly',
  'success',
  'catch',
  'prefault',
  'default',
  'nonoptional',
  'exactOptional',
  // string formats (z.email(), z.iso.datetime(), …)
  'email',
  'url',
  'httpUrl',
  'hostname',
  'uuid',
  'uuidv4',
  'uuidv6',
  'uuidv7',
  'guid',
  'cuid',
  'cuid2',
  'ulid',
  'nanoid',
  'xid',
  'ksuid',
  'ipv4',
  'ipv6',
  'cidrv4',
  'cidrv6',
  'mac',
  'base64',
  'base64url',
  'e164',
  'jwt',
  'emoji',
  'hex',
  'hash',
  'datetime',
  'time',
  'duration',
  'stringFormat',
  // zod 4's own converter: low-level servers write `inputSchema: z.toJSONSchema(Args)`
  'toJSONSchema',
]);

/** Schema methods (`schema.name(...)`) that return a new schema. Same exclusions as CONSTRUCTORS. */
const METHODS = new Set([
  'describe',
  'meta',
  'optional',
  'nullable',
  'nullish',
  'default',
  'prefault',
  'catch',
  'readonly',
  'brand',
  'array',
  'or',
  'and',
  'pipe',
  'nonoptional',
  'exactOptional',
  'unwrap',
  // objects
  'extend',
  'safeExtend',
  'merge',
  'pick',
  'omit',
  'partial',
  'exactPartial',
  'deepPartial',
  'required',
  'strict',
  'strip',
  'loose',
  'passthrough',
  'nonstrict',
  'catchall',
  'keyof',
  'setKey',
  'augment',
  'rest',
  // enums
  'extract',
  'exclude',
  // checks with literal arguments
  'min',
  'max',
  'length',
  'nonempty',
  'gt',
  'gte',
  'lt',
  'lte',
  'positive',
  'negative',
  'nonnegative',
  'nonpositive',
  'multipleOf',
  'step',
  'int',
  'finite',
  'safe',
  'regex',
  'includes',
  'startsWith',
  'endsWith',
  'trim',
  'toLowerCase',
  'toUpperCase',
  'lowercase',
  'uppercase',
  'normalize',
  'slugify',
  'email',
  'url',
  'uuid',
  'uuidv4',
  'uuidv6',
  'uuidv7',
  'guid',
  'cuid',
  'cuid2',
  'ulid',
  'nanoid',
  'xid',
  'ksuid',
  'ip',
  'ipv4',
  'ipv6',
  'cidr',
  'cidrv4',
  'cidrv6',
  'base64',
  'base64url',
  'e164',
  'jwt',
  'emoji',
  'date',
  'datetime',
  'time',
  'duration',
  'toJSONSchema',
  // callbacks: replaced by the inert stand-ins above
  ...Object.keys(CALLBACK_STANDINS),
]);

/** Properties never read: internals are not API, and these would hand out functions that run code. */
const UNREADABLE = new Set([
  'constructor',
  'prototype',
  'parse',
  'safeParse',
  'parseAsync',
  'safeParseAsync',
  'spa',
  'decode',
  'encode',
]);

/**
 * Thrown by toRuntime. Not an Error on purpose: capturing a stack trace on every unknown argument made a
 * recursion through zod calls spend most of its time in the Error constructor.
 */
export class NotStatic {
  constructor(readonly value: SValue) {}

  get message(): string {
    return this.value.kind === 'unknown' ? this.value.reason : 'not static';
  }
}

/** Turns a static value into the plain JS value zod receives. Throws NotStatic when it is not static. */
export function toRuntime(value: SValue, method: string, depth = 0): unknown {
  if (depth > 100) throw new NotStatic(unknown(value.node, 'a value nested too deeply'));
  switch (value.kind) {
    case 'primitive':
    case 'regex':
      return value.value;
    case 'zod':
      return value.schema;
    case 'array':
      if (value.opaque) throw new NotStatic(value.opaque);
      return value.items.map((item) => toRuntime(item, method, depth + 1));
    case 'object': {
      if (value.opaque) throw new NotStatic(value.opaque);
      const out: Record<string, unknown> = {};
      // Own data properties, as JSON.parse makes them: a `__proto__` key is a key, not a prototype.
      for (const [key, entry] of value.entries)
        Object.defineProperty(out, key, {
          value: toRuntime(entry.value, method, depth + 1),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      return out;
    }
    case 'function': {
      const standin = CALLBACK_STANDINS[method];
      if (standin) return standin;
      throw new NotStatic(unknown(value.node, `a function passed to .${method}()`));
    }
    case 'unknown':
      throw new NotStatic(value);
    default:
      throw new NotStatic(
        unknown(
          value.node,
          `${value.kind === 'external' || value.kind === 'instance' ? value.name : value.kind} passed to .${method}()`,
        ),
      );
  }
}

/**
 * Wraps what zod returned back into a static value, keeping source locations. `size` bounds the written-out
 * size of any schema found in it that the evaluator did not build itself (`.shape.a` is no larger than its object).
 */
export function fromRuntime(
  model: SourceModel,
  result: unknown,
  flavor: ZodFlavor,
  node: TS.Node,
  loc: ZodLoc | undefined,
  size: number,
  depth = 0,
): SValue {
  if (isZodSchema(result)) {
    recordZodSize(model, result, size);
    const locs = model.table(LOCS);
    const known = locs.get(result);
    const finalLoc = known ?? loc ?? { node };
    if (!known) locs.set(result, finalLoc);
    return { kind: 'zod', flavor, schema: result, loc: finalLoc, node };
  }
  if (result === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof result)) {
    return { kind: 'primitive', value: result as string | number | boolean | null | undefined, node };
  }
  if (result instanceof RegExp) return { kind: 'regex', value: result, node };
  if (depth < 50 && Array.isArray(result))
    return {
      kind: 'array',
      items: result.map((item) => fromRuntime(model, item, flavor, node, undefined, size, depth + 1)),
      node,
    };
  if (depth < 50 && typeof result === 'object' && Object.getPrototypeOf(result) === Object.prototype) {
    // A shape (`Schema.shape`): entries keep the key nodes they were written with.
    const entries = new Map<string, Entry>();
    for (const [key, value] of Object.entries(result as Record<string, unknown>)) {
      const prop = loc?.props?.get(key);
      entries.set(key, {
        value: fromRuntime(model, value, flavor, prop?.keyNode ?? node, prop?.loc, size, depth + 1),
        node: prop?.keyNode ?? node,
      });
    }
    return { kind: 'object', entries, node };
  }
  return unknown(node, 'a zod value mcp-lint cannot represent');
}

function shapeLoc(shape: SValue | undefined): ZodLoc['props'] {
  if (!shape || shape.kind !== 'object') return undefined;
  const props = new Map<string, { keyNode: TS.Node; loc?: ZodLoc }>();
  for (const [key, entry] of shape.entries)
    props.set(key, { keyNode: entry.node, loc: entry.value.kind === 'zod' ? entry.value.loc : undefined });
  return props;
}

/** Where the parts of a new schema were written, from the receiver and the arguments. */
function deriveLoc(method: string, receiver: ZodLoc | undefined, args: SValue[], node: TS.Node): ZodLoc {
  const loc: ZodLoc = { ...receiver, node };
  const first = args[0];
  switch (method) {
    case 'object':
    case 'strictObject':
    case 'looseObject':
    case 'interface':
      loc.props = shapeLoc(first);
      break;
    case 'extend':
    case 'safeExtend':
    case 'merge': {
      const added = first?.kind === 'zod' ? first.loc.props : shapeLoc(first);
      loc.props = new Map([...(receiver?.props ?? []), ...(added ?? [])]);
      break;
    }
    case 'array':
      loc.items = receiver && !args.length ? receiver : first?.kind === 'zod' ? first.loc : undefined;
      if (!args.length && receiver) {
        loc.props = undefined;
        loc.description = undefined;
      }
      break;
    case 'union':
    case 'xor':
    case 'discriminatedUnion': {
      const list = method === 'discriminatedUnion' ? args[1] : first;
      loc.options =
        list?.kind === 'array' ? list.items.map((item) => (item.kind === 'zod' ? item.loc : undefined)) : undefined;
      break;
    }
    case 'describe':
      loc.description = first?.node;
      break;
    case 'meta':
      if (first?.kind === 'object') loc.description = first.entries.get('description')?.node ?? loc.description;
      break;
  }
  return loc;
}

/** Calls a zod function (`z.object`) or method (`schema.min`) with static arguments. */
export function callZod(
  model: SourceModel,
  flavor: ZodFlavor,
  self: unknown,
  fn: unknown,
  method: string,
  args: SValue[],
  receiverLoc: ZodLoc | undefined,
  node: TS.Node,
): SValue {
  const allowed = isZodSchema(self) ? METHODS : CONSTRUCTORS;
  if (!allowed.has(method))
    return unknown(
      node,
      `\`${method}()\`, which mcp-lint does not replay on zod (it only calls schema-building functions)`,
    );
  if (typeof fn !== 'function') return unknown(node, `zod has no function "${method}"`);
  // Measured before zod sees it: a schema holding another twice, 40 times over, would be 2^40 parts written out.
  let size = 1 + (isZodSchema(self) ? zodSize(model, self) : 0);
  for (const arg of args) size += expandedSize(model, arg);
  if (size > MAX_VALUE_SIZE) return overBudget(node, 'size');
  let runtimeArgs: unknown[];
  try {
    runtimeArgs = args.map((arg) => toRuntime(arg, method));
  } catch (error) {
    if (error instanceof NotStatic) return error.value.kind === 'unknown' ? error.value : unknown(node, error.message);
    throw error;
  }
  let result: unknown;
  try {
    result = (fn as (...a: unknown[]) => unknown).apply(self, runtimeArgs);
  } catch (error) {
    return unknown(node, `zod rejected ${method}(): ${(error as Error).message.split('\n')[0]}`);
  }
  const loc =
    isZodSchema(result) && !model.table(LOCS).has(result) ? deriveLoc(method, receiverLoc, args, node) : undefined;
  return fromRuntime(model, result, flavor, node, loc, size);
}

/** Reads a property of a zod schema (`.shape`, `.element`, `.options`). */
export function zodProperty(
  model: SourceModel,
  value: Extract<SValue, { kind: 'zod' }>,
  name: string,
  node: TS.Node,
): SValue {
  if (UNREADABLE.has(name) || name.startsWith('_') || name.startsWith('~'))
    return unknown(node, `.${name} of a zod schema`);
  let result: unknown;
  try {
    result = (value.schema as Record<string, unknown>)[name];
  } catch (error) {
    return unknown(node, `zod rejected .${name}: ${(error as Error).message}`);
  }
  if (typeof result === 'function')
    return { kind: 'zodApi', flavor: value.flavor, target: result, self: value.schema, name, node };
  const loc = name === 'element' ? value.loc.items : name === 'shape' ? { node, props: value.loc.props } : undefined;
  return fromRuntime(model, result, value.flavor, node, loc, zodSize(model, value.schema));
}
