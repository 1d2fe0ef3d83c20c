// "-" on the command line: standard input, read as JSON (the CLI reads the text; the library is given it).
import { classifyFile, isSourceKind } from '../../inputs/index.js';
import { STDIN_NAME } from '../../core/display-path.js';
import { UsageError } from '../../core/usage-error.js';
import { loadJsonText } from './index.js';
import type { InputLoader } from '../loader.js';

export const stdinLoader: InputLoader = {
  name: 'stdin',
  group: 'after-files',
  async load({ options, expanded }) {
    if (!expanded.stdin) return { sources: [] };
    const name = options.stdinFilename ?? STDIN_NAME;
    if (isSourceKind(classifyFile(name))) {
      throw new UsageError(
        `Standard input is read as JSON; source mode reads files. Pass ${name} as a path instead of "-".`,
      );
    }
    const loaded = await loadJsonText(options.stdinText ?? '', name, { explicit: true });
    return { sources: loaded.status === 'loaded' ? [loaded.source] : [] };
  },
};
