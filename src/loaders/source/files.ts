// TS/JS source files: too-large files become a finding, --cache hits are reused, the rest go to the source loader
// (imported only now, so JSON-only runs never load the TypeScript compiler).
import { displayPath } from '../../core/display-path.js';
import type { CachedPart, InputLoader } from '../loader.js';
import { screenFiles } from '../refused.js';

export const sourceFilesLoader: InputLoader = {
  name: 'source files',
  group: 'files',
  async load({ options, expanded, ruleIds, openCache }) {
    const { cwd } = options;
    const {
      readable: sourceFiles,
      refused: sources,
      refusedBy: producedBy,
    } = screenFiles(
      expanded.files.filter((f) => f.kind === 'source'),
      options,
    );
    if (sourceFiles.length === 0) return { sources, producedBy };
    for (const file of sourceFiles) producedBy.push(file.input);
    let pending = sourceFiles;
    let cached: CachedPart | undefined;
    // Opened only when there are source files: --cache costs a JSON-only run nothing.
    const cache = await openCache?.();
    if (cache) {
      cached = { cache, results: [], storeAs: new Map() };
      pending = [];
      for (const file of sourceFiles) {
        const hit = cache.lookup(file.path);
        if (hit) cached.results.push(hit);
        else {
          pending.push(file);
          cached.storeAs.set(displayPath(file.path, cwd), file.path);
        }
      }
    }
    if (pending.length > 0) {
      const { loadSourceFiles } = await import('./index.js');
      sources.push(
        ...(await loadSourceFiles(
          pending.map((f) => f.path),
          { ...options.source, cwd, knownRuleIds: ruleIds, mayRead: options.mayRead },
        )),
      );
    }
    return { sources, producedBy, ...(cached ? { cached } : {}) };
  },
};
