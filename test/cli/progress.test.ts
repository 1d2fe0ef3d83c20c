// The progress line of live runs: which servers are starting and for how long, on stderr, only on a terminal and
// without --quiet; server names escaped; the line cleared before the report.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { progressLine } from '../../src/cli/progress.js';
import { main } from '../../src/cli/mcp-lint.js';
import { captureIo } from '../helpers/cli-io.js';
import { FIXTURES } from '../loaders/live/helpers.js';

const CLEAR = '\r\u001b[2K';

describe('progressLine', () => {
  it('shows each running server with its time so far and how many are done, then clears the line', () => {
    let written = '';
    let clock = 10_000;
    const line = progressLine(
      (text) => (written += text),
      () => 200,
      () => clock,
    );
    line.progress.planned(3);
    line.progress.started('weather');
    expect(written).toBe(`${CLEAR}mcp-lint: starting weather (0 s) · 0 of 3 done`);
    clock += 4_200;
    line.progress.started('github');
    expect(written.split(CLEAR).at(-1)).toBe('mcp-lint: starting weather (4 s), github (0 s) · 0 of 3 done');
    line.progress.finished('weather');
    expect(written.split(CLEAR).at(-1)).toBe('mcp-lint: starting github (0 s) · 1 of 3 done');
    line.stop();
    expect(written.endsWith(CLEAR)).toBe(true);
  });

  it('escapes a server name from a config and keeps the line within the terminal', () => {
    let written = '';
    const line = progressLine(
      (text) => (written += text),
      () => 40,
      () => 0,
    );
    line.progress.planned(1);
    line.progress.started('evil\u001b]0;title\u0007-with-a-very-long-name');
    line.stop();
    const drawn = written.split(CLEAR)[1]!;
    expect(drawn).toBe('mcp-lint: starting evil\\u001b]0;title\\…');
    expect(drawn.length).toBe(39);
  });
});

describe('the progress line in a run', () => {
  const server = ['--stdio', `${process.execPath} ${join(FIXTURES, 'listed-tools.mjs')}`];

  it('is drawn on a terminal, and cleared before the report', async () => {
    const io = captureIo(process.cwd(), { stderrIsTTY: true, stderrColumns: () => 300 });
    const code = await main([...server, '--format', 'json'], io);
    expect(code).toBe(0);
    expect(io.err).toContain(`${CLEAR}mcp-lint: starting stdio:`);
    expect(io.err).toContain('· 0 of 1 done');
    expect(io.err.endsWith(CLEAR)).toBe(true);
    expect(JSON.parse(io.out)).toHaveLength(1);
  });

  it('is not drawn when stderr is not a terminal, nor with --quiet', async () => {
    const piped = captureIo(process.cwd(), { stderrIsTTY: false });
    await main(server, piped);
    expect(piped.err).toBe('');
    const quiet = captureIo(process.cwd(), { stderrIsTTY: true });
    await main([...server, '--quiet'], quiet);
    expect(quiet.err).toBe('');
  });
});
