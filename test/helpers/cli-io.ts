// A CliIo for calling main() in-process: output captured, no terminal, no environment unless given.
import type { CliIo } from '../../src/cli/io.js';

export function captureIo(cwd: string, overrides: Partial<CliIo> = {}): CliIo & { out: string; err: string } {
  const captured = { out: '', err: '' };
  return Object.assign(captured, {
    stdout: (text: string) => void (captured.out += text),
    stderr: (text: string) => void (captured.err += text),
    readStdin: async () => '',
    env: {},
    cwd,
    isTTY: false,
    ...overrides,
  });
}
