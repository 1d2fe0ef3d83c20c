// Which loader reads a file, by extension (and the publishing manifests, by name).
export type FileKind = 'json' | 'source' | 'python' | 'registry';

export const SOURCE_EXTENSIONS = ['.ts', '.mts', '.cts', '.tsx', '.js', '.mjs', '.cjs'] as const;
export const PYTHON_EXTENSION = '.py';
const DECLARATION = /\.d\.[mc]?ts$/;
/** Type stubs: like declaration files, they describe code and register nothing. */
const PYTHON_STUB = '.pyi';

/** Kind of a file found by a walk or glob; undefined when mcp-lint does not read it. */
export function classifyFile(path: string): FileKind | undefined {
  const lower = path.toLowerCase();
  if (isPublishingManifest(lower)) return 'registry';
  if (lower.endsWith('.json')) return 'json';
  if (lower.endsWith(PYTHON_EXTENSION)) return 'python';
  // Declaration files register nothing; reading them would only cost parse time.
  if (DECLARATION.test(lower)) return undefined;
  return SOURCE_EXTENSIONS.some((ext) => lower.endsWith(ext)) ? 'source' : undefined;
}

/**
 * A file the user named: anything that is not source is read as JSON (captures are often saved as .txt). A named
 * stub is read as Python (it registers nothing, and is no JSON either), as a named declaration file is read as TS.
 */
export function classifyNamedFile(path: string): FileKind {
  const lower = path.toLowerCase();
  if (isPublishingManifest(lower)) return 'registry';
  if (lower.endsWith(PYTHON_EXTENSION) || lower.endsWith(PYTHON_STUB)) return 'python';
  return SOURCE_EXTENSIONS.some((ext) => lower.endsWith(ext)) ? 'source' : 'json';
}

/** Source files of either language (results of both have LoadedSource kind 'source'). */
export function isSourceKind(kind: FileKind | undefined): kind is 'source' | 'python' {
  return kind === 'source' || kind === 'python';
}

/**
 * The MCP Registry's `server.json` and an MCP bundle's `manifest.json`, by file name (a manifest.json that turns out
 * not to be an MCP bundle's is handed back to the JSON loader).
 */
function isPublishingManifest(lower: string): boolean {
  return /(^|[\\/])(server|manifest)\.json$/.test(lower);
}

export function isGlobPattern(input: string): boolean {
  return /[*?[\]{}]/.test(input) || input.startsWith('!');
}
