// Bundles the mcp-lint command into dist/bundle/ so it starts fast: one module graph read from a few files
// instead of ~100 small modules resolved one by one through node_modules.
//
// - One CommonJS file that bin/mcp-lint.js compiles with a V8 code cache: every dynamic import() in the source
//   (source mode, live mode, each formatter, --list-rules) is still initialised only when a run needs it.
// - typescript, the MCP SDK, zod and jsonc-parser stay external: only the source, live and error paths import
//   them, and they resolve from the installed package's node_modules as usual.
// - The tsc output in dist/ stays the library API (`import { lint } from 'create-mcp-tool'`) and its types.
import { build } from 'esbuild';
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const defaultOutdir = join(root, 'dist', 'bundle');

// jsonc-parser too: its "main" is a UMD build whose inner require() calls a bundler cannot follow, and the code
// relies on Node's CommonJS interop for it (only the syntax-error and client-config paths load it).
export const EXTERNAL = ['typescript', '@modelcontextprotocol/sdk', '@modelcontextprotocol/sdk/*', 'zod', 'zod/*', 'prompts', 'jsonc-parser', 'gpt-tokenizer', 'gpt-tokenizer/*'];

// commander requires node:child_process when it loads, only to run executable subcommands, which mcp-lint has
// none of. Loading child_process (and the net and stream internals behind it) costs 5–15 ms of every start-up,
// so commander gets a stand-in that loads the real module on first use.
const lazyChildProcessForCommander = {
  name: 'lazy-child-process-for-commander',
  setup(build) {
    build.onResolve({ filter: /^(node:)?child_process$/ }, (args) =>
      /[\\/]node_modules[\\/]commander[\\/]/.test(args.importer) ? { path: 'lazy-child-process', namespace: 'mcp-lint-lazy' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'mcp-lint-lazy' }, () => ({
      contents:
        "let real;\nconst load = () => (real ??= require('node:child_process'));\n" +
        'module.exports = new Proxy({}, { get: (_target, key) => load()[key], has: (_target, key) => key in load() });\n',
      loader: 'js',
    }));
  },
};

export const BUNDLE_FILE = 'mcp-lint.cjs';

export async function bundleCli({ metafile = false, outdir = defaultOutdir, minify = true } = {}) {
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['src/lint/cli.ts'],
    outfile: join(outdir, BUNDLE_FILE),
    bundle: true,
    // One CommonJS file, not ES chunks: bin/mcp-lint.js compiles it with a V8 code cache (Node 20 has no
    // module.enableCompileCache), and CommonJS skips the ESM loader's per-module resolve/link work. Lazy paths
    // stay lazy: esbuild wraps each dynamically imported module in an initializer that runs only on import().
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    external: EXTERNAL,
    // import() of the external packages becomes require(): a script compiled through node:vm has no dynamic
    // import callback, and every external here ships a CommonJS build.
    supported: { 'dynamic-import': false },
    define: { 'import.meta.url': '__mcpLintModuleUrl' },
    banner: { js: "const __mcpLintModuleUrl = require('node:url').pathToFileURL(__filename).href;" },
    // Smaller source parses faster; identifiers stay readable for stack traces.
    minifySyntax: minify,
    minifyWhitespace: minify,
    legalComments: 'external',
    logLevel: 'warning',
    metafile,
    plugins: [lazyChildProcessForCommander],
  });
  return result;
}

// node scripts/bundle-cli.mjs [--outdir <dir>] [--metafile <file>] [--no-minify] (the build runs it without options)
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const option = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
  const metafile = option('--metafile');
  const result = await bundleCli({ metafile: metafile !== undefined, outdir: option('--outdir') ?? defaultOutdir, minify: !process.argv.includes('--no-minify') });
  if (metafile) writeFileSync(metafile, JSON.stringify(result.metafile));
}
