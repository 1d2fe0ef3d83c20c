export declare function shouldUseColor(flag: boolean | undefined, env: NodeJS.ProcessEnv, isTTY: boolean, toFile: boolean): boolean;
