import { type PackageManager } from './package-manager.js';
/** Quotes a path for the user's shell when it needs quoting (spaces, quotes, $…). */
export declare function quotePath(path: string, platform?: NodeJS.Platform): string;
export interface NextStepsInput {
    target: string;
    pm: PackageManager;
    installed: boolean;
    transport: 'stdio' | 'http';
}
export declare function nextSteps({ target, pm, installed, transport }: NextStepsInput): string;
