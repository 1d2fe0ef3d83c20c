import type { ValidateFunction } from 'ajv';
export declare function compileSchema(schema: object): Promise<ValidateFunction>;
