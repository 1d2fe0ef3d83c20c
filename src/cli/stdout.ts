// process.stdout is a stream, and making it loads Node's stream modules: on Node 22 that is a fifth of what starting
// Node costs, and more than a small lint run takes. On Linux and macOS Node writes to files, terminals and pipes
// synchronously anyway, so mcp-lint writes to descriptor 1 itself, and makes the stream only when the descriptor will
// not take the text now (a pipe another program made non-blocking) or on Windows, where a console needs the stream's
// UTF-16 conversion.
import { fstatSync, statSync, writeSync } from 'node:fs';

/** Whether stdout is a terminal: only a character device can be, and /dev/null is not one. Else Node decides. */
export function stdoutIsTerminal(): boolean {
  try {
    const out = fstatSync(1);
    if (!out.isCharacterDevice()) return false;
    const devNull = statSync('/dev/null', { throwIfNoEntry: false });
    if (devNull?.isCharacterDevice() && devNull.rdev === out.rdev) return false;
  } catch {
    // no usable descriptor 1: let Node's stream say
  }
  return process.stdout.isTTY === true;
}

export type StdoutWriter = (text: string) => void;

export interface StdoutWriterParts {
  /** Writes to the descriptor and returns how many bytes it took (fs.writeSync on descriptor 1). */
  write?: (bytes: Buffer, offset: number, length: number) => number;
  /** The stream, made on first use (process.stdout). */
  stream?: () => NodeJS.WritableStream;
  /** Whether to use the stream from the start (on Windows). */
  streamOnly?: boolean;
}

/**
 * A writer for stdout that keeps the order of everything written through it: once one text has gone to the stream
 * (where it may wait in a buffer), every later one goes there too. A reader that went away (`mcp-lint … | head`)
 * ends the output quietly: that is its choice, not an error. Any other error is left to the stream, as before.
 */
export function createStdoutWriter({
  write = (bytes, offset, length) => writeSync(1, bytes, offset, length),
  stream = () => process.stdout,
  streamOnly = process.platform === 'win32',
}: StdoutWriterParts = {}): StdoutWriter {
  let viaStream = streamOnly;
  let closed = false;
  let listening = false;
  const toStream = (bytes: string | Buffer): void => {
    const out = stream();
    if (!listening) {
      listening = true;
      out.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EPIPE') throw error;
      });
    }
    out.write(bytes);
  };
  return (text) => {
    if (closed || text === '') return;
    if (viaStream) return toStream(text);
    const bytes = Buffer.from(text, 'utf8');
    let written = 0;
    try {
      while (written < bytes.length) written += write(bytes, written, bytes.length - written);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EPIPE') {
        closed = true;
        return;
      }
      // EAGAIN: a non-blocking pipe that is full. Anything else: whatever Node's stream does with it, as before.
      viaStream = true;
      toStream(bytes.subarray(written));
    }
  };
}
