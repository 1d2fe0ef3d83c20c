export type Built = {
    ok: true;
    value: unknown;
} | {
    ok: false;
    reason: string;
};
export declare function minimalInstance(schema: unknown, root?: unknown, depth?: number): Built;
/** Arguments that break the schema in the plainest way: a required property left out, or a property of the wrong type. */
export declare function invalidInstances(schema: unknown, valid: unknown): Array<{
    value: Record<string, unknown>;
    how: string;
}>;
