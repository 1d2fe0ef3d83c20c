// TS/JS source files: too-large files become a finding, --cache hits are reused, the rest go to the source loader
// (imported only now, so JSON-only runs never load the TypeScript compiler).
import { checkRegularFile, ReadRefusedError } from '../../files/read.js';
import { displayPath } from '../../core/display-path.js';
import { maxFileBytes } from '../../inputs/read.js';
import type { InputFile } from '../../inputs/index.js';
import type { LoadedSource } from '../../core/types.js';
import type { CachedPart, InputLoader } from '../loader.js';
import { outsideSource, refusedSource } from '../refused.js';

export const sourceFilesLoader: InputLoader = {
  name: 'source files',
  group: 'files',
  async load({ options, expanded, ruleIds, openCache }) {
    const { cwd } = options;
    const sources: LoadedSource[] = [];
    const producedBy: string[] = [];
    const sourceFiles: InputFile[] = [];
    for (const file of expanded.files.filter((f) => f.kind === 'source')) {
      if (options.mayRead && !options.mayRead(file.path)) {
        producedBy.push(file.input);
        sources.push(outsideSource(file, cwd));
        continue;
      }
      const refusal = refusalOf(file);
      if (refusal) {
        producedBy.push(file.input);
        sources.push(refusedSource(file, refusal, cwd));
      } else sourceFiles.push(file);
    }
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
      sources.push(...(await loadSourceFiles(pending.map((f) => f.path), { ...options.source, cwd, knownRuleIds: ruleIds, mayRead: options.mayRead })));
    }
    return { sources, producedBy, ...(cached ? { cached } : {}) };
  },
};

/** Why the file will not be read (too large, not a regular file), from its stat; the source loader reads it. */
function refusalOf(file: InputFile): ReadRefusedError | undefined {
  try {
    checkRegularFile(file.path, maxFileBytes('source'));
    return undefined;
  } catch (error) {
    if (error instanceof ReadRefusedError) return error;
    return undefined; // the source loader reports a file it cannot read as a finding on that file
  }
}
