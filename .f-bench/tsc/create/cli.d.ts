export declare function main(argv: string[]): Promise<number>;
