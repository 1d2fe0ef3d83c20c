// A problem with how mcp-lint was asked to run (bad flag, missing path, bad config): exit code 2, a one-line
// message, never a stack trace. Anything else that escapes is an internal error.
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export function isUsageError(error: unknown): error is UsageError {
  return error instanceof UsageError;
}
