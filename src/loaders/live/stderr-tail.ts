// Keeps the end of a server's stderr: when a server dies, its last words are what the user needs to see.

const KEEP_CHARS = 16 * 1024;
const SHOW_LINES = 12;
const LINE_CHARS = 300;

export class StderrTail {
  private buffer = '';

  push(chunk: string): void {
    this.buffer += chunk;
    if (this.buffer.length > KEEP_CHARS * 2) this.buffer = this.buffer.slice(-KEEP_CHARS);
  }

  /** The last non-empty lines, each shortened, joined with newlines ('' when the server wrote nothing). */
  text(): string {
    const lines = this.buffer
      .slice(-KEEP_CHARS)
      .split(/\r?\n/)
      .map((line) => line.trimEnd())
      .filter((line) => line.trim() !== '');
    return lines
      .slice(-SHOW_LINES)
      .map((line) => (line.length > LINE_CHARS ? line.slice(0, LINE_CHARS) + '…' : line))
      .join('\n');
  }
}
