// The Action's `package` input end to end: its script run as a workflow step runs it, with the real npm, pointed at a
// real `npm pack` of this checkout copied into the workspace (create-mcp-tool-<version>.tgz, not on the registry),
// and at this checkout as a built folder. The tarball has no dependencies, so npm installs it without the network.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/cli.js';
import { e2eNpmEnv, packSelf } from '../helpers/pack.js';
import { tempDir } from '../helpers/temp.js';
import { runAction } from './helpers.js';

const work = tempDir('mcp-lint-action-local-');
let tarball = '';

beforeAll(() => {
  const packed = packSelf().slice('file:'.length);
  tarball = basename(packed);
  copyFileSync(packed, join(work, tarball));
  writeFileSync(join(work, 'tools.json'), readFileSync(join(REPO_ROOT, 'examples', 'tools.json')));
  writeFileSync(join(work, 'clean.json'), readFileSync(join(REPO_ROOT, 'examples', 'clean-tools.json')));
  writeFileSync(join(work, 'not-a-package.tgz'), 'not gzip');
});

/** The step as a workflow runs it, in its workspace, with the real npm. */
const runStep = (inputs: Record<string, string>) =>
  runAction(work, inputs, { runner: { GITHUB_WORKSPACE: work, ...e2eNpmEnv() } });

describe('the Action with package: a local build', () => {
  it('an npm pack tarball, on a capture with errors: its mcp-lint runs, exit 1, annotations and a job summary', () => {
    const run = runStep({ paths: 'tools.json', package: tarball });
    expect(run.code, run.stderr).toBe(1);
    expect(run.outputs).toEqual({ 'exit-code': '1' });
    expect(run.stdout).toContain(`mcp-lint from ${tarball} (`);
    expect(run.stdout).toMatch(/^mcp-lint --format github tools\.json$/m);
    expect(run.stdout).toMatch(/^::error file=tools\.json,line=\d+/m);
    expect(run.summary).toMatch(
      /^mcp\\-lint from create\\-mcp\\-tool\\-.*\\\.tgz: [1-9]\d* errors?, \d+ warnings?, \d+ info in 1 input \(\d+ tools?\)\.$/m,
    );
    expect(run.summary).toMatch(/^\| error \| tools\\\.json\\:\d+ \|/m);
  });

  it('an npm pack tarball, on a clean capture: exit 0 and a summary with no findings', () => {
    const run = runStep({ paths: 'clean.json', package: tarball, format: 'sarif' });
    expect(run.code, run.stderr).toBe(0);
    expect(run.outputs).toEqual({ 'exit-code': '0', 'sarif-file': 'mcp-lint.sarif' });
    expect((JSON.parse(readFileSync(join(work, 'mcp-lint.sarif'), 'utf8')) as { version: string }).version).toBe(
      '2.1.0',
    );
    expect(run.summary).toMatch(/: 0 errors, 0 warnings, 0 info in 1 input \(\d+ tools?\)\.\n$/);
  });

  it('a built checkout, given relative to the workspace: its mcp-lint runs', () => {
    const run = runStep({ paths: 'tools.json', package: relative(work, REPO_ROOT), format: 'stylish' });
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toMatch(/^tools\.json:\d+:\d+\s+error\s/m);
    expect(run.stdout).toMatch(/^mcp-lint --format stylish tools\.json$/m);
  });

  it('a .tgz that npm cannot install: exit 2 with an ::error:: naming the package input, not the 1 of findings', () => {
    const run = runStep({ paths: 'tools.json', package: 'not-a-package.tgz' });
    expect(run.code).toBe(2);
    expect(run.outputs).toEqual({ 'exit-code': '2' });
    expect(run.stdout).toMatch(
      /^::error title=mcp-lint action::npm could not install mcp-lint from not-a-package\.tgz \(npm exited \d+\)\. Check the package input: a tarball made by `npm pack`/m,
    );
    expect(run.summary).toContain('Nothing was checked: npm could not install mcp\\-lint from not\\-a\\-package\\.tgz');
  });
});
