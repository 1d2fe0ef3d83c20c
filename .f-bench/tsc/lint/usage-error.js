// A problem with how mcp-lint was asked to run (bad flag, missing path, bad config): exit code 2, a one-line
// message, never a stack trace. Anything else that escapes is an internal error.
export class UsageError extends Error {
    name = 'UsageError';
}
export function isUsageError(error) {
    return error instanceof UsageError;
}
