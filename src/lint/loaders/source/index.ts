// Source mode (TS/JS): reads MCP server source without running it. Loaded with a dynamic import only when
// a source file is linted, so JSON-only runs never pay for the TypeScript compiler.
import type { LoadedSource } from '../../types.js';
import type { SourceOptions } from '../../options.js';

export async function loadSourceFiles(files: string[], options: SourceOptions & { cwd: string }): Promise<LoadedSource[]> {
  void options;
  throw new Error(`source mode is not built yet (${files.length} files)`);
}
