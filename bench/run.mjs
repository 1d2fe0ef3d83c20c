// npm run bench: every benchmark section, as Markdown on standard output (and into --out <file> when given).
// Sections are modules in this folder that default-export an async function returning a section
// (see renderSection in lib.mjs); json.mjs runs first, then whichever of the others exist.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, machineLine, renderSection } from './lib.mjs';

const SECTIONS = [
  'json.mjs',
  'real-corpus.mjs',
  'rule-cost.mjs',
  'scaling.mjs',
  'source.mjs',
  'hostile.mjs',
  'fuzz.mjs',
  'cache.mjs',
  'create.mjs',
  'live.mjs',
  'diff.mjs',
];
const outIndex = process.argv.indexOf('--out');
const outFile = outIndex === -1 ? undefined : process.argv[outIndex + 1];
const only = process.argv.filter((arg, i) => i >= 2 && !arg.startsWith('--') && process.argv[i - 1] !== '--out');

const parts = ['# mcp-lint benchmarks', '', `Machine: ${machineLine()}`, ''];
let failed = false;
for (const file of SECTIONS) {
  const path = join(ROOT, 'bench', file);
  if (!existsSync(path) || (only.length > 0 && !only.some((name) => file.startsWith(name)))) continue;
  process.stderr.write(`bench/${file}\n`);
  try {
    const { default: section } = await import(pathToFileURL(path).href);
    if (typeof section !== 'function') throw new Error('does not default-export a section function');
    const text = renderSection(await section());
    parts.push(text);
    process.stdout.write(text + '\n');
  } catch (error) {
    failed = true;
    const text = `## bench/${file}\n\nFailed: ${error instanceof Error ? error.message : String(error)}\n`;
    parts.push(text);
    process.stderr.write(text);
  }
}
if (outFile) writeFileSync(outFile, parts.join('\n'));
process.exitCode = failed ? 1 : 0;
