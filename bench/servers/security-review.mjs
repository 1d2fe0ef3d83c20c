// Lists every signal the security rules see in the captures, including those below the reporting thresholds, so a
// person can review them (docs/security.md). Also treats all captures as if they were the servers of one client
// config, to stress cross-server-shadowing: which tool names they share, which descriptions name another's tool.
//
//   node bench/servers/security-review.mjs [captures-dir]
//
// Bundles the rules' support modules from src/ with esbuild (a dev dependency) into a temporary file.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dir = process.argv[2] ?? join(root, 'bench', 'servers', 'captures');
const support = join(root, 'src', 'rules', 'shared');
const temp = mkdtempSync(join(tmpdir(), 'mcp-lint-security-review-'));
const entry = join(temp, 'entry.ts');
writeFileSync(
  entry,
  [
    `export { assessInstructions, looksLikeToolName, mentions } from ${JSON.stringify(join(support, 'instruction-signals.ts'))};`,
    `export { scanHidden, mixedScript } from ${JSON.stringify(join(support, 'hidden-characters.ts'))};`,
    `export { findSecret } from ${JSON.stringify(join(support, 'secret-formats.ts'))};`,
    `export { forEachDefinitionString } from ${JSON.stringify(join(support, 'definition-strings.ts'))};`,
  ].join('\n'),
);
const bundle = join(temp, 'review.mjs');
await build({
  entryPoints: [entry],
  bundle: true,
  format: 'esm',
  platform: 'node',
  outfile: bundle,
  logLevel: 'error',
});
const lib = await import(pathToFileURL(bundle).href);
rmSync(temp, { recursive: true, force: true });

const servers = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((file) => {
    const capture = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    const tools = Array.isArray(capture.tools) ? capture.tools : [];
    return { file, tools, names: new Set(tools.map((t) => t?.name).filter((n) => typeof n === 'string')) };
  });

let toolCount = 0;
const rows = [];
for (const server of servers) {
  const peers = servers
    .filter((s) => s !== server)
    .map((s) => ({ source: s.file.replace(/\.json$/, ''), toolNames: s.names }));
  for (const tool of server.tools) {
    toolCount++;
    const name = typeof tool?.name === 'string' ? tool.name : '?';
    const alone = lib.assessInstructions(tool, server.names, []);
    const together = lib.assessInstructions(tool, server.names, peers);
    for (const [label, a] of [
      ['alone', alone],
      ['all servers as peers', together],
    ]) {
      if (a.signals.length > 0 && (label === 'alone' || a.score !== alone.score)) {
        rows.push(
          `${server.file} ${name} [${label}] score ${a.score}: ${a.signals.map((s) => `${s.kind} ${s.phrase} at ${s.pointer}`).join('; ')}`,
        );
      }
    }
    lib.forEachDefinitionString(tool, (found) => {
      const hidden = lib.scanHidden(found.text).findings;
      if (hidden.length)
        rows.push(
          `${server.file} ${name} hidden ${found.pointer}: ${hidden.map((h) => `${h.kind} ${h.codePoints.join(' ')}`).join('; ')}`,
        );
      if (found.isName && lib.mixedScript(found.text))
        rows.push(`${server.file} ${name} mixed script ${found.pointer}`);
      const secret = lib.findSecret(found.text);
      if (secret) rows.push(`${server.file} ${name} secret ${found.pointer}: ${secret.kind} ${secret.masked}`);
    });
  }
}

// Shared names and mentions if every capture were one client config's server.
const owners = new Map();
for (const server of servers) for (const n of server.names) owners.set(n, [...(owners.get(n) ?? []), server.file]);
const shared = [...owners].filter(([, files]) => files.length > 1);
const mentionRows = [];
for (const server of servers) {
  for (const tool of server.tools) {
    const texts = [];
    lib.forEachDefinitionString(tool, (found) => {
      if (found.role === 'prose') texts.push(found.text);
    });
    for (const other of servers) {
      if (other === server) continue;
      for (const n of other.names) {
        if (server.names.has(n) || !lib.looksLikeToolName(n)) continue;
        if (texts.some((t) => lib.mentions(t, n) >= 0))
          mentionRows.push(`${server.file} ${tool.name} names ${n} (${other.file})`);
      }
    }
  }
}

console.log(`${servers.length} captures, ${toolCount} tools`);
console.log(`\nSignals, hidden characters, secrets (${rows.length}):`);
for (const row of rows) console.log(`- ${row}`);
console.log(`\nIf all captures were one run: ${shared.length} shared tool names`);
for (const [n, files] of shared) console.log(`- ${n}: ${files.join(', ')}`);
console.log(`\nDescriptions naming another capture's tool (${mentionRows.length}):`);
for (const row of mentionRows) console.log(`- ${row}`);
