export interface CliIo {
    stdout: (text: string) => void;
    stderr: (text: string) => void;
    readStdin: () => Promise<string>;
    env: NodeJS.ProcessEnv;
    cwd: string;
    isTTY: boolean;
}
export declare function main(argv: string[], io?: CliIo): Promise<number>;
