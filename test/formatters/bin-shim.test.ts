// bin/mcp-lint.js and bin/create-mcp-tool.js on a copy of the package: which build output runs is decided by the
// bundle step's marker (not by file times, which `npm pack` makes equal), and a bundle that fails to load ends in
// exit 2 with one line instead of a stack trace.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAscii } from 'node:buffer';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPO_ROOT, runBin } from '../helpers/cli.js';

let copy: string;

function sameTimes(dir: string, when: Date): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sameTimes(path, when);
    utimesSync(path, when, when);
  }
}

beforeEach(() => {
  copy = mkdtempSync(join(tmpdir(), 'mcp-lint-shim-'));
  cpSync(join(REPO_ROOT, 'bin'), join(copy, 'bin'), { recursive: true });
  cpSync(join(REPO_ROOT, 'package.json'), join(copy, 'package.json'));
  cpSync(join(REPO_ROOT, 'dist', 'bundle'), join(copy, 'dist', 'bundle'), { recursive: true, filter: (source) => !source.endsWith('.v8-cache') });
  // A stand-in for tsc's output, so a test can see which of the two ran.
  mkdirSync(join(copy, 'dist', 'lint'), { recursive: true });
  writeFileSync(join(copy, 'dist', 'lint', 'cli.js'), "export async function main() { process.stdout.write('tsc output\\n'); return 0; }\n");
  writeFileSync(join(copy, 'dist', 'package.json'), '{"type":"module"}');
});
afterEach(() => rmSync(copy, { recursive: true, force: true }));

const mcpLint = () => join(copy, 'bin', 'mcp-lint.js');

describe('bin/mcp-lint.js', () => {
  it('runs the bundle when its marker is there, even when every file has the same time (as npm pack leaves them)', async () => {
    sameTimes(copy, new Date('1985-10-26T08:15:00Z'));
    const run = await runBin(mcpLint(), ['--version']);
    expect(run.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
    expect(run.code).toBe(0);
  });

  it('runs the tsc output when the bundle step did not finish (no marker)', async () => {
    rmSync(join(copy, 'dist', 'bundle', 'complete'));
    const run = await runBin(mcpLint(), ['--version']);
    expect(run.stdout).toBe('tsc output\n');
  });

  it('exits 2 with one line when the bundle cannot be loaded', async () => {
    writeFileSync(join(copy, 'dist', 'bundle', 'mcp-lint.cjs'), 'this is not JavaScript (\n');
    const run = await runBin(mcpLint(), ['--version']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^mcp-lint: cannot load .*mcp-lint\.cjs \(.+\); reinstall create-mcp-tool/);
  });

  it('says to build a checkout that has no dist', async () => {
    rmSync(join(copy, 'dist'), { recursive: true });
    const run = await runBin(mcpLint(), ['--version']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/run `npm run build`/);
  });

  it('keeps one V8 code cache beside the bundle when its directory is writable, reused by later runs (on every Node)', async () => {
    // The shim also raises V8 11's tiering threshold: V8 would print "unrecognized flag" here if it did not know it,
    // and would reject a cache made under other flags, rewriting it on every run.
    const first = await runBin(mcpLint(), ['--version']);
    expect(first.stderr).toBe('');
    const caches = () => readdirSync(join(copy, 'dist', 'bundle')).filter((f) => f.endsWith('.v8-cache'));
    // Named for the Node that made it: a cache from another Node or V8 is never offered to this one.
    expect(caches()).toEqual([`mcp-lint.cjs.${process.version}-${process.arch}.v8-cache`]);
    const written = statSync(join(copy, 'dist', 'bundle', caches()[0]!)).mtimeMs;
    const second = await runBin(mcpLint(), ['--version']);
    expect(second.stderr).toBe('');
    expect(caches()).toHaveLength(1);
    // Accepted, so not rewritten.
    expect(statSync(join(copy, 'dist', 'bundle', caches()[0]!)).mtimeMs).toBe(written);
  });

  it('compiles the vendor files (the SDK and zod, the TypeScript compiler) a source run needs with their own caches, reused later', async () => {
    // Everything a source run executes ships in the package: no node_modules beside the copy.
    const fixture = join(REPO_ROOT, 'test', 'fixtures', 'source', 'sdk-v1');
    const bundleDir = join(copy, 'dist', 'bundle');
    const vendorCache = join(bundleDir, `sdk-zod.cjs.${process.version}-${process.arch}.v8-cache`);
    const typescriptCache = join(bundleDir, `typescript.cjs.${process.version}-${process.arch}.v8-cache`);
    cpSync(join(REPO_ROOT, 'examples', 'tools.json'), join(copy, 'tools.json'));
    await runBin(mcpLint(), ['tools.json'], { cwd: copy });
    // A JSON run loads neither.
    expect(existsSync(vendorCache)).toBe(false);
    expect(existsSync(typescriptCache)).toBe(false);
    const first = await runBin(mcpLint(), [fixture]);
    expect(first.stderr).toBe('');
    const [header, kinds] = readFileSync(vendorCache, 'latin1').split('\n');
    expect(header).toContain(join(bundleDir, 'vendor', 'sdk-zod.cjs'));
    expect(kinds!.split(' ')[0]).toBe('lint,source');
    expect(readFileSync(typescriptCache, 'latin1').split('\n')[0]).toContain(join(bundleDir, 'vendor', 'typescript.cjs'));
    const written = [statSync(vendorCache).mtimeMs, statSync(typescriptCache).mtimeMs];
    const second = await runBin(mcpLint(), [fixture]);
    expect(second.stdout).toBe(first.stdout);
    // Accepted, so not rewritten; and the report is the one a run without any cache gives.
    expect([statSync(vendorCache).mtimeMs, statSync(typescriptCache).mtimeMs]).toEqual(written);
    for (const file of readdirSync(bundleDir)) if (file.endsWith('.v8-cache')) rmSync(join(bundleDir, file));
    const uncached = await runBin(mcpLint(), [fixture]);
    expect(second.stdout).toBe(uncached.stdout);
  });

  it('runs a vendor file from its cache where Node has no Web Crypto (import() is gone from it)', () => {
    expect(readFileSync(join(copy, 'dist', 'bundle', 'vendor', 'sdk-zod.cjs'), 'latin1')).not.toMatch(/\bimport\(/);
    for (let run = 0; run < 2; run++) {
      // The SDK's HTTP transport loads node:crypto itself then; the second run compiles the vendor file from its cache.
      const result = spawnSync(process.execPath, ['--no-experimental-global-webcrypto', mcpLint(), '--url', 'http://127.0.0.1:9/mcp'], { encoding: 'utf8', timeout: 60_000 });
      expect(result.stderr).not.toMatch(/ERR_VM|Warning/);
      expect(result.status).toBe(1);
      expect(result.stdout).toContain('fatal');
    }
    expect(readdirSync(join(copy, 'dist', 'bundle')).some((name) => name.startsWith('sdk-zod.cjs.'))).toBe(true);
  });

  it('keeps every vendor entry behind a getter, so a run initialises only the modules it uses', () => {
    const vendor = createRequire(import.meta.url)(join(copy, 'dist', 'bundle', 'vendor', 'sdk-zod.cjs')) as object;
    const entries = Object.entries(Object.getOwnPropertyDescriptors(vendor));
    expect(entries.map(([name]) => name)).toContain('zod-to-json-schema');
    for (const [name, descriptor] of entries) expect(typeof descriptor.get, name).toBe('function');
  });

  it('sets V8 flags only on the V8 they were measured on (11.3: tiering threshold, regexps compiled once)', async () => {
    // A preload records every setFlagsFromString call of the process.
    const log = join(copy, 'flags.log');
    const preload = join(copy, 'record-flags.cjs');
    writeFileSync(
      preload,
      "const v8 = require('node:v8'); const set = v8.setFlagsFromString;\n" +
        `v8.setFlagsFromString = (flags) => { require('node:fs').appendFileSync(${JSON.stringify(log)}, flags + '\\n'); return set(flags); };\n`,
    );
    const run = await runBin(mcpLint(), ['examples/tools.json'], { env: { NODE_OPTIONS: `--require ${JSON.stringify(preload)}` } });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('');
    const flags = existsSync(log) ? readFileSync(log, 'utf8') : '';
    expect(flags).toBe(/^11\.3\./.test(process.versions.v8) ? '--interrupt-budget=540672 --no-regexp-tier-up\n' : '');
  });
});

describe('bin/mcp-lint.js code cache', () => {
  const cachePath = () => join(copy, 'dist', 'bundle', `mcp-lint.cjs.${process.version}-${process.arch}.v8-cache`);

  it('that was damaged (a page the disk never wrote) is not run, and is replaced', async () => {
    await runBin(mcpLint(), ['--version']);
    const bytes = readFileSync(cachePath());
    // Zero a 4 KiB page in the middle of V8's data, as a crash before the data reached the disk can leave it.
    const page = Math.floor(bytes.length / 2 / 4096) * 4096;
    bytes.fill(0, page, page + 4096);
    writeFileSync(cachePath(), bytes);
    const run = await runBin(mcpLint(), ['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Lint MCP tool definitions');
    expect(readFileSync(cachePath()).subarray(page, page + 16).equals(Buffer.alloc(16))).toBe(false);
  });

  it('does not wait on a FIFO put in its place', () => {
    spawnSync('mkfifo', [cachePath()]);
    expect(statSync(cachePath()).isFIFO()).toBe(true);
    const run = spawnSync(process.execPath, [mcpLint(), '--version'], { encoding: 'utf8', timeout: 30_000 });
    expect(run.signal).toBeNull();
    expect(run.status).toBe(0);
  });

  it('is kept per set of Node options (a cache made under other V8 flags would be rejected and rewritten each time)', async () => {
    await runBin(mcpLint(), ['--version']);
    await runBin(mcpLint(), ['--version'], { env: { NODE_OPTIONS: '--max-old-space-size=4096' } });
    const caches = readdirSync(join(copy, 'dist', 'bundle')).filter((f) => f.endsWith('.v8-cache')).sort();
    expect(caches).toHaveLength(2);
    expect(caches).toContain(`mcp-lint.cjs.${process.version}-${process.arch}.v8-cache`);
    expect(caches.some((name) => /-[0-9a-f]{8}\.v8-cache$/.test(name))).toBe(true);
  });

  it('made by `--version` is replaced after the first run that lints (so later runs find the rules compiled), then kept', async () => {
    const cache = join(copy, 'dist', 'bundle', `mcp-lint.cjs.${process.version}-${process.arch}.v8-cache`);
    const kindsLine = () => readFileSync(cache, 'latin1').split('\n')[1]!.split(' ')[0];
    cpSync(join(REPO_ROOT, 'examples', 'tools.json'), join(copy, 'tools.json'));
    await runBin(mcpLint(), ['--version']);
    expect(kindsLine()).toBe('');
    const light = statSync(cache).size;
    const first = await runBin(mcpLint(), ['tools.json'], { cwd: copy });
    expect(first.code).toBe(1);
    expect(kindsLine()).toBe('lint');
    // It now holds the rules and validators that run compiled, besides what the --version run did.
    expect(statSync(cache).size).toBeGreaterThan(light);
    const written = statSync(cache).mtimeMs;
    const again = await runBin(mcpLint(), ['tools.json'], { cwd: copy });
    expect(again.stdout).toBe(first.stdout);
    await runBin(mcpLint(), ['--version']);
    expect(statSync(cache).mtimeMs).toBe(written);
    expect(kindsLine()).toBe('lint');
  });

  it('beside the bundle, is used whatever its mode says (whoever may write it may write the bundle; WSL drives report 0777)', async () => {
    await runBin(mcpLint(), ['--version']);
    const cache = join(copy, 'dist', 'bundle', `mcp-lint.cjs.${process.version}-${process.arch}.v8-cache`);
    chmodSync(cache, 0o666);
    const written = statSync(cache).mtimeMs;
    const run = await runBin(mcpLint(), ['--version']);
    expect(run.code).toBe(0);
    // Accepted: not rewritten (a rewrite would also make it 0600).
    expect(statSync(cache).mtimeMs).toBe(written);
    expect(statSync(cache).mode & 0o777).toBe(0o666);
  });

  it('is not used for a bundle edited in place to the same length (V8 checks only the length)', async () => {
    const bundleFile = join(copy, 'dist', 'bundle', 'mcp-lint.cjs');
    expect((await runBin(mcpLint(), ['--help'])).stdout).toContain('Lint MCP tool definitions');
    const text = readFileSync(bundleFile, 'utf8');
    const edited = text.replace('Lint MCP tool definitions', 'Lint MCP tool DEFINITIONS');
    expect(edited.length).toBe(text.length);
    writeFileSync(bundleFile, edited);
    utimesSync(bundleFile, new Date('2030-01-01T00:00:00Z'), new Date('2030-01-01T00:00:00Z'));
    expect((await runBin(mcpLint(), ['--help'])).stdout).toContain('Lint MCP tool DEFINITIONS');
  });

  it('is not used for a bundle edited in place to the same length with its modification time kept (tar, `cp -p`)', async () => {
    const bundleFile = join(copy, 'dist', 'bundle', 'mcp-lint.cjs');
    const when = new Date('1985-10-26T08:15:00Z');
    utimesSync(bundleFile, when, when);
    expect((await runBin(mcpLint(), ['--help'])).stdout).toContain('Lint MCP tool definitions');
    writeFileSync(bundleFile, readFileSync(bundleFile, 'utf8').replace('Lint MCP tool definitions', 'Lint MCP tool DEFINITIONS'));
    utimesSync(bundleFile, when, when);
    expect((await runBin(mcpLint(), ['--help'])).stdout).toContain('Lint MCP tool DEFINITIONS');
  });

  it('keeps at most 16 caches of the install: those of Node versions no longer used go first', async () => {
    const bundleDir = join(copy, 'dist', 'bundle');
    const old = new Date(Date.now() - 86_400_000);
    for (let minor = 0; minor < 20; minor++) {
      const name = join(bundleDir, `mcp-lint.cjs.v18.${minor}.0-${process.arch}.v8-cache`);
      writeFileSync(name, 'old');
      utimesSync(name, old, old);
    }
    writeFileSync(join(bundleDir, 'unrelated.txt'), 'kept');
    await runBin(mcpLint(), ['--version']);
    const caches = readdirSync(bundleDir).filter((name) => name.endsWith('.v8-cache'));
    expect(caches).toHaveLength(16);
    expect(caches).toContain(`mcp-lint.cjs.${process.version}-${process.arch}.v8-cache`);
    expect(existsSync(join(bundleDir, 'unrelated.txt'))).toBe(true);
  });

  it('runs a bundle that changed while it was being read without a cache, and makes none from it', async () => {
    const bundleFile = join(copy, 'dist', 'bundle', 'mcp-lint.cjs');
    // A preload touches the bundle right after the shim reads it through its descriptor, as an install running
    // alongside could: the header made before the read no longer describes the text that was read.
    const preload = join(copy, 'touch-after-read.cjs');
    writeFileSync(
      preload,
      "const fs = require('node:fs'); const read = fs.readFileSync; const target = fs.statSync(process.env.TOUCHED).ino;\n" +
        "fs.readFileSync = function (file, ...rest) { const bytes = read.call(this, file, ...rest);\n" +
        "  if (typeof file === 'number' && fs.fstatSync(file).ino === target) { const later = new Date(Date.now() + 5000); fs.utimesSync(process.env.TOUCHED, later, later); }\n" +
        '  return bytes; };\n',
    );
    const run = await runBin(mcpLint(), ['--help'], { env: { NODE_OPTIONS: `--require ${JSON.stringify(preload)}`, TOUCHED: bundleFile } });
    expect(run.stdout).toContain('Lint MCP tool definitions');
    expect(readdirSync(join(copy, 'dist', 'bundle')).filter((name) => name.startsWith('mcp-lint.cjs.') && name.endsWith('.v8-cache'))).toEqual([]);
    // Untouched, the next run makes its cache as usual.
    await runBin(mcpLint(), ['--help'], { env: { NODE_OPTIONS: `--require ${JSON.stringify(preload)}`, TOUCHED: join(copy, 'package.json') } });
    expect(readdirSync(join(copy, 'dist', 'bundle')).filter((name) => name.startsWith('mcp-lint.cjs.') && name.endsWith('.v8-cache'))).toHaveLength(1);
  });

  it('reads an ASCII bundle (as the build writes it) fast, and one edited to hold other characters as UTF-8', async () => {
    const bundleFile = join(copy, 'dist', 'bundle', 'mcp-lint.cjs');
    // The shim reads ASCII as Latin-1, a third of the time of UTF-8 decoding; a non-ASCII build would lose that.
    // esbuild escapes other characters except in regular expression literals: write those with \u escapes.
    const text = readFileSync(bundleFile, 'utf8');
    expect(text.match(/.{0,40}[^\x00-\x7f].{0,10}/g) ?? []).toEqual([]);
    expect(isAscii(readFileSync(bundleFile))).toBe(true);
    writeFileSync(bundleFile, text.replace('Lint MCP tool definitions', 'Lint MCP tool définitions ✓'));
    const run = await runBin(mcpLint(), ['--help']);
    expect(run.stdout).toContain('Lint MCP tool définitions ✓');
    expect(run.code).toBe(0);
  });
});

/**
 * Runs the copy's mcp-lint as a user who cannot write its bundle directory, as a global install made by another user
 * is: as root, the CLI runs as `nobody` on a copy it may read; otherwise the bundle directory is made read-only.
 * `cacheHome` is given as XDG_CACHE_HOME, owned by that user.
 */
function runReadOnlyInstall(args: string[], cacheHome: string): { code: number | null; stdout: string; stderr: string } {
  const bundleDir = join(copy, 'dist', 'bundle');
  const asRoot = process.getuid?.() === 0;
  const env = { ...process.env, NO_COLOR: '1', XDG_CACHE_HOME: cacheHome };
  if (asRoot) {
    chmodSync(copy, 0o755);
    chownSync(cacheHome, NOBODY, NOBODY);
  } else {
    chmodSync(bundleDir, 0o555);
  }
  const run = spawnSync(process.execPath, [mcpLint(), ...args], { cwd: copy, env, encoding: 'utf8', ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}) });
  if (!asRoot) chmodSync(bundleDir, 0o755);
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

const NOBODY = 65534;

describe('bin/mcp-lint.js on a read-only install', () => {
  let cacheHome: string;
  beforeEach(() => {
    cacheHome = mkdtempSync(join(tmpdir(), 'mcp-lint-cache-home-'));
  });
  afterEach(() => rmSync(cacheHome, { recursive: true, force: true }));

  const caches = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.v8-cache')) : []);

  /**
   * The caches `names` in `dir` are readable by their owner only, none is beside the bundle, and a second run of `args`
   * prints what the first did (`stdout`) and accepts them all (so rewrites none).
   */
  function expectOwnerOnlyAndReused(args: string[], stdout: string, dir: string, names: string[]): void {
    for (const name of names) expect(statSync(join(dir, name)).mode & 0o777).toBe(0o600);
    expect(caches(join(copy, 'dist', 'bundle'))).toEqual([]);
    const written = names.map((name) => statSync(join(dir, name)).mtimeMs);
    const second = runReadOnlyInstall(args, cacheHome);
    expect(second.stdout).toBe(stdout);
    expect(names.map((name) => statSync(join(dir, name)).mtimeMs)).toEqual(written);
  }

  it('keeps its code cache in the user\'s cache directory (owner only), reused by later runs, nothing beside the bundle', () => {
    cpSync(join(REPO_ROOT, 'examples', 'tools.json'), join(copy, 'tools.json'));
    const first = runReadOnlyInstall(['tools.json'], cacheHome);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(1);
    const dir = join(cacheHome, 'mcp-lint');
    const [file] = caches(dir);
    expect(file).toMatch(new RegExp(`^[0-9a-f]{8}-mcp-lint\\.cjs\\.${process.version.replace(/\./g, '\\.')}-${process.arch}\\.v8-cache$`));
    expect(caches(dir)).toHaveLength(1);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expectOwnerOnlyAndReused(['tools.json'], first.stdout, dir, [file!]);
  });

  it('keeps the vendor files\' caches there too (the SDK and zod, TypeScript), beside the bundle\'s, owner only', () => {
    cpSync(join(REPO_ROOT, 'test', 'fixtures', 'source', 'sdk-v1'), join(copy, 'sdk-v1'), { recursive: true });
    const first = runReadOnlyInstall(['sdk-v1'], cacheHome);
    expect(first.stderr).toBe('');
    const dir = join(cacheHome, 'mcp-lint');
    const names = caches(dir);
    // The bundle's, the vendor file's and TypeScript's.
    expect(names).toHaveLength(3);
    expect(names.filter((name) => /^[0-9a-f]{8}-typescript\.cjs\./.test(name))).toHaveLength(1);
    const vendorCache = names.find((name) => name.includes('-sdk-zod.cjs.'));
    expect(vendorCache).toMatch(new RegExp(`^[0-9a-f]{8}-sdk-zod\\.cjs\\.${process.version.replace(/\./g, '\\.')}-${process.arch}\\.v8-cache$`));
    expectOwnerOnlyAndReused(['sdk-v1'], first.stdout, dir, names);
  });

  it('does not use a cache directory that others may write to, or a link in its place, and still runs', () => {
    const dir = join(cacheHome, 'mcp-lint');
    mkdirSync(dir, { mode: 0o777 });
    chmodSync(dir, 0o777);
    const open = runReadOnlyInstall(['--version'], cacheHome);
    expect(open.code).toBe(0);
    expect(open.stderr).toBe('');
    expect(caches(dir)).toEqual([]);
    rmSync(dir, { recursive: true });
    const elsewhere = mkdtempSync(join(tmpdir(), 'mcp-lint-elsewhere-'));
    try {
      symlinkSync(elsewhere, dir);
      const linked = runReadOnlyInstall(['--version'], cacheHome);
      expect(linked.code).toBe(0);
      expect(caches(elsewhere)).toEqual([]);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('does not use a cache directory under one that others may change (they could swap it during a run)', () => {
    chmodSync(cacheHome, 0o777);
    const run = runReadOnlyInstall(['--version'], cacheHome);
    expect(run.code).toBe(0);
    expect(caches(join(cacheHome, 'mcp-lint'))).toEqual([]);
  });

  it('does not loop when the cache directory cannot be made (XDG_CACHE_HOME under /proc)', () => {
    chmodSync(copy, 0o755);
    const env = { ...process.env, NO_COLOR: '1', XDG_CACHE_HOME: '/proc/self/mcp-lint-test' };
    const asRoot = process.getuid?.() === 0;
    if (!asRoot) chmodSync(join(copy, 'dist', 'bundle'), 0o555);
    const run = spawnSync(process.execPath, [mcpLint(), '--version'], { cwd: copy, env, encoding: 'utf8', timeout: 30_000, ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}) });
    if (!asRoot) chmodSync(join(copy, 'dist', 'bundle'), 0o755);
    expect(run.signal).toBeNull();
    expect(run.status).toBe(0);
  });

  it('does not run a cache file that others may write to: it is replaced by one of its own', () => {
    runReadOnlyInstall(['--version'], cacheHome);
    const dir = join(cacheHome, 'mcp-lint');
    const [file] = caches(dir);
    chmodSync(join(dir, file!), 0o666);
    const run = runReadOnlyInstall(['--help'], cacheHome);
    expect(run.stdout).toContain('Lint MCP tool definitions');
    expect(statSync(join(dir, file!)).mode & 0o777).toBe(0o600);
  });
});

describe('bin/create-mcp-tool.js', () => {
  it('runs the bundled scaffolder, and exits 2 with one line when it cannot be loaded', async () => {
    const ok = await runBin(join(copy, 'bin', 'create-mcp-tool.js'), ['--help']);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('Usage: create-mcp-tool');
    writeFileSync(join(copy, 'dist', 'bundle', 'create-mcp-tool.cjs'), 'this is not JavaScript (\n');
    const broken = await runBin(join(copy, 'bin', 'create-mcp-tool.js'), ['--help']);
    expect(broken.code).toBe(2);
    expect(broken.stderr.trim().split('\n')).toHaveLength(1);
    expect(broken.stderr).toMatch(/^create-mcp-tool: cannot load/);
  });
});
