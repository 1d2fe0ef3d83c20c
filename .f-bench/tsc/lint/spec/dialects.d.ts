import type { AjvError } from './ajv-types.js';
export type Dialect = '2020-12' | '2019-09' | 'draft-07';
export declare const DIALECT_NAMES: Record<Dialect, string>;
export type DialectChoice = {
    dialect: Dialect;
    declared: boolean;
} | {
    unsupported: string;
};
/**
 * The dialect a schema declares. Accepts http and https and an optional trailing `#` (draft-07 is usually written
 * `http://json-schema.org/draft-07/schema#`, 2020-12 `https://json-schema.org/draft/2020-12/schema`).
 * A `$schema` that is not a string is left to the meta-schema to report (as 2020-12).
 */
export declare function chooseDialect(schema: Record<string, unknown>): DialectChoice;
/** Validates a schema as data against its dialect's meta-schema. The caller bounds its depth first. */
export declare function metaValidate(dialect: Dialect, schema: unknown): AjvError[];
