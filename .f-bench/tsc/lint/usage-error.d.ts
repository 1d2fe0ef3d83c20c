export declare class UsageError extends Error {
    readonly name = "UsageError";
}
export declare function isUsageError(error: unknown): error is UsageError;
