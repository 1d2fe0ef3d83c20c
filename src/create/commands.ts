// Child processes (package install, git) run one at a time; the current one is remembered so that Ctrl-C can stop
// it and wait for it to exit before the staging directory is removed from under it.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';

let current: ChildProcess | undefined;

export interface CommandResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** The command could not be started at all (ENOENT: not installed). */
  missing: boolean;
}

export function runCommand(
  command: string,
  args: string[],
  cwd: string,
  stdio: StdioOptions = 'inherit',
): Promise<CommandResult> {
  return new Promise((resolve) => {
    // npm, pnpm and yarn are .cmd shims on Windows, which only a shell can start.
    const child = spawn(command, args, { cwd, stdio, shell: process.platform === 'win32' });
    current = child;
    child.on('error', (error: NodeJS.ErrnoException) => {
      current = undefined;
      resolve({ code: null, signal: null, missing: error.code === 'ENOENT' });
    });
    child.on('close', (code, signal) => {
      current = undefined;
      resolve({ code, signal, missing: false });
    });
  });
}

/** Stops the running child, if any, and resolves once it has exited (SIGKILL after a grace period). */
export function stopCurrentCommand(graceMs = 5_000): Promise<void> {
  const child = current;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
