// TS/JS and Python source files loaded together by their own loaders, TS/JS first, each loader imported only when
// some file is of its language: what --fix lints again between passes and what hybrid mode reads under --source-root.
import { classifyFile } from '../inputs/classify.js';
import type { LoadedSource } from '../core/types.js';
import type { SourceLoadOptions } from './source/index.js';

export async function loadScriptFiles(paths: readonly string[], options: SourceLoadOptions): Promise<LoadedSource[]> {
  const python = paths.filter((path) => classifyFile(path) === 'python');
  const others = paths.filter((path) => classifyFile(path) !== 'python');
  const loaded: LoadedSource[] = [];
  if (others.length > 0) {
    const { loadSourceFiles } = await import('./source/index.js');
    loaded.push(...(await loadSourceFiles(others, options)));
  }
  if (python.length > 0) {
    // All of a run's Python files together: imports resolve within one project root, as on the first load. The TS
    // reader's frameworks are not the Python reader's.
    const { loadPythonFiles } = await import('./python/index.js');
    const { frameworks: _typeScriptFrameworks, ...pythonOptions } = options;
    loaded.push(...loadPythonFiles(python, pythonOptions));
  }
  return loaded;
}
