/** A mistake in how the command was called (bad flag, invalid name, missing answer without a TTY): exit code 2. */
export declare class UsageError extends Error {
    name: string;
}
/** The user cancelled (Ctrl-C at a prompt, or chose "cancel"): exit code 130, like a shell after SIGINT. */
export declare class CancelledError extends Error {
    name: string;
}
export declare const EXIT_OK = 0;
export declare const EXIT_FAILURE = 1;
export declare const EXIT_USAGE = 2;
export declare const EXIT_CANCELLED = 130;
