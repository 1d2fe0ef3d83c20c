// Where a SARIF result points. GitHub code scanning drops a result without a physical location, so every
// finding gets one: the file for JSON and source inputs; for a live server, the client config file it came from
// when there is one, else a stable pseudo-path named after the server (see "SARIF and live servers" in the README).
import { isAbsolute, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Diagnostic, LintResult } from '../core/types.js';
import type { Range } from '../core/position.js';

export const SRCROOT = '%SRCROOT%';
/** Folder of the pseudo-paths given to live servers that no file names. */
export const LIVE_PSEUDO_DIR = 'mcp-live';

export interface ArtifactLocation {
  uri: string;
  uriBaseId?: string;
}

export interface Region {
  startLine: number;
  startColumn?: number;
  endLine?: number;
  endColumn?: number;
}

function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

/** A path as SARIF wants it: relative to the source root with `/` separators, or a file URL outside it. */
export function artifactFor(path: string, cwd: string): ArtifactLocation {
  let rel = path;
  if (isAbsolute(path)) {
    rel = relative(cwd, path);
    if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return { uri: pathToFileURL(path).href };
  }
  const slashed = rel.split(sep).join('/').replace(/\\/g, '/').replace(/^\.\//, '');
  return { uri: encodePath(slashed), uriBaseId: SRCROOT };
}

/** `stdio:node dist/index.js` → `mcp-live/stdio-node-dist-index.js`: readable, stable across runs, a valid relative URI. */
export function livePseudoPath(source: string): string {
  const slug = source
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|-+$/g, '')
    .slice(0, 120);
  return `${LIVE_PSEUDO_DIR}/${slug || 'server'}`;
}

function regionOf(range: Range | undefined): Region {
  if (!range) return { startLine: 1 };
  const region: Region = { startLine: Math.max(1, range.start.line), startColumn: Math.max(1, range.start.column) };
  const endsAfterStart =
    range.end.line > range.start.line ||
    (range.end.line === range.start.line && range.end.column >= range.start.column);
  if (endsAfterStart) {
    region.endLine = range.end.line;
    region.endColumn = Math.max(1, range.end.column);
  }
  return region;
}

export interface PlacedResult {
  artifactLocation: ArtifactLocation;
  region: Region;
}

export function placeOf(diagnostic: Diagnostic, result: LintResult, cwd: string): PlacedResult {
  if (result.kind !== 'live')
    return { artifactLocation: artifactFor(result.source, cwd), region: regionOf(diagnostic.range) };
  if (result.origin)
    return { artifactLocation: artifactFor(result.origin.file, cwd), region: regionOf(result.origin.range) };
  return { artifactLocation: { uri: livePseudoPath(result.source), uriBaseId: SRCROOT }, region: { startLine: 1 } };
}
