// What the mcp-lint command reads and writes, as one value: main() takes the process's, tests and `serve` their own.
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  readStdin: () => Promise<string>;
  env: NodeJS.ProcessEnv;
  cwd: string;
  isTTY: boolean;
  /** The terminal's width, asked only when stdout is one. */
  columns?: () => number | undefined;
  /** Whether stderr is a terminal (the progress line of live runs is drawn only then), and its width. */
  stderrIsTTY?: boolean;
  stderrColumns?: () => number | undefined;
}
