import type { SchemaIssue } from '../../../types.js';
export type Check = (value: unknown, label: string) => SchemaIssue[];
export type Compiled = {
    ok: true;
    check: Check;
} | {
    ok: false;
    reason: string;
};
export declare function compileSchema(schema: unknown): Compiled;
