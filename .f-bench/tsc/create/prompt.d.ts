import type { Choice } from './questions.js';
export declare function askText(message: string, initial: string, validate?: (value: string) => true | string): Promise<string>;
export declare function askSelect(message: string, choices: Choice[], initial: string): Promise<string>;
export declare function askConfirm(message: string, initial: boolean): Promise<boolean>;
