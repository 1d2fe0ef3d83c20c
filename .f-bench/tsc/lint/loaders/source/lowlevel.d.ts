import { type TS } from './typescript.js';
import { type FileContext } from './registrations.js';
export declare function findLowLevel(context: FileContext, calls: TS.CallExpression[]): void;
