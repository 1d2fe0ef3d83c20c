import type { TS } from './typescript.js';
import { type SValue, type ZodFlavor, type ZodLoc } from './values.js';
export declare function locOf(schema: unknown): ZodLoc | undefined;
export declare class NotStatic extends Error {
    readonly value: SValue;
    constructor(value: SValue);
}
/** Turns a static value into the plain JS value zod receives. Throws NotStatic when it is not static. */
export declare function toRuntime(value: SValue, method: string, depth?: number): unknown;
/** Wraps what zod returned back into a static value, keeping source locations. */
export declare function fromRuntime(result: unknown, flavor: ZodFlavor, node: TS.Node, loc: ZodLoc | undefined, depth?: number): SValue;
/** Calls a zod function (`z.object`) or method (`schema.min`) with static arguments. */
export declare function callZod(flavor: ZodFlavor, self: unknown, fn: unknown, method: string, args: SValue[], receiverLoc: ZodLoc | undefined, node: TS.Node): SValue;
/** Reads a property of a zod schema (`.shape`, `.element`, `.options`). */
export declare function zodProperty(value: Extract<SValue, {
    kind: 'zod';
}>, name: string, node: TS.Node): SValue;
