// JSON files named or found on the command line: `tools/list` captures and the other accepted shapes.
import { displayPath } from '../../display-path.js';
import { maxFileBytes, readBoundedFile } from '../../inputs/read.js';
import type { InputFile } from '../../inputs/index.js';
import type { LoadedSource } from '../../types.js';
import { UsageError } from '../../usage-error.js';
import { loadJsonBytes } from '../json/index.js';
import type { InputLoader } from './input-loader.js';
import { outsideSource, tooLargeSource } from './too-large.js';

export const jsonFilesLoader: InputLoader = {
  name: 'json files',
  group: 'files',
  async load({ options, expanded, observations }) {
    const { cwd } = options;
    const sources: LoadedSource[] = [];
    const producedBy: string[] = [];
    const skippedBy: string[] = [];
    for (const file of expanded.files.filter((f) => f.kind === 'json')) {
      if (options.mayRead && !options.mayRead(file.path)) {
        producedBy.push(file.input);
        sources.push(outsideSource(file, cwd));
        continue;
      }
      // A JSON file's result is not cached, but it follows from the file's content: its stat, taken before reading it,
      // is enough for a replay record.
      if (observations && !observations.statFile(file.path)) observations.disqualify();
      const read = readInput(file, cwd);
      if (!read.ok) {
        producedBy.push(file.input);
        sources.push(tooLargeSource(file, read, cwd));
        continue;
      }
      const loaded = await loadJsonBytes(read.bytes, displayPath(file.path, cwd), {
        explicit: file.explicit && !options.skipNonToolFiles,
      });
      if (loaded.status === 'skipped') {
        skippedBy.push(file.input);
        continue;
      }
      producedBy.push(file.input);
      sources.push(loaded.source);
    }
    return { sources, producedBy, skippedBy };
  },
};

function readInput(file: InputFile, cwd: string): ReturnType<typeof readBoundedFile> {
  try {
    return readBoundedFile(file.path, maxFileBytes(file.kind));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'EACCES' || code === 'EPERM' ? 'permission denied' : (error as Error).message;
    throw new UsageError(`Cannot read ${displayPath(file.path, cwd)}: ${reason}`);
  }
}
