export declare function splitCommandLine(line: string): string[];
