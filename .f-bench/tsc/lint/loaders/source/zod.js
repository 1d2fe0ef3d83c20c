import { isZodSchema, unknown } from './values.js';
const locs = new WeakMap();
export function locOf(schema) {
    return typeof schema === 'object' && schema !== null ? locs.get(schema) : undefined;
}
/** Methods whose callbacks only run on data: a stand-in keeps the JSON Schema identical. */
const CALLBACK_STANDINS = {
    refine: () => true,
    superRefine: () => undefined,
    check: () => undefined,
    transform: (value) => value,
    overwrite: (value) => value,
    preprocess: (value) => value,
};
/** Members never replayed: parsing runs validation, and internals are not API. */
const BLOCKED = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'spa', 'decode', 'encode', 'decodeAsync',
    'encodeAsync', 'safeDecode', 'safeEncode', 'constructor', 'toString', 'valueOf', 'toJSON', 'apply', 'call', 'bind', 'prototype']);
export class NotStatic extends Error {
    value;
    constructor(value) {
        super(value.kind === 'unknown' ? value.reason : 'not static');
        this.value = value;
    }
}
/** Turns a static value into the plain JS value zod receives. Throws NotStatic when it is not static. */
export function toRuntime(value, method, depth = 0) {
    if (depth > 100)
        throw new NotStatic(unknown(value.node, 'a value nested too deeply'));
    switch (value.kind) {
        case 'primitive':
        case 'regex':
            return value.value;
        case 'zod':
            return value.schema;
        case 'array':
            if (value.opaque)
                throw new NotStatic(value.opaque);
            return value.items.map((item) => toRuntime(item, method, depth + 1));
        case 'object': {
            if (value.opaque)
                throw new NotStatic(value.opaque);
            const out = {};
            for (const [key, entry] of value.entries)
                out[key] = toRuntime(entry.value, method, depth + 1);
            return out;
        }
        case 'function': {
            const standin = CALLBACK_STANDINS[method];
            if (standin)
                return standin;
            throw new NotStatic(unknown(value.node, `a function passed to .${method}()`));
        }
        case 'unknown':
            throw new NotStatic(value);
        default:
            throw new NotStatic(unknown(value.node, `${value.kind === 'external' || value.kind === 'instance' ? value.name : value.kind} passed to .${method}()`));
    }
}
/** Wraps what zod returned back into a static value, keeping source locations. */
export function fromRuntime(result, flavor, node, loc, depth = 0) {
    if (isZodSchema(result)) {
        const known = locs.get(result);
        const finalLoc = known ?? loc ?? { node };
        if (!known)
            locs.set(result, finalLoc);
        return { kind: 'zod', flavor, schema: result, loc: finalLoc, node };
    }
    if (result === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof result)) {
        return { kind: 'primitive', value: result, node };
    }
    if (result instanceof RegExp)
        return { kind: 'regex', value: result, node };
    if (depth < 50 && Array.isArray(result))
        return { kind: 'array', items: result.map((item) => fromRuntime(item, flavor, node, undefined, depth + 1)), node };
    if (depth < 50 && typeof result === 'object' && Object.getPrototypeOf(result) === Object.prototype) {
        // A shape (`Schema.shape`): entries keep the key nodes they were written with.
        const entries = new Map();
        for (const [key, value] of Object.entries(result)) {
            const prop = loc?.props?.get(key);
            entries.set(key, { value: fromRuntime(value, flavor, prop?.keyNode ?? node, prop?.loc, depth + 1), node: prop?.keyNode ?? node });
        }
        return { kind: 'object', entries, node };
    }
    return unknown(node, 'a zod value mcp-lint cannot represent');
}
function shapeLoc(shape) {
    if (!shape || shape.kind !== 'object')
        return undefined;
    const props = new Map();
    for (const [key, entry] of shape.entries)
        props.set(key, { keyNode: entry.node, loc: entry.value.kind === 'zod' ? entry.value.loc : undefined });
    return props;
}
/** Where the parts of a new schema were written, from the receiver and the arguments. */
function deriveLoc(method, receiver, args, node) {
    const loc = { ...receiver, node };
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
            loc.options = list?.kind === 'array' ? list.items.map((item) => (item.kind === 'zod' ? item.loc : undefined)) : undefined;
            break;
        }
        case 'describe':
            loc.description = first?.node;
            break;
        case 'meta':
            if (first?.kind === 'object')
                loc.description = first.entries.get('description')?.node ?? loc.description;
            break;
    }
    return loc;
}
/** Calls a zod function (`z.object`) or method (`schema.min`) with static arguments. */
export function callZod(flavor, self, fn, method, args, receiverLoc, node) {
    if (BLOCKED.has(method) || method.startsWith('_') || method.startsWith('~'))
        return unknown(node, `.${method}() of a zod schema`);
    if (typeof fn !== 'function')
        return unknown(node, `zod has no function "${method}"`);
    let runtimeArgs;
    try {
        runtimeArgs = args.map((arg) => toRuntime(arg, method));
    }
    catch (error) {
        if (error instanceof NotStatic)
            return error.value.kind === 'unknown' ? error.value : unknown(node, error.message);
        throw error;
    }
    let result;
    try {
        result = fn.apply(self, runtimeArgs);
    }
    catch (error) {
        return unknown(node, `zod rejected ${method}(): ${error.message.split('\n')[0]}`);
    }
    const loc = isZodSchema(result) && !locs.has(result) ? deriveLoc(method, receiverLoc, args, node) : undefined;
    return fromRuntime(result, flavor, node, loc);
}
/** Reads a property of a zod schema (`.shape`, `.element`, `.options`). */
export function zodProperty(value, name, node) {
    if (BLOCKED.has(name) || name.startsWith('_') || name.startsWith('~'))
        return unknown(node, `.${name} of a zod schema`);
    let result;
    try {
        result = value.schema[name];
    }
    catch (error) {
        return unknown(node, `zod rejected .${name}: ${error.message}`);
    }
    if (typeof result === 'function')
        return { kind: 'zodApi', flavor: value.flavor, target: result, self: value.schema, name, node };
    const loc = name === 'element' ? value.loc.items : name === 'shape' ? { node, props: value.loc.props } : undefined;
    return fromRuntime(result, value.flavor, node, loc);
}
