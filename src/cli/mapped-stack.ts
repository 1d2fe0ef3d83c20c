// A stack trace for MCP_LINT_DEBUG, with each frame in the bundle shown at its place in src/. The mcp-lint bundle's
// local names are minified (a smaller bundle starts faster, docs/benchmarks.md "Start-up"), so its raw frames say
// `at a (…/mcp-lint.cjs:70:1234)`; the source map beside the bundle gives each frame's file, line and column in src/,
// which names the function. The map is read only here, on the debug path of an internal error, never on a normal run.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

/** `    at name (file:line:column)` or `    at file:line:column`; the file may hold spaces (Windows user folders). */
const FRAME = /^(\s+at (?:.*? \()?)((?:file:\/\/)?.+?\.c?js):(\d+):(\d+)(\)?)$/;
/** No frame is this long; a longer line (a message) is not searched, so the search stays linear. */
const MAX_FRAME_LENGTH = 4096;

/** `stack` with every frame whose file has a readable `<file>.map` rewritten to the original place; else unchanged. */
export function mappedStack(stack: string): string {
  const maps = new Map<string, SourceMap | null>();
  const mapOf = (file: string): SourceMap | null => {
    let map = maps.get(file);
    if (map === undefined) {
      try {
        // The frames are our own bundle's (nothing from a linted tree runs), so their maps are our package's files.
        map = new SourceMap(JSON.parse(readFileSync(`${file.startsWith('file://') ? fileURLToPath(file) : file}.map`, 'utf8')));
      } catch {
        map = null;
      }
      maps.set(file, map);
    }
    return map;
  };
  return stack
    .split('\n')
    .map((line) => {
      if (line.length > MAX_FRAME_LENGTH || !/^\s+at /.test(line)) return line;
      const match = FRAME.exec(line);
      if (!match) return line;
      const [, before, file, lineText, columnText, close] = match;
      const map = mapOf(file!);
      // findEntry takes 0-based positions; a frame's are 1-based.
      const entry = map?.findEntry(Number(lineText) - 1, Number(columnText) - 1) as { originalSource?: string; originalLine?: number; originalColumn?: number } | undefined;
      if (!entry?.originalSource) return line;
      const place = `${entry.originalSource.replace(/^(?:\.\.\/)+/, '')}:${entry.originalLine! + 1}:${entry.originalColumn! + 1}`;
      return `${before}${place}${close}`;
    })
    .join('\n');
}
