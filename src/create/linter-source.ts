// Where the generated project takes mcp-lint (the create-mcp-tool package) from, in a form that works wherever the
// project is pushed. A registry version works everywhere. A tarball the scaffolder was run from (`npx ./x.tgz`) exists
// only on this machine: it is copied into the project (vendor/), and the project names that copy by a relative path,
// so CI and a teammate's clone install the same build. A folder cannot be copied that way; the project names it and
// the closing message says that only this machine has it.
import { basename } from 'node:path';
import { packageVersion } from '../core/package-version.js';
import { readRegularFile } from '../files/read.js';
import { UsageError } from './errors.js';

/** The folder inside the project that holds the copied tarball. */
export const VENDOR_DIR = 'vendor';

export interface LinterSource {
  /** The devDependency spec for package.json: a version, `file:vendor/<tarball>`, or a folder's `file:` spec. */
  spec: string;
  /** What `npx --package` takes for it (a Python project has no package.json to install it from). */
  npxPackage: string;
  /** A tarball to copy into the project: from (absolute) → to (relative to the project). */
  vendored?: { from: string; to: string };
  /** A folder of this machine the project names: it installs here and nowhere else. */
  localFolder?: string;
}

const TARBALL = /\.(tgz|tar\.gz)$/;
/** create-mcp-tool's own tarball is about 3 MB: anything near this is not it. */
const MAX_TARBALL_BYTES = 64 * 1024 * 1024;

/** `spec` is what selfSpec found: a registry version, or an absolute `file:` tarball or folder. */
export function linterSource(spec: string): LinterSource {
  if (!spec.startsWith('file:')) return { spec, npxPackage: `create-mcp-tool@${spec}` };
  const path = spec.slice('file:'.length);
  if (!TARBALL.test(path)) return { spec, npxPackage: spec, localFolder: path };
  const to = `${VENDOR_DIR}/${basename(path)}`;
  return { spec: `file:${to}`, npxPackage: `./${to}`, vendored: { from: path, to } };
}

/** The closing note: how the project finds mcp-lint once pushed, and what to change when that is not the registry. */
export function linterSourceNote(source: LinterSource, python: boolean): string {
  const version = packageVersion();
  const where = python ? 'README.md, the CI workflow and .pre-commit-config.yaml' : 'package.json';
  if (source.vendored) {
    return (
      `mcp-lint comes from ${source.vendored.to}, a copy of the tarball this ran from, named by ${where}: commit it with ` +
      `the project and CI and every clone install that same build. ` +
      (python
        ? `Once mcp-tool-lint ${version} is on PyPI, make it a dev dependency instead (README.md says how) and delete ${VENDOR_DIR}/.`
        : `Once create-mcp-tool ${version} is on the registry, name "^${version}" there instead and delete ${VENDOR_DIR}/.`)
    );
  }
  if (source.localFolder) {
    return (
      `Warning: ${where} name${python ? '' : 's'} mcp-lint as ${source.spec}, a folder of this machine only: pushed as it is, ` +
      `CI and other clones cannot install it. Run create-mcp-tool from a tarball (npm pack, then npx ./create-mcp-tool-*.tgz) ` +
      `to get a copy inside the project, or name a published version.`
    );
  }
  if (python) {
    return `mcp-lint comes from PyPI: mcp-tool-lint==${version}, in the dev extra of pyproject.toml and as the pre-commit hook's dependency; it runs on Node 20+ (or install mcp-tool-lint[node]).`;
  }
  return `mcp-lint comes from the registry: create-mcp-tool@${version}, named by ${where}.`;
}

/** The tarball's bytes, read before anything is written: a tarball moved or deleted since npx ran stops the run here. */
export function readVendoredTarball(path: string): Uint8Array {
  try {
    return readRegularFile(path, MAX_TARBALL_BYTES);
  } catch (error) {
    throw new UsageError(
      `Cannot copy ${path}, the tarball this create-mcp-tool was installed from, into the project (${(error as Error).message}). ` +
        'Put it back, or run npx again with the tarball where it is now.',
    );
  }
}
