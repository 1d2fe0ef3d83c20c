// Summarises a V8 .cpuprofile (node --cpu-prof): self time by function, largest first. Used for docs/benchmarks.md:
//   node --cpu-prof --cpu-prof-dir=.bench-tmp/prof bin/mcp-lint.js bench/servers/captures > /dev/null
//   node bench/profile-summary.mjs .bench-tmp/prof/*.cpuprofile 12
import { readFileSync } from 'node:fs';
const p = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const top = Number(process.argv[3] ?? 12);
const self = new Map();
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const dt = new Map();
for (let i = 0; i < p.samples.length; i++) dt.set(p.samples[i], (dt.get(p.samples[i]) ?? 0) + (p.timeDeltas[i] ?? 0));
let total = 0;
for (const [id, us] of dt) {
  const n = byId.get(id);
  const f = n.callFrame;
  const key = `${f.functionName || '(anon)'} ${f.url.split('/').slice(-2).join('/')}:${f.lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + us);
  total += us;
}
console.log(`total sampled ${(total / 1000).toFixed(0)} ms`);
for (const [k, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${(us / 1000).toFixed(0).padStart(6)} ms ${((100 * us) / total).toFixed(1).padStart(5)}%  ${k}`);
