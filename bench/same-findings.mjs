// Behaviour check for refactors: every `--format json` report mcp-lint gives on the shipped examples, the test
// fixtures, the published servers' captures and (when installed) the published servers' shipped source, written to
// one file; Python too: the .py fixtures (each file and each folder holding them) and the Python servers' sources
// extracted under MCP_BENCH_PYTHON_DIR (src/<name>; a server not extracted there is skipped). Run it on two builds
// and compare the files: a refactor that keeps behaviour leaves them byte-identical.
//   node bench/same-findings.mjs [--bin <mcp-lint.js>] [--python] --out <file>     (--python: the Python inputs only)
//   node bench/same-findings.mjs --compare <before> <after>
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { loadList as loadPythonList, serverRoot, sourcePaths } from './python-servers/lib.mjs';
import { installDir, installedManifest, loadList, ROOT, CAPTURES, sourceDirs } from './servers/lib.mjs';

const argv = process.argv.slice(2);
const value = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);

if (argv[0] === '--compare') {
  const [before, after] = [argv[1], argv[2]].map((f) => JSON.parse(readFileSync(f, 'utf8')));
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  let differ = 0;
  for (const key of keys) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    differ++;
    console.log(`differs: ${key}`);
  }
  console.log(`${keys.size} inputs, ${differ} differ`);
  process.exit(differ ? 1 : 0);
}

const bin = value('--bin') ?? join(ROOT, 'bin', 'mcp-lint.js');
const out = value('--out');
if (!out) {
  console.error('usage: node bench/same-findings.mjs [--bin <mcp-lint.js>] [--python] --out <file>');
  process.exit(2);
}

/** Every file below a directory, sorted, skipping nothing: fixtures are the point. */
function files(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...files(path));
    else if (entry.isFile()) found.push(path);
  }
  return found.sort();
}

const pythonOnly = argv.includes('--python');
const lintable = /\.(json|[cm]?[jt]sx?)$/;
const fixtures = files(join(ROOT, 'test', 'fixtures'));
const pythonFixtures = fixtures.filter((f) => f.endsWith('.py'));
// A folder reads its files together (imports between them, a server in one file and its tools in another).
const pythonInputs = [...pythonFixtures, ...new Set(pythonFixtures.map((f) => dirname(f)))];
const inputs = pythonOnly
  ? pythonInputs
  : [
      ...files(join(ROOT, 'examples')),
      ...fixtures.filter((f) => lintable.test(f)),
      ...readdirSync(join(ROOT, 'test', 'fixtures', 'source'), { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => join(ROOT, 'test', 'fixtures', 'source', e.name)),
      ...files(CAPTURES).filter((f) => f.endsWith('.json')),
      ...pythonInputs,
    ];
const runs = inputs.map((input) => ({ key: relative(ROOT, input), cwd: ROOT, args: [relative(ROOT, input)] }));
// Published servers: source mode on the folders the source-recall benchmark reads, from the server's install directory.
if (!pythonOnly) {
  for (const server of loadList().servers) {
    const manifest = !server.skip && installedManifest(server);
    if (manifest)
      runs.push({ key: `server:${server.package}`, cwd: installDir(server), args: sourceDirs(server, manifest) });
  }
}
// Python servers: source mode on the paths the Python benchmark reads, from the server's folder.
for (const server of loadPythonList().servers) {
  if (existsSync(serverRoot(server)))
    runs.push({ key: `python:${server.name}`, cwd: serverRoot(server), args: sourcePaths(server) });
}

const reports = {};
for (const { key, cwd, args } of runs) {
  const run = spawnSync(process.execPath, [bin, '--format', 'json', ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    env: { ...process.env, NO_COLOR: '1' },
  });
  // Reports name files by absolute path; the checkout's own is replaced so two worktrees compare equal.
  const portable = (text) => text.replaceAll(ROOT, '<checkout>');
  reports[key] = { code: run.status, stdout: portable(run.stdout), stderr: portable(run.stderr) };
}
writeFileSync(out, `${JSON.stringify(reports, null, 1)}\n`);
console.log(`${runs.length} inputs → ${out}`);
