// The package as npm installs it, for the bin tests: the files `npm pack` would publish, copied into
// <dir>/node_modules/create-mcp-tool, and a listing of a tree to tell whether a run wrote anything there.
import { cpSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join, relative } from 'node:path';
import { REPO_ROOT } from '../helpers/cli.js';

let published: string[] | undefined;

/** The files `npm pack` publishes, relative to the package root. */
export function publishedFiles(): string[] {
  if (published) return published;
  const pack = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  if (pack.status !== 0) throw new Error(`npm pack failed: ${pack.stderr}`);
  published = (JSON.parse(pack.stdout) as Array<{ files: Array<{ path: string }> }>)[0]!.files.map((f) => f.path);
  return published;
}

/** Copies the published files to <prefix>/node_modules/create-mcp-tool; returns that directory. */
export function installInto(prefix: string): string {
  const installed = join(prefix, 'node_modules', 'create-mcp-tool');
  for (const file of publishedFiles()) {
    mkdirSync(dirname(join(installed, file)), { recursive: true });
    cpSync(join(REPO_ROOT, file), join(installed, file));
  }
  return installed;
}

/** Every entry under `root` with its type, size and modification time: equal listings mean nothing was written. */
export function listTree(root: string): string[] {
  const lines: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      const stats = lstatSync(path);
      lines.push(
        `${relative(root, path)} ${stats.isDirectory() ? 'dir' : stats.isSymbolicLink() ? 'link' : stats.size} ${stats.isDirectory() ? '' : stats.mtimeMs}`,
      );
      if (stats.isDirectory()) walk(path);
    }
  };
  walk(root);
  return lines;
}
