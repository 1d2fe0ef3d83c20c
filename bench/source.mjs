// Source mode speed: mcp-lint on a generated 50-file MCP server project, without and with --project, next to ESLint
// with typescript-eslint's type-aware parser on the same files (the peer a TypeScript project already runs).
// The project links this repository's node_modules, so both tools resolve the SDK's and zod's types the same way.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NODE, ROOT, compare, goal, runCaptured, runIfMain, table } from './lib.mjs';

// MCP_LINT_BIN benchmarks another build (a copy of bin/ and dist/ taken while nothing else rebuilds).
const MCP_LINT = process.env.MCP_LINT_BIN ?? join(ROOT, 'bin', 'mcp-lint.js');
const ESLINT = join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js');
const TOOL_FILES = 49;

/** One tool module: a zod schema, a config, and a handler with a few return paths (some deliberately wrong). */
function toolModule(index) {
  const name = `tool_${String(index).padStart(2, '0')}`;
  const bare = index % 7 === 0;
  return `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { formatRow, type Row } from "../lib/format.js";

const ${name}Schema = z.object({
  query: z.string().min(1).max(200).describe("What to look for in the ${name} records"),
  limit: z.number().int().min(1).max(100).default(20).describe("Maximum number of rows"),
  order: z.enum(["asc", "desc"]).optional().describe("Sort order"),
  tags: z.array(z.string().max(40)).max(10).optional().describe("Tags every row must carry"),
});

type Args = z.infer<typeof ${name}Schema>;

async function load(args: Args): Promise<Row[]> {
  const rows: Row[] = [];
  for (let i = 0; i < args.limit; i++) rows.push({ id: i, label: \`\${args.query}-\${i}\` });
  return args.order === "desc" ? rows.reverse() : rows;
}

export function register${index}(server: McpServer): void {
  server.registerTool(
    "${name}",
    {
      title: "Tool ${index}",
      description: "Searches the ${name} records and returns the matching rows as text, newest first unless told otherwise.",
      inputSchema: ${name}Schema,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (args) => {
      const rows = await load(args);
      if (rows.length === 0) return { content: [{ type: "text", text: "no rows" }], isError: true };
      ${bare ? 'return rows.map(formatRow).join("\\n");' : 'return { content: [{ type: "text", text: rows.map(formatRow).join("\\n") }] };'}
    },
  );
}
`;
}

/** Writes the project into `dir`: `toolFiles - 1` tool modules, a shared helper and an entry point. */
export function generateProject(dir, toolFiles = TOOL_FILES) {
  mkdirSync(join(dir, 'src', 'tools'), { recursive: true });
  mkdirSync(join(dir, 'src', 'lib'), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'bench-server', type: 'module', private: true }));
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          skipLibCheck: true,
          noEmit: true,
        },
        include: ['src'],
      },
      null,
      2,
    ),
  );
  writeFileSync(
    join(dir, 'eslint.config.mjs'),
    `import tseslint from "typescript-eslint";
export default tseslint.config({
  files: ["src/**/*.ts"],
  extends: [tseslint.configs.base],
  languageOptions: { parserOptions: { project: "./tsconfig.json", tsconfigRootDir: import.meta.dirname } },
  rules: {
    "@typescript-eslint/no-floating-promises": "error",
    "@typescript-eslint/await-thenable": "error",
    "@typescript-eslint/no-misused-promises": "error",
  },
});
`,
  );
  writeFileSync(
    join(dir, 'src', 'lib', 'format.ts'),
    'export interface Row { id: number; label: string }\nexport function formatRow(row: Row): string {\n  return `${row.id}: ${row.label}`;\n}\n',
  );
  const imports = [];
  const calls = [];
  for (let i = 1; i <= toolFiles - 1; i++) {
    writeFileSync(join(dir, 'src', 'tools', `tool-${i}.ts`), toolModule(i));
    imports.push(`import { register${i} } from "./tools/tool-${i}.js";`);
    calls.push(`register${i}(server);`);
  }
  writeFileSync(
    join(dir, 'src', 'index.ts'),
    `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
${imports.join('\n')}

const server = new McpServer({ name: "bench-server", version: "1.0.0" });
${calls.join('\n')}
await server.connect(new StdioServerTransport());
console.error("bench-server running on stdio");
`,
  );
}

export default async function sourceBench() {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-lint-source-bench-'));
  try {
    generateProject(dir);
    const files = TOOL_FILES + 1;
    const specs = [
      { name: '`node -e 0` (floor)', command: NODE, args: ['-e', '0'] },
      { name: '`mcp-lint src`', command: NODE, args: [MCP_LINT, 'src'], cwd: dir },
      {
        name: '`mcp-lint src --project tsconfig.json`',
        command: NODE,
        args: [MCP_LINT, 'src', '--project', 'tsconfig.json'],
        cwd: dir,
      },
      {
        name: 'ESLint + typescript-eslint, type-aware (`parserOptions.project`)',
        command: NODE,
        args: [ESLINT, 'src'],
        cwd: dir,
      },
    ];
    // Sanity: every command really lints, and mcp-lint finds the planted bare-string returns.
    const plain = runCaptured({ ...specs[1], args: [...specs[1].args, '--format', 'json'] });
    const planted = Math.floor((TOOL_FILES - 1) / 7);
    const found = (plain.stdout.match(/"ruleId":"handler-returns-bare-string"/g) ?? []).length;
    if (found !== planted)
      throw new Error(`mcp-lint src found ${found} bare-string returns, expected ${planted}\n${plain.stderr}`);
    const eslint = runCaptured(specs[3]);
    if (eslint.code !== 0 && eslint.code !== 1)
      throw new Error(`ESLint failed (${eslint.code}): ${eslint.stderr || eslint.stdout}`);
    const rows = await compare(specs);
    const byName = (prefix) => rows.find((row) => row.name.startsWith(prefix));
    const syntactic = byName('`mcp-lint src`');
    const typed = byName('`mcp-lint src --project');
    const peer = byName('ESLint');
    const ratio = syntactic.medianMs / peer.medianMs;
    const typedRatio = typed.medianMs / peer.medianMs;
    return {
      title: 'Source mode',
      intro:
        `A generated server project of ${files} TypeScript files (${TOOL_FILES - 1} tool modules with zod schemas, a shared helper and an ` +
        'entry point; every 7th handler returns a bare string). mcp-lint reads it without and with `--project`; the peer is ESLint 9 ' +
        "with typescript-eslint's type-aware parser (three typed rules) on the same files and tsconfig.",
      tables: [{ markdown: table(rows, { baseline: peer.name }) }],
      goals: [
        goal(
          'without `--project` at most a quarter of ESLint type-aware (median wall time)',
          ratio <= 1 / 4,
          `${ratio.toFixed(2)}× ESLint`,
        ),
        goal(
          'with `--project` no slower than ESLint type-aware (median wall time)',
          typedRatio <= 1,
          `${typedRatio.toFixed(2)}× ESLint`,
        ),
      ],
      notes: [`mcp-lint found ${found} of the ${planted} planted bare-string returns without \`--project\`.`],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await runIfMain(import.meta.url, sourceBench);
