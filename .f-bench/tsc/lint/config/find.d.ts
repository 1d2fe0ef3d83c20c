export declare function findConfigFile(fromDirectory: string): string | undefined;
