// Which loader reads a file, by extension (and the publishing manifests, by name).
export type FileKind = 'json' | 'source' | 'registry';

export const SOURCE_EXTENSIONS = ['.ts', '.mts', '.cts', '.tsx', '.js', '.mjs', '.cjs'] as const;
const DECLARATION = /\.d\.[mc]?ts$/;

/** Kind of a file found by a walk or glob; undefined when mcp-lint does not read it. */
export function classifyFile(path: string): FileKind | undefined {
  const lower = path.toLowerCase();
  if (isPublishingManifest(lower)) return 'registry';
  if (lower.endsWith('.json')) return 'json';
  // Declaration files register nothing; reading them would only cost parse time.
  if (DECLARATION.test(lower)) return undefined;
  return SOURCE_EXTENSIONS.some((ext) => lower.endsWith(ext)) ? 'source' : undefined;
}

/** A file the user named: anything that is not source is read as JSON (captures are often saved as .txt). */
export function classifyNamedFile(path: string): FileKind {
  const lower = path.toLowerCase();
  if (isPublishingManifest(lower)) return 'registry';
  return SOURCE_EXTENSIONS.some((ext) => lower.endsWith(ext)) ? 'source' : 'json';
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
