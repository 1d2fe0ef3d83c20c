import { type PackageManager } from './package-manager.js';
import { type ProjectAnswers } from './questions.js';
export interface InitFlags {
    dir?: string;
    answers: Partial<ProjectAnswers>;
    pm?: PackageManager;
    overwrite: boolean;
    yes: boolean;
    help: boolean;
    version: boolean;
}
export interface AddFlags {
    toolName?: string;
    force: boolean;
    help: boolean;
}
export declare function parseInitArgs(argv: string[]): InitFlags;
export declare function parseAddArgs(argv: string[]): AddFlags;
