// Bundles the mcp-lint command into dist/bundle/ so it starts fast: one module graph read from a few files
// instead of ~100 small modules resolved one by one through node_modules.
//
// - ESM with code splitting: every dynamic import() in the source (source mode, live mode, each formatter,
//   --list-rules) stays a separate chunk that loads only when a run needs it.
// - typescript, the MCP SDK, zod and jsonc-parser stay external: only the source, live and error paths import
//   them, and they resolve from the installed package's node_modules as usual.
// - The tsc output in dist/ stays the library API (`import { lint } from 'create-mcp-tool'`) and its types.
import { build } from 'esbuild';
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'dist', 'bundle');

// jsonc-parser too: its "main" is a UMD build whose inner require() calls a bundler cannot follow, and the code
// relies on Node's CommonJS interop for it (only the syntax-error and client-config paths load it).
export const EXTERNAL = ['typescript', '@modelcontextprotocol/sdk', '@modelcontextprotocol/sdk/*', 'zod', 'zod/*', 'prompts', 'jsonc-parser'];

export async function bundleCli({ metafile = false } = {}) {
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: { 'mcp-lint': 'src/lint/cli.ts' },
    outdir,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external: EXTERNAL,
    // Bundled CommonJS packages (commander, ajv) call require() for node built-ins; ESM has no require.
    banner: { js: "import { createRequire as __mcpLintCreateRequire } from 'node:module'; const require = __mcpLintCreateRequire(import.meta.url);" },
    minifySyntax: true,
    minifyWhitespace: true,
    legalComments: 'external',
    logLevel: 'warning',
    metafile,
  });
  return result;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = await bundleCli({ metafile: process.argv.includes('--metafile') });
  if (result.metafile) writeFileSync(join(outdir, 'meta.json'), JSON.stringify(result.metafile));
}
