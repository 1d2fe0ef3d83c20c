// Expands command-line inputs (files, directories, globs, "-") into the files to lint.
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { IgnoreMatch, IgnoreMatcher } from '../config/ignores.js';
import { UsageError } from '../core/usage-error.js';
import {
  classifyFile,
  classifyNamedFile,
  isGlobPattern,
  PYTHON_EXTENSION,
  SOURCE_EXTENSIONS,
  type FileKind,
} from './classify.js';
import { SKIPPED_DIRECTORIES, walkDirectory } from './walk.js';

export { classifyFile, isSourceKind, PYTHON_EXTENSION, SOURCE_EXTENSIONS, type FileKind } from './classify.js';

export interface InputFile {
  /** Absolute path. */
  path: string;
  kind: FileKind;
  /** Named by the user (a file that is not a tool list is then a finding) rather than found by a walk or glob. */
  explicit: boolean;
  /** The command-line input that produced it, for "nothing lintable in …" messages. */
  input: string;
}

export interface ExpandedInputs {
  files: InputFile[];
  stdin: boolean;
  /**
   * Directory and glob inputs, to check after loading that each produced something. `overlaps`: some of its files
   * were already given by an earlier input (`mcp-lint pkg pkg/lib`), so producing nothing new is not a mistake.
   */
  searched: Array<{ input: string; kind: 'directory' | 'glob'; overlaps?: boolean }>;
  /** Files named on the command line that an ignore pattern leaves out: the run says so (ESLint warns too). */
  ignoredNamed: Array<{ input: string; match?: IgnoreMatch }>;
}

export const LOOKED_FOR = `.json files holding tool definitions, TS/JS sources (${SOURCE_EXTENSIONS.join(' ')}) and Python sources (${PYTHON_EXTENSION}), skipping ${[...SKIPPED_DIRECTORIES].join(', ')}`;

export async function expandInputs(
  inputs: readonly string[],
  cwd: string,
  isIgnored: IgnoreMatcher,
): Promise<ExpandedInputs> {
  const files: InputFile[] = [];
  const seen = new Set<string>();
  const searched: ExpandedInputs['searched'] = [];
  const ignoredNamed: ExpandedInputs['ignoredNamed'] = [];
  let stdin = false;
  const add = (file: InputFile, search?: ExpandedInputs['searched'][number]) => {
    if (seen.has(file.path)) {
      if (search) search.overlaps = true;
      return;
    }
    seen.add(file.path);
    files.push(file);
  };

  for (const input of inputs) {
    if (input === '-') {
      stdin = true;
      continue;
    }
    const path = resolve(cwd, input);
    let stats;
    try {
      stats = statSync(path);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') {
        if (isGlobPattern(input)) {
          const search = { input, kind: 'glob' as const };
          searched.push(search);
          for (const file of await expandGlob(input, cwd, isIgnored)) add({ ...file, explicit: false, input }, search);
          continue;
        }
        throw new UsageError(`No such file or directory: ${input}`);
      }
      throw new UsageError(`Cannot read ${input}: ${(error as Error).message}`);
    }
    if (stats.isDirectory()) {
      const search = { input, kind: 'directory' as const };
      searched.push(search);
      for (const file of walkDirectory(path, isIgnored)) add({ ...file, explicit: false, input }, search);
    } else if (isIgnored(path)) {
      // pre-commit and lint-staged name every staged file: ignores must still apply to them.
      ignoredNamed.push({ input, match: isIgnored.matchFor?.(path) });
    } else {
      // Named files are linted whatever their extension.
      add({ path, kind: classifyNamedFile(path), explicit: true, input });
    }
  }
  return { files, stdin, searched, ignoredNamed };
}

async function expandGlob(
  pattern: string,
  cwd: string,
  isIgnored: IgnoreMatcher,
): Promise<Array<{ path: string; kind: FileKind }>> {
  const { glob } = await import('tinyglobby');
  const paths = await glob(pattern, {
    cwd,
    absolute: true,
    onlyFiles: true,
    expandDirectories: false,
    followSymbolicLinks: false,
    ignore: [...SKIPPED_DIRECTORIES].map((name) => `**/${name}/**`),
  });
  const matched: Array<{ path: string; kind: FileKind }> = [];
  for (const path of paths.sort()) {
    const kind = classifyFile(path);
    if (kind && !isIgnored(path)) matched.push({ path, kind });
  }
  if (matched.length === 0 && paths.length === 0) throw new UsageError(`No files match the pattern "${pattern}".`);
  return matched;
}
