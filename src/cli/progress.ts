// The progress line of live runs: which servers are starting and for how long, redrawn in place on stderr, since
// ten servers can take a minute. Only on a terminal and without --quiet; cleared when the run is done, so the report
// that follows starts on a clean line. Server names come from configs: escaped before they reach the terminal.
import type { LintOptions, ServerProgress } from '../core/options.js';
import { escapeText } from '../core/escape.js';
import type { CliIo } from './io.js';

const CLEAR_LINE = '\r\u001b[2K';
const REDRAW_MS = 1000;

export interface ProgressLine {
  progress: ServerProgress;
  stop(): void;
}

/** `write` must reach the terminal as is (not through the escaping stderr of main()). */
export function progressLine(
  write: (text: string) => void,
  columns: () => number | undefined,
  now: () => number = Date.now,
): ProgressLine {
  const running = new Map<string, number>();
  let total = 0;
  let done = 0;
  let drawn = false;
  let timer: NodeJS.Timeout | undefined;

  const draw = () => {
    if (running.size === 0) {
      if (drawn) write(CLEAR_LINE);
      drawn = false;
      return;
    }
    const at = now();
    const names = [...running]
      .map(([name, since]) => `${escapeText(name)} (${Math.floor((at - since) / 1000)} s)`)
      .join(', ');
    const line = `mcp-lint: starting ${names} · ${done} of ${total} done`;
    const width = Math.max(20, (columns() ?? 80) - 1);
    write(CLEAR_LINE + (line.length > width ? `${line.slice(0, width - 1)}…` : line));
    drawn = true;
  };

  return {
    progress: {
      planned(count) {
        total = count;
      },
      started(name) {
        running.set(name, now());
        timer ??= setInterval(draw, REDRAW_MS).unref();
        draw();
      },
      finished(name) {
        running.delete(name);
        done++;
        draw();
      },
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      running.clear();
      draw();
    },
  };
}

/** Turns the progress line on for a run that starts servers, when stderr is a terminal and --quiet is not given. */
export function showProgress(
  options: LintOptions,
  io: CliIo,
  terminal: (text: string) => void,
  quiet: boolean,
): ProgressLine | undefined {
  if (!options.live || !io.stderrIsTTY || quiet) return undefined;
  const line = progressLine(terminal, () => io.stderrColumns?.());
  options.live.progress = line.progress;
  return line;
}
