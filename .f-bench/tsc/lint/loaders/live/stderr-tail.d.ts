export declare class StderrTail {
    private buffer;
    push(chunk: string): void;
    /** The last non-empty lines, each shortened, joined with newlines ('' when the server wrote nothing). */
    text(): string;
}
