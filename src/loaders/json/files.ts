// JSON files named or found on the command line: `tools/list` captures and the other accepted shapes.
import { ReadRefusedError } from '../../files/read.js';
import { displayPath } from '../../core/display-path.js';
import { readInputFile } from '../../inputs/read.js';
import type { InputFile } from '../../inputs/index.js';
import type { LoadedSource } from '../../core/types.js';
import { UsageError } from '../../core/usage-error.js';
import { loadJsonBytes, type JsonLoad } from './index.js';
import type { InputLoader, LoadContext, LoaderOutput } from '../loader.js';
import { outsideSource, refusedSource } from '../refused.js';

export const jsonFilesLoader: InputLoader = {
  name: 'json files',
  group: 'files',
  load: (context) =>
    loadFilesOfKind('json', context, (bytes, _file, source, explicit) => loadJsonBytes(bytes, source, { explicit })),
};

/**
 * The command-line files of one kind, each read within its size limit and handed to `loadBytes`: a file outside
 * what the run may read, or refused (too large, not regular), is one finding; a skipped one is counted as skipped.
 */
export async function loadFilesOfKind(
  kind: InputFile['kind'],
  { options, expanded }: LoadContext,
  loadBytes: (bytes: Buffer, file: InputFile, source: string, explicit: boolean) => Promise<JsonLoad>,
): Promise<LoaderOutput> {
  const { cwd } = options;
  const sources: LoadedSource[] = [];
  const producedBy: string[] = [];
  const skippedBy: string[] = [];
  for (const file of expanded.files.filter((f) => f.kind === kind)) {
    if (options.mayRead && !options.mayRead(file.path)) {
      producedBy.push(file.input);
      sources.push(outsideSource(file, cwd));
      continue;
    }
    // An editor's unsaved text (the language server) stands in for the file, as it does for source files.
    const text = options.source.texts?.get(file.path);
    const read = text === undefined ? readInput(file, cwd) : Buffer.from(text, 'utf8');
    if (read instanceof ReadRefusedError) {
      producedBy.push(file.input);
      sources.push(refusedSource(file, read, cwd));
      continue;
    }
    const loaded = await loadBytes(read, file, displayPath(file.path, cwd), file.explicit && !options.skipNonToolFiles);
    if (loaded.status === 'skipped') {
      skippedBy.push(file.input);
      continue;
    }
    producedBy.push(file.input);
    sources.push(loaded.source);
  }
  return { sources, producedBy, skippedBy };
}

/** The file's bytes, or the refusal that becomes a finding on it; any other failure is a usage error. */
function readInput(file: InputFile, cwd: string): Buffer | ReadRefusedError {
  try {
    return readInputFile(file.path, file.kind);
  } catch (error) {
    if (error instanceof ReadRefusedError) return error;
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'EACCES' || code === 'EPERM' ? 'permission denied' : (error as Error).message;
    throw new UsageError(`Cannot read ${displayPath(file.path, cwd)}: ${reason}`);
  }
}
