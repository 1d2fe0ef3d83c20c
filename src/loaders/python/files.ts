// Python source files: files that will not be read become a finding (as TS/JS source files do), the rest go to the
// Python loader, imported only now so JSON and TS runs never load the parser. Not cached: --cache keys results by the
// files each one depends on, found the TS way (relative specifiers), which would miss a Python import; the parser
// reads a 20 KB server file in about 17 ms (measured on a loaded 2-core machine), so Python files are read afresh on
// every run rather than risk a result kept after a module it imports changed.
import type { InputLoader } from '../loader.js';
import { screenFiles } from '../refused.js';

export const pythonFilesLoader: InputLoader = {
  name: 'python files',
  group: 'files',
  async load({ options, expanded, ruleIds }) {
    const {
      readable,
      refused: sources,
      refusedBy: producedBy,
    } = screenFiles(
      expanded.files.filter((f) => f.kind === 'python'),
      options,
    );
    if (readable.length === 0) return { sources, producedBy };
    for (const file of readable) producedBy.push(file.input);
    const { loadPythonFiles } = await import('./index.js');
    sources.push(
      ...loadPythonFiles(
        readable.map((f) => f.path),
        { cwd: options.cwd, knownRuleIds: ruleIds, mayRead: options.mayRead, texts: options.source.texts },
      ),
    );
    return { sources, producedBy };
  },
};
