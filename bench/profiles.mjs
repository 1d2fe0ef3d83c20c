// How many of the published servers (bench/servers/captures/*.json) each client profile and directory preset
// flags, through the built CLI. Counts only the findings of the rules the profile or preset turns on, and prints a
// sample of findings per profile for review by hand (docs/benchmarks.md, "Client profiles and directory presets").
//   node bench/profiles.mjs [--sample N]
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const captures = join(root, 'bench', 'servers', 'captures');
const files = readdirSync(captures)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => join(captures, f));
const sampleSize = Number(process.argv[process.argv.indexOf('--sample') + 1]) || 3;

const PROFILES = [
  ...['claude', 'claude-code', 'copilot-studio', 'windsurf', 'codex', 'cursor', 'vscode', 'openai', 'copilot-cli'].map(
    (name) => ({
      name,
      args: ['--client', name],
      rules: name === 'claude-code' ? ['client-claude', 'client-claude-code'] : [`client-${name}`],
    }),
  ),
  {
    name: 'preset anthropic-directory',
    args: ['--config', join(root, 'bench', 'profiles', 'anthropic-directory.json')],
    rules: ['tool-title-present', 'annotation-hints-declared', 'client-claude'],
  },
  {
    name: 'preset openai-apps',
    args: ['--config', join(root, 'bench', 'profiles', 'openai-apps.json')],
    rules: ['annotation-hints-declared'],
  },
];

function lint(args) {
  try {
    return execFileSync(process.execPath, [join(root, 'bin', 'mcp-lint.js'), ...files, '--format', 'json', ...args], {
      maxBuffer: 1 << 30,
      encoding: 'utf8',
    });
  } catch (error) {
    if (error.status === 1) return error.stdout;
    throw error;
  }
}

for (const profile of PROFILES) {
  const results = JSON.parse(lint(profile.args));
  const flagged = [];
  const byMessage = new Map();
  for (const result of results) {
    const found = result.messages.filter((m) => profile.rules.includes(m.ruleId));
    if (found.length === 0) continue;
    flagged.push({ server: result.filePath.split('/').pop(), found });
    for (const m of found)
      byMessage.set(`${m.ruleId}/${m.messageId}`, (byMessage.get(`${m.ruleId}/${m.messageId}`) ?? 0) + 1);
  }
  console.log(`\n## ${profile.name}: ${flagged.length} of ${files.length} servers flagged`);
  for (const [key, count] of [...byMessage].sort((a, b) => b[1] - a[1])) console.log(`  ${key}: ${count}`);
  for (const { server, found } of flagged.slice(0, sampleSize))
    console.log(`  sample ${server} (${found.length}): ${found[0].toolName ?? ''} — ${found[0].message.slice(0, 200)}`);
}
