// The project beside a publishing manifest, read as data: its package.json, pyproject.toml's name and version, its
// README, and the environment variables its TS/JS source reads. Nothing of it is run or loaded as code.
import { join } from 'node:path';
import { displayPath } from '../../core/display-path.js';
import type { ProjectFacts } from '../../core/facts.js';
import type { ReadPolicy } from '../../core/options.js';
import { readRegularTextFile } from '../../files/read.js';
import { MAX_SETTINGS_FILE_BYTES } from '../../inputs/read.js';
import { readManifest } from '../source/manifest.js';
import { readEnvironmentReads } from './env-reads.js';
import { pyprojectNameAndVersion } from './pyproject.js';

const README_NAMES = ['README.md', 'README.rst', 'README.txt', 'README', 'readme.md'];

export async function readProject(dir: string, cwd: string, mayRead: ReadPolicy | undefined): Promise<ProjectFacts> {
  const allowed = (path: string) => !mayRead || mayRead(path);
  const project: ProjectFacts = {};
  const packagePath = join(dir, 'package.json');
  if (allowed(packagePath)) {
    const value = readManifest(packagePath);
    if (value !== undefined) project.packageJson = { path: displayPath(packagePath, cwd), value };
  }
  const pyprojectPath = join(dir, 'pyproject.toml');
  const pyproject = allowed(pyprojectPath) ? readText(pyprojectPath) : undefined;
  if (pyproject !== undefined)
    project.pyproject = { path: displayPath(pyprojectPath, cwd), ...(await pyprojectNameAndVersion(pyproject)) };
  for (const name of README_NAMES) {
    const path = join(dir, name);
    const text = allowed(path) ? readText(path) : undefined;
    if (text === undefined) continue;
    project.readme = { path: displayPath(path, cwd), text };
    break;
  }
  const envReads = readEnvironmentReads(dir, allowed);
  if (envReads) project.envReads = envReads;
  return project;
}

/** A small text file's content; undefined when it is missing, not a regular file or too large. */
export function readText(path: string): string | undefined {
  try {
    return readRegularTextFile(path, MAX_SETTINGS_FILE_BYTES);
  } catch {
    return undefined;
  }
}
