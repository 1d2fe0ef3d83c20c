// A mistake in how the command was called (bad flag, invalid name, missing answer without a TTY): exit code 2.
// One class for both commands, so shared code can throw it and either CLI reports it the same way.
export { UsageError } from '../core/usage-error.js';

/** The user cancelled (Ctrl-C at a prompt, or chose "cancel"): exit code 130, like a shell after SIGINT. */
export class CancelledError extends Error {
  override name = 'CancelledError';
}

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;
export const EXIT_CANCELLED = 130;
