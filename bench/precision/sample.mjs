// Precision review helper (issue 11): lints every capture in bench/servers/captures with --format json, counts
// findings per rule, and prints a fixed, seeded sample of up to 30 findings per rule with the tool's name and the
// value the finding points at, so a reviewer can judge each one.
// Usage: node bench/precision/sample.mjs [--client <name>]… [rule-id…]   (--client turns on that client's rule, as in mcp-lint)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const captures = join(root, 'bench', 'servers', 'captures');
const args = process.argv.slice(2);
const clientFlags = args.flatMap((arg, i) => (arg === '--client' ? ['--client', args[i + 1]] : []));
const wanted = args.filter((arg, i) => arg !== '--client' && args[i - 1] !== '--client');
let out;
try {
  out = execFileSync(process.execPath, [join(root, 'bin', 'mcp-lint.js'), captures, '--format', 'json', '--no-config', ...clientFlags], { maxBuffer: 1 << 28, encoding: 'utf8' });
} catch (error) {
  out = error.stdout; // exit 1 = errors found
}
const results = JSON.parse(out);

// Deterministic shuffle (mulberry32) so the sample is reproducible.
function rng(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const byRule = new Map();
for (const result of results) {
  for (const m of result.messages) {
    const list = byRule.get(m.ruleId) ?? [];
    list.push({ file: result.filePath.split('/').pop(), ...m });
    byRule.set(m.ruleId, list);
  }
}
const valueAt = (tool, pointer) => {
  let node = tool;
  for (const part of (pointer ?? '').split('/').slice(1)) node = node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  return node;
};
const toolsOf = new Map();
for (const [rule, list] of [...byRule].sort((a, b) => b[1].length - a[1].length)) {
  if (wanted.length && !wanted.includes(rule)) {
    continue;
  }
  const random = rng(11);
  const sample = [...list].sort(() => random() - 0.5).slice(0, 30);
  console.log(`\n=== ${rule}: ${list.length} findings, ${new Set(list.map((m) => m.file)).size} servers; sample ${sample.length}`);
  for (const [i, m] of sample.entries()) {
    if (!toolsOf.has(m.file)) toolsOf.set(m.file, JSON.parse(readFileSync(join(captures, m.file), 'utf8')).tools ?? []);
    const tool = toolsOf.get(m.file).find((t) => t.name === m.toolName);
    const at = JSON.stringify(valueAt(tool, m.pointer)) ?? '';
    console.log(`${i + 1}. ${m.file} ${m.toolName} ${m.pointer ?? ''}\n   ${m.message}\n   at: ${at.slice(0, 300)}`);
  }
}
if (!wanted.length) {
  console.log('\nCounts:');
  for (const [rule, list] of [...byRule].sort((a, b) => b[1].length - a[1].length)) console.log(`${rule}\t${list.length}`);
}
