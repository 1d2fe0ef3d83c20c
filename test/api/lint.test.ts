// main() with an injected environment: the paths that a spawned CLI cannot reach on purpose.
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/mcp-lint.js';
import type { CliIo } from '../../src/cli/io.js';
import { REPO_ROOT } from '../helpers/cli.js';
import { captureIo } from '../helpers/cli-io.js';

function io(overrides: Partial<CliIo> = {}): CliIo & { out: string; err: string } {
  return captureIo(REPO_ROOT, overrides);
}

describe('main', () => {
  it('turns an unexpected internal error into exit 2 with a short "please report" message', async () => {
    const env = io({ readStdin: () => Promise.reject(new TypeError('stdin exploded')) });
    expect(await main(['-'], env)).toBe(2);
    expect(env.err).toContain('mcp-lint: internal error: stdin exploded (set MCP_LINT_DEBUG=1 for the stack trace)');
    expect(env.err).toContain('please report it at');
    expect(env.err).not.toMatch(/\n\s+at /);
    const debug = io({
      readStdin: () => Promise.reject(new TypeError('stdin exploded')),
      env: { MCP_LINT_DEBUG: '1' },
    });
    await main(['-'], debug);
    expect(debug.err).toMatch(/TypeError: stdin exploded\n\s+at /);
  });
  it('colours stylish output on a TTY unless NO_COLOR is set', async () => {
    const tty = io({ isTTY: true });
    expect(await main(['examples/tools.json'], tty)).toBe(1);
    expect(tty.out).toContain('\u001b[');
    const noColor = io({ isTTY: true, env: { NO_COLOR: '1' } });
    await main(['examples/tools.json'], noColor);
    expect(noColor.out).not.toContain('\u001b[');
  });
  it('defaults to the working directory when given no input', async () => {
    const env = io({ cwd: `${REPO_ROOT}/examples` });
    expect(await main(['--format', 'json'], env)).toBe(1);
    const files = (JSON.parse(env.out) as Array<{ filePath: string }>).map((r) =>
      r.filePath.replace(/.*examples\//, ''),
    );
    expect(files).toEqual(['clean-tools.json', 'tools.json']);
  });
});
