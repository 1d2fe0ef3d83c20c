// Shrinks a command bundle's source map to what a stack trace needs: the src/ file and line of each place. esbuild maps
// every token of the minified bundle (mcp-lint.cjs.map was 2.0 MB, a fifth of the installed package, over the 10 MB
// goal); a stack frame only needs its line. Of the segments on a generated line, the first of each run that maps to
// the same source line is kept, so every position still maps to its line in src/ (its column becomes that line's first
// mapped one), and names go: a report needs a frame's file and line. The map is kept, not dropped:
// MCP_LINT_DEBUG=1 shows a bug report's stack at its places in src/ (bin/run-command.js). 2.0 MB → 0.25 MB.
import { readFileSync, writeFileSync } from 'node:fs';
import { decode, encode } from '@jridgewell/sourcemap-codec';

export function keepLinesOnly(mapFile) {
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const lines = decode(map.mappings).map((segments) => {
    const kept = [];
    let previous;
    for (const segment of segments) {
      if (segment.length === 1) continue; // a segment with no source: nothing to show a frame at
      const place = `${segment[1]}:${segment[2]}`;
      if (place === previous) continue;
      previous = place;
      kept.push([segment[0], segment[1], segment[2], segment[3]]);
    }
    return kept;
  });
  writeFileSync(mapFile, JSON.stringify({ ...map, names: [], mappings: encode(lines) }));
}
