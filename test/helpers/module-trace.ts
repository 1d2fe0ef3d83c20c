// Which modules a run of the built CLI loads — through require() (the bundle's externals) and import() alike —
// so tests can assert that a run does not pay for typescript, the SDK or zod when it does not need them.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, runMcpLint, type CliRun, type CliRunOptions } from './cli.js';

const HOOKS = join(REPO_ROOT, 'test', 'helpers', 'module-trace');

export interface TracedRun extends CliRun {
  /** Resolved file paths (require) and URLs (import), in load order. */
  modules: string[];
  /** Data files read from dist/bundle/vendor/, in order. */
  vendorReads: string[];
}

export async function runMcpLintTraced(args: string[], options: CliRunOptions = {}): Promise<TracedRun> {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-lint-trace-'));
  const trace = join(dir, 'trace.txt');
  writeFileSync(trace, '');
  try {
    const run = await runMcpLint(args, {
      ...options,
      env: {
        ...options.env,
        NODE_OPTIONS: `--require=${join(HOOKS, 'trace.cjs')} --import=${join(HOOKS, 'trace.mjs')}`,
        MCP_LINT_TRACE_FILE: trace,
      },
    });
    const lines = readFileSync(trace, 'utf8').split('\n').filter(Boolean);
    const isRead = (line: string) => line.startsWith('read:');
    return {
      ...run,
      modules: lines.filter((line) => !isRead(line)),
      vendorReads: lines.filter(isRead).map((line) => line.slice('read:'.length)),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** True when a module path or URL is inside node_modules/<name>/. */
export function fromPackage(module: string, name: string): boolean {
  return module.replace(/\\/g, '/').includes(`/node_modules/${name}/`);
}

/** True when a module path (or a vendorReads entry) is the bundled vendor file dist/bundle/vendor/<group>.cjs. */
export function isVendorFile(module: string, group: string): boolean {
  return module.replace(/\\/g, '/').endsWith(`/dist/bundle/vendor/${group}.cjs`);
}
