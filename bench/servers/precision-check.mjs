// Issue 8's precision check: runs the built CLI in source mode on installed packages (default: firecrawl-mcp and
// mcp-server-kubernetes) and prints every tool-name-unique and stdio-no-console-log finding with the source line it
// points at, so each can be judged by hand (a true problem, or a false positive to fix).
//   node bench/servers/precision-check.mjs [--only pkg,pkg] [--rule id,id]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { installDir, installedManifest, loadList, ROOT, runBounded, sourceDirs } from './lib.mjs';

const argv = process.argv.slice(2);
const value = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
const packages = value('--only', 'firecrawl-mcp,mcp-server-kubernetes').split(',');
const rules = new Set(value('--rule', 'tool-name-unique,stdio-no-console-log').split(','));

const list = loadList();
for (const name of packages) {
  const server = list.servers.find((s) => s.package === name);
  const manifest = server && installedManifest(server);
  if (!manifest) {
    console.log(`## ${name}: not installed (npm run bench:servers:install -- --only ${name})\n`);
    continue;
  }
  const cwd = installDir(server);
  const dirs = sourceDirs(server, manifest);
  const run = await runBounded(
    process.execPath,
    [join(ROOT, 'bin', 'mcp-lint.js'), '--no-config', '--format', 'json', ...dirs],
    {
      cwd,
      env: { ...process.env, NO_COLOR: '1' },
      timeoutMs: 60_000,
    },
  );
  console.log(`## ${server.package}@${server.version} (mcp-lint ${dirs.join(' ')})`);
  let report;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    console.log(
      `mcp-lint did not finish (exit ${run.code}${run.timedOut ? ', timed out' : ''}): ${run.stderr.slice(-500)}\n`,
    );
    continue;
  }
  let count = 0;
  for (const file of report) {
    const lines = file.kind === 'source' ? readFileSync(file.filePath, 'utf8').split('\n') : [];
    for (const m of file.messages) {
      if (!rules.has(m.ruleId)) continue;
      count++;
      const path = file.filePath.startsWith(cwd) ? file.filePath.slice(cwd.length + 1) : file.filePath;
      console.log(
        `${path}:${m.line}:${m.column} ${m.severity === 2 ? 'error' : m.severity === 1 ? 'warning' : 'info'} ${m.ruleId}: ${m.message}`,
      );
      const text = lines[(m.line ?? 0) - 1];
      if (text !== undefined) console.log(`    ${text.trim().slice(0, 200)}`);
    }
  }
  console.log(`${count} finding(s) of ${[...rules].join(', ')}\n`);
}
