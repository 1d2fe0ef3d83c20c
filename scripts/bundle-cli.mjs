// Bundles everything the package runs into dist/, so the published package has no runtime dependencies (one
// package to download, like create-vite) and mcp-lint starts fast: one file read instead of ~100 small modules
// resolved one by one through node_modules.
//
// - dist/bundle/mcp-lint.cjs and dist/bundle/create-mcp-tool.cjs: one CommonJS file per command, which the bins
//   require (with Node's compile cache on Node ≥ 22.1, see bin/user-cache-dir.js). Every dynamic import() in the
//   source (source mode, live mode, each formatter, --list-rules) is still initialised only when a run needs it.
// - dist/bundle/eslint-plugin.cjs: the ESLint plugin (create-mcp-tool/eslint-plugin), a few lines that take it from
//   the mcp-lint bundle (where it is initialised only when loaded), with dist/eslint-plugin.js for ES module configs.
// - dist/index.js: the library API (`import { lint } from 'create-mcp-tool'`), re-exported from the mcp-lint bundle,
//   with its types from tsc.
// - dist/bundle/vendor/: other projects' code the bundle loads on first use (see VENDOR_GROUPS), among them the
//   TypeScript compiler of source mode and zod in both flavours, and cl100k.bin, the context-budget rule's vocabulary
//   as data (scripts/token-table.mjs). Nothing a run executes comes from anywhere else.
// - Source maps (without the sources' text, one mapping per source line: scripts/line-maps.mjs) beside the two
//   command bundles, so a stack trace from a bug report can be mapped back to src/ (under MCP_LINT_DEBUG mcp-lint
//   turns on Node's source maps, bin/run-command.js). The vendor files have none: they hold only other projects'
//   code, their maps were 1.2 MB of the 6 MB installed package (over the 5 MB goal, docs/benchmarks.md
//   "Packaging"), and their local names are minified too. For a bug report that needs them,
//   `node scripts/bundle-cli.mjs --vendor-maps` in a checkout of the release (after `npm ci`) rebuilds them with
//   readable names and maps.
// - dist/bundle/complete: the marker the bins look for; written last, so a failed bundle is never used.
// - THIRD-PARTY-NOTICES: the licence of every bundled package, from the metafile (scripts/third-party-notices.mjs).
import { build } from 'esbuild';
import { rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeThirdPartyNotices } from './third-party-notices.mjs';
import { writeTypeScriptLib } from './typescript-lib.mjs';
import { writeTokenTable } from './token-table.mjs';
import { keepLinesOnly } from './line-maps.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const defaultOutdir = join(root, 'dist', 'bundle');

// commander requires node:child_process when it loads, only to run executable subcommands, which mcp-lint has
// none of. Loading child_process (and the net and stream internals behind it) costs 5–15 ms of every start-up,
// so commander gets a stand-in that loads the real module on first use.
const lazyChildProcessForCommander = {
  name: 'lazy-child-process-for-commander',
  setup(build) {
    build.onResolve({ filter: /^(node:)?child_process$/ }, (args) =>
      /[\\/]node_modules[\\/]commander[\\/]/.test(args.importer)
        ? { path: 'lazy-child-process', namespace: 'mcp-lint-lazy' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'mcp-lint-lazy' }, () => ({
      contents:
        "let real;\nconst load = () => (real ??= require('node:child_process'));\n" +
        'module.exports = new Proxy({}, { get: (_target, key) => load()[key], has: (_target, key) => key in load() });\n',
      loader: 'js',
    }));
  },
};

/**
 * An esbuild plugin that edits one package's file as it is bundled: each `[from, to]` replaced once. A file that no
 * longer holds a `from` fails the build, since a silent miss would bring back what the edit removed; so does a file
 * matching `refuse` (another build of the package that would escape the edit) and whatever `check` rejects.
 */
function editPackageFile({ name, filter, replacements, refuse, check }) {
  return {
    name,
    setup(build) {
      if (refuse)
        build.onLoad({ filter: refuse }, (args) => {
          throw new Error(`${args.path}: the bundle now takes this build of the package; update ${name}`);
        });
      build.onLoad({ filter }, async (args) => {
        let contents = await readFile(args.path, 'utf8');
        for (const [from, to] of replacements) {
          if (!contents.includes(from))
            throw new Error(`${args.path} no longer contains ${JSON.stringify(from)}: update ${name}`);
          contents = contents.replace(from, to);
        }
        if (check && !check(contents)) throw new Error(`${args.path} needs more than ${name} edits: update it`);
        return { contents, loader: 'js' };
      });
    },
  };
}

// fdir (tinyglobby's crawler) looks for picomatch at import with createRequire(import.meta.url): from the bundle that
// resolves through the node_modules above it, so a glob run loaded the linted project's own picomatch, whatever its
// version, from disk, on top of the bundled copy (and import.meta.url costs a pathToFileURL). fdir only uses it for
// its own glob() API, which tinyglobby does not call; here it gets the bundled copy, found at build time. Its .cjs
// build has the same lookup, so it must not be the one taken; and no other use of its own require may be left.
const fdirWithBundledPicomatch = editPackageFile({
  name: 'fdir-with-bundled-picomatch',
  filter: /[\\/]node_modules[\\/]fdir[\\/]dist[\\/]index\.mjs$/,
  refuse: /[\\/]node_modules[\\/]fdir[\\/]dist[\\/]index\.cjs$/,
  replacements: [
    ['__require.resolve("picomatch");\n\tpm = __require("picomatch");', 'pm = require("picomatch");'],
    ['var __require = /* @__PURE__ */ createRequire(import.meta.url);', ''],
  ],
  check: (contents) => !/\b__require\b|createRequire\(/.test(contents),
});

// The MCP SDK's HTTP client and zod are large (with zod's schemas they were half the bundle) and only live mode over
// HTTP, source mode (zod) and `mcp-lint serve` use them, yet every start-up paid to read
// and pre-parse their text. They go into a file of their own, dist/bundle/vendor/sdk-zod.cjs, loaded on first use;
// one file for both, because the SDK's client carries zod too and the
// package should carry it once. Values are the specifiers the source imports.
export const VENDOR_GROUPS = {
  // `mcp-lint serve` adds the SDK's server parts: they share the protocol schemas (zod) with its client.
  'sdk-zod': [
    '@modelcontextprotocol/sdk/client/streamableHttp.js',
    '@modelcontextprotocol/sdk/client/sse.js',
    'zod',
    'zod/v3',
    'zod-to-json-schema',
    '@modelcontextprotocol/sdk/server/mcp.js',
    '@modelcontextprotocol/sdk/server/stdio.js',
  ],
  // The TypeScript compiler source mode reads files with (the pinned devDependency: 7.x has no compiler API), 9 MB as
  // published (3.6 MB minified) and a file of its own, so that JSON and live runs never read it.
  typescript: ['typescript'],
  // The Python parser (with @lezer/lr and @lezer/common, which it imports): Python source mode only.
  python: ['@lezer/python'],
  // The linear-time regular expression engine that runs patterns from definitions (src/spec/patterns.ts): loaded by
  // the first pattern run, which most runs never reach.
  re2js: ['re2js'],
  // The language server's protocol (`mcp-lint lsp`): only editors start it.
  lsp: ['vscode-languageserver/node', 'vscode-languageserver-textdocument'],
};
const vendorOf = new Map(
  Object.entries(VENDOR_GROUPS).flatMap(([group, specifiers]) => specifiers.map((specifier) => [specifier, group])),
);

const vendorFiles = {
  name: 'vendor-files',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => {
      if (args.namespace === 'vendor-proxy' && args.path.startsWith('./vendor/'))
        return { path: args.path, external: true };
      const group = vendorOf.get(args.path);
      // Only the source's own imports: the vendor bundles themselves resolve these packages normally.
      if (!group || args.importer.includes('node_modules')) return undefined;
      return { path: args.path, namespace: 'vendor-proxy', pluginData: group };
    });
    build.onLoad({ filter: /.*/, namespace: 'vendor-proxy' }, (args) => ({
      contents: `module.exports = require('./vendor/${args.pluginData}.cjs')[${JSON.stringify(args.path)}];\n`,
      loader: 'js',
    }));
  },
};

function vendorOptions(group, outdir, minify, vendorMaps) {
  const specifiers = VENDOR_GROUPS[group];
  return {
    ...shared,
    // Each module is initialised on first use: a source run that needs zod-to-json-schema must not also run the
    // SDK's and zod 4's module code (about 60 ms together).
    stdin: {
      contents: `module.exports = Object.defineProperties({}, {\n${specifiers.map((s) => `  ${JSON.stringify(s)}: { enumerable: true, get: () => require(${JSON.stringify(s)}) },`).join('\n')}\n});\n`,
      resolveDir: root,
      sourcefile: `vendor-${group}.cjs`,
      loader: 'js',
    },
    outfile: join(outdir, 'vendor', `${group}.cjs`),
    format: 'cjs',
    sourcemap: vendorMaps ? 'linked' : false,
    minifySyntax: minify,
    minifyWhitespace: minify,
    // Other projects' code, shipped without maps: short local names cost nothing in our stack traces and keep the
    // installed package under 10 MB, the TypeScript compiler included (--vendor-maps keeps them readable for debugging).
    minifyIdentifiers: minify && !vendorMaps,
  };
}

export const BUNDLE_FILE = 'mcp-lint.cjs';
export const CREATE_BUNDLE_FILE = 'create-mcp-tool.cjs';
export const MARKER_FILE = 'complete';
export const ESLINT_PLUGIN_FILE = 'eslint-plugin.cjs';

const shared = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  target: 'node20',
  // jsonc-parser's "main" is a UMD build whose inner require() calls a bundler cannot follow; its "module" build
  // is plain ES modules.
  mainFields: ['module', 'main'],
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  sourcemap: 'linked',
  sourcesContent: false,
};

// The mcp-lint bundle also carries the library API, so the package ships that code once: dist/index.js is a small
// ES module that re-exports it (see writeLibraryEntry).
// The ESLint plugin lives in it too, behind a lazy require: it shares nearly all its code (source loader, engine, rules)
// with the CLI, and a bundle of its own carried a second copy of that code (1 MB with its map).
const LINT_ENTRY = {
  contents:
    "export { main } from './src/cli/mcp-lint.ts';\nexport * from './src/index.ts';\n" +
    "export function loadEslintPlugin() {\n  return require('./src/eslint-plugin/index.ts').default;\n}\n",
  resolveDir: root,
  sourcefile: 'mcp-lint-entry.ts',
  loader: 'ts',
};
/** Bundle exports that are not the library API. */
const NOT_LIBRARY = new Set(['main', 'default', 'loadEslintPlugin']);

/**
 * The ESLint plugin (`create-mcp-tool/eslint-plugin`): dist/bundle/eslint-plugin.cjs, whose module.exports is the
 * plugin itself taken from the mcp-lint bundle, so `require()` and an ES `import` (through dist/eslint-plugin.js) both
 * get it as ESLint expects; and the types of the CommonJS file (tsc writes the ESM ones).
 */
function writeEslintPluginEntries(distDir) {
  writeFileSync(
    join(distDir, 'bundle', ESLINT_PLUGIN_FILE),
    "'use strict';\n// The ESLint plugin, from the mcp-lint bundle (scripts/bundle-cli.mjs).\n" +
      `module.exports = require('./${BUNDLE_FILE}').loadEslintPlugin();\n`,
  );
  writeFileSync(
    join(distDir, 'eslint-plugin.js'),
    "// `import mcpLint from 'create-mcp-tool/eslint-plugin'`: the plugin bundle, loaded once for ESM and CommonJS configs.\n" +
      "import { createRequire } from 'node:module';\n\n" +
      `export default createRequire(import.meta.url)('./bundle/${ESLINT_PLUGIN_FILE}');\n`,
  );
  writeFileSync(
    join(distDir, 'eslint-plugin.d.cts'),
    "// `require('create-mcp-tool/eslint-plugin')`: the same plugin as ./eslint-plugin/index.d.ts describes for ES modules.\n" +
      "import type { ESLint, Linter } from 'eslint';\n\n" +
      "interface McpLintPlugin extends ESLint.Plugin {\n  meta: { name: string; version: string };\n  rules: NonNullable<ESLint.Plugin['rules']>;\n  configs: { recommended: Linter.Config };\n}\ndeclare const plugin: McpLintPlugin;\nexport = plugin;\n",
  );
}

/** dist/index.js: the library's named exports, taken from the bundle (tsc's .d.ts files describe them). */
function writeLibraryEntry(file, bundleFile) {
  const names = Object.keys(createRequire(import.meta.url)(bundleFile))
    .filter((name) => !NOT_LIBRARY.has(name))
    .sort();
  writeFileSync(
    file,
    "// The library API (`import { lint } from 'create-mcp-tool'`): re-exported from the bundle, which mcp-lint runs too.\n" +
      "import { createRequire } from 'node:module';\n\n" +
      "const library = createRequire(import.meta.url)('./bundle/mcp-lint.cjs');\n" +
      `export const { ${names.join(', ')} } = library;\n`,
  );
}

function commandOptions(entry, outfile, minify, { extraPlugins = [], minifyIdentifiers = false } = {}) {
  return {
    ...shared,
    ...(typeof entry === 'string' ? { entryPoints: [entry] } : { stdin: entry }),
    outfile,
    // One CommonJS file, not ES chunks: CommonJS skips the ESM loader's per-module resolve/link work. Lazy paths
    // stay lazy: esbuild wraps each dynamically imported module in an initializer that runs only on import().
    format: 'cjs',
    // import.meta.url is worked out on first use: pathToFileURL costs a cold start 1–2 ms, and few runs need it.
    define: { 'import.meta': '__mcpLintImportMeta' },
    banner: {
      js: "const __mcpLintImportMeta = { dirname: __dirname, filename: __filename, get url() { return require('node:url').pathToFileURL(__filename).href; } };",
    },
    // Smaller source parses faster.
    minifySyntax: minify,
    minifyWhitespace: minify,
    minifyIdentifiers: minify && minifyIdentifiers,
    plugins: [lazyChildProcessForCommander, vendorFiles, ...extraPlugins],
  };
}

export async function bundleCli({
  metafile = false,
  outdir = defaultOutdir,
  minify = true,
  library = true,
  vendorMaps = false,
} = {}) {
  rmSync(outdir, { recursive: true, force: true });
  // mcp-lint's local names are minified too: it starts on every commit, and a 30% smaller bundle is read, hashed and
  // deserialised faster (docs/benchmarks.md "Start-up"). MCP_LINT_DEBUG maps its stack through the source map
  // (bin/run-command.js). create-mcp-tool runs once per project and keeps its names for plain traces.
  const results = [
    await build(
      commandOptions(LINT_ENTRY, join(outdir, BUNDLE_FILE), minify, {
        extraPlugins: [fdirWithBundledPicomatch],
        minifyIdentifiers: true,
      }),
    ),
  ];
  for (const group of Object.keys(VENDOR_GROUPS))
    results.push(await build(vendorOptions(group, outdir, minify, vendorMaps)));
  // The lib files --project type-checks with, beside the compiler (scripts/typescript-lib.mjs).
  writeTypeScriptLib(join(outdir, 'vendor'));
  // The context-budget rule's vocabulary, read on the first count (scripts/token-table.mjs).
  const tokenTable = writeTokenTable(root, join(outdir, 'vendor'));
  if (library) {
    results.push(await build(commandOptions('src/create/cli.ts', join(outdir, CREATE_BUNDLE_FILE), minify)));
    writeEslintPluginEntries(join(outdir, '..'));
    writeLibraryEntry(join(outdir, '..', 'index.js'), join(outdir, BUNDLE_FILE));
    writeThirdPartyNotices(root, [...results.map((r) => r.metafile), tokenTable.metafile], [tokenTable.notice]);
  }
  for (const file of [BUNDLE_FILE, ...(library ? [CREATE_BUNDLE_FILE] : [])])
    keepLinesOnly(join(outdir, `${file}.map`));
  writeFileSync(
    join(outdir, MARKER_FILE),
    'Written last by scripts/bundle-cli.mjs: bin/mcp-lint.js runs the bundle only when this file exists.\n',
  );
  return results[0];
}

// node scripts/bundle-cli.mjs [--outdir <dir>] [--metafile <file>] [--no-minify] [--vendor-maps] (the build runs it without options)
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const option = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
  const metafile = option('--metafile');
  const outdir = option('--outdir');
  const result = await bundleCli({
    metafile: metafile !== undefined,
    outdir: outdir ?? defaultOutdir,
    minify: !process.argv.includes('--no-minify'),
    library: outdir === undefined,
    vendorMaps: process.argv.includes('--vendor-maps'),
  });
  if (metafile) writeFileSync(metafile, JSON.stringify(result.metafile));
}
