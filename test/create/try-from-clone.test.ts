// docs/create.md "Try it from a clone", run as written: from a packed tarball, `npx ./create-mcp-tool-*.tgz my-server --yes`
// scaffolds and installs a project whose create-mcp-tool devDependency is that tarball (the version is not on the
// registry), then its tests and lint:mcp pass. No CREATE_MCP_TOOL_SELF_SPEC: the scaffolder finds where it was
// installed from by itself. One real install, offline first, in a temporary folder.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/cli.js';
import { e2eNpmEnv, packSelf } from './helpers.js';

const STEP_TIMEOUT_MS = 5 * 60_000;

/** The commands of the "Try it from a clone" block of docs/create.md, one per line. */
function documentedCommands(): string[] {
  const page = readFileSync(join(REPO_ROOT, 'docs', 'create.md'), 'utf8');
  const start = page.indexOf('\n## Try it from a clone\n');
  expect(start, 'a section "Try it from a clone" in docs/create.md').toBeGreaterThanOrEqual(0);
  const block = /```sh\n([\s\S]*?)```/.exec(page.slice(start));
  expect(block, 'a sh block in the section "Try it from a clone" of docs/create.md').not.toBeNull();
  return block![1]!.split('\n').filter(Boolean);
}

function sh(command: string, cwd: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', command], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), STEP_TIMEOUT_MS);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

it('docs/create.md "Try it from a clone": npm pack, npx ./create-mcp-tool-*.tgz my-server --yes, npm test and npm run lint:mcp all pass', async () => {
  const commands = documentedCommands();
  expect(commands).toEqual(['npm pack', 'npx ./create-mcp-tool-*.tgz my-server --yes', 'cd my-server', 'npm test', 'npm run lint:mcp']);
  // `npm pack`, into a temporary folder and without its prepack build (dist/ is built, and other tests read it).
  const tarball = packSelf().slice('file:'.length);
  let cwd = join(tarball, '..');
  const env: NodeJS.ProcessEnv = { ...process.env, ...e2eNpmEnv(), NO_COLOR: '1', npm_config_yes: 'true' }; // npm_config_yes: npx's "Ok to proceed?", answered y
  delete env.CREATE_MCP_TOOL_SELF_SPEC;
  for (const command of commands.slice(1)) {
    if (command.startsWith('cd ')) {
      cwd = join(cwd, command.slice(3));
      continue;
    }
    const run = await sh(command, cwd, env);
    expect(run.code, `${command} in ${cwd}:\n${run.output}`).toBe(0);
    if (command.startsWith('npx ')) {
      const pkg = JSON.parse(readFileSync(join(cwd, 'my-server', 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
      expect(pkg.devDependencies['create-mcp-tool']).toBe(`file:${tarball}`);
    }
  }
}, 4 * STEP_TIMEOUT_MS);
