#!/usr/bin/env node
// The pre-commit hook (.pre-commit-hooks.yaml, `language: script`): runs mcp-tool-lint at the version of the tag the
// hook was taken from, installed once into a folder beside this script, in pre-commit's own clone of this repository
// (install.mjs: npm runs there with no config of the repository being committed to), then started as
// `node <its bin>` in that repository with the hook's arguments and the staged files. `npx` would read the
// repository's .npmrc and prefer a node_modules/mcp-tool-lint it commits.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ownVersion, PACKAGE } from './inputs.mjs';
import { installedLinter, installLinter } from './install.mjs';

const LINTERS = join(dirname(dirname(fileURLToPath(import.meta.url))), '.mcp-lint-hook');

function main(args) {
  const version = ownVersion();
  const dir = join(LINTERS, version);
  let bin = installedLinter(dir);
  if (bin === undefined) {
    // Installed into a temporary sibling and renamed into place: an interrupted install never passes for a finished one.
    mkdirSync(LINTERS, { recursive: true });
    const staging = mkdtempSync(`${dir}.`);
    const installed = installLinter(`${PACKAGE}@${version}`, staging);
    if ('error' in installed) {
      rmSync(staging, { recursive: true, force: true });
      process.stderr.write(`${installed.stderr}mcp-lint hook: npm could not install ${PACKAGE}@${version} (${installed.error}); npm's message is above.\n`);
      return 2;
    }
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
    bin = installedLinter(dir);
  }
  if (bin === undefined) {
    process.stderr.write(`mcp-lint hook: ${dir} holds no mcp-lint after installing it; remove the folder and commit again.\n`);
    return 2;
  }
  const run = spawnSync(process.execPath, [bin, ...args], { stdio: 'inherit', shell: false });
  if (run.error) {
    process.stderr.write(`mcp-lint hook: could not run ${bin}: ${run.error.message}\n`);
    return 2;
  }
  return run.status ?? 2;
}

process.exitCode = main(process.argv.slice(2));
