import type { InitFlags } from './args.js';
export interface InitContext {
    cwd: string;
    env: NodeJS.ProcessEnv;
    /** Both stdin and stdout are terminals: questions can be asked. */
    interactive: boolean;
    out: (text: string) => void;
    err: (text: string) => void;
}
export declare function init(flags: InitFlags, context: InitContext): Promise<number>;
