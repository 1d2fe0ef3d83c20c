// End to end: the mistakes the MCP tutorials warn about, made in a project create-mcp-tool generates (stdio, SDK v1,
// starter tools), are reported by the project's own mcp-lint and by the ESLint plugin it ships, at their lines.
// One real install (the generated project gets mcp-lint from a local `npm pack`, through the test-only
// CREATE_MCP_TOOL_SELF_SPEC variable, as in e2e.test.ts); an SDK v2 project, generated without installing, is linted
// with the same installed mcp-lint (source mode reads no SDK code: its package.json says which SDK it uses).
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runBin, runCreate } from '../helpers/cli.js';
import { e2eNpmEnv, packSelf, tempDir } from './helpers.js';

const STEP_TIMEOUT_MS = 5 * 60_000;
const LOG_LINE = "      console.log('looking up', city);";

interface Message {
  ruleId: string | null;
  severity: number;
  line: number;
  column: number;
  message: string;
}

let v1: string;
let v2: string;
let weatherLine: number;
let schemaLine: { v1: number; v2: number };

/** Replaces one exact piece of a generated file, and returns the 1-based line where the replacement starts. */
function edit(file: string, from: string, to: string): number {
  const text = readFileSync(file, 'utf8');
  const at = text.indexOf(from);
  expect(at, `${from} in ${file}`).toBeGreaterThanOrEqual(0);
  writeFileSync(file, text.slice(0, at) + to + text.slice(at + from.length));
  return text.slice(0, at).split('\n').length;
}

/** add_numbers takes an array of two numbers instead of an object: `z.array(…)` as the root of its inputSchema. */
function arrayRoot(dir: string): number {
  const file = join(dir, 'src', 'tools', 'add_numbers.ts');
  const start = readFileSync(file, 'utf8').indexOf('inputSchema: z.object({');
  const end = readFileSync(file, 'utf8').indexOf('}),', start) + 3;
  const schema = readFileSync(file, 'utf8').slice(start, end);
  return edit(file, schema, 'inputSchema: z.array(z.number().min(-1e15).max(1e15)).length(2),');
}

beforeAll(async () => {
  const env = { ...e2eNpmEnv(), CREATE_MCP_TOOL_SELF_SPEC: packSelf() };
  const cwd = tempDir('create-mcp-tool-e2e-mistakes-');
  const created = await runCreate(
    ['weather-v1', '--transport', 'stdio', '--sdk', 'v1', '--tools', 'starter', '--install', '--no-git'],
    { cwd, env, timeoutMs: STEP_TIMEOUT_MS },
  );
  expect(created.code, created.stdout + created.stderr).toBe(0);
  const plain = await runCreate(
    ['weather-v2', '--transport', 'stdio', '--sdk', 'v2', '--tools', 'starter', '--no-install', '--no-git'],
    { cwd, env, timeoutMs: STEP_TIMEOUT_MS },
  );
  expect(plain.code, plain.stdout + plain.stderr).toBe(0);
  v1 = join(cwd, 'weather-v1');
  v2 = join(cwd, 'weather-v2');
  // The ESLint setup docs/eslint-plugin.md shows; ESLint and typescript-eslint come from this repository.
  for (const name of ['eslint', 'typescript-eslint'])
    symlinkSync(join(REPO_ROOT, 'node_modules', name), join(v1, 'node_modules', name), 'dir');
  writeFileSync(
    join(v1, 'eslint.config.js'),
    [
      "import tseslint from 'typescript-eslint';",
      "import mcpLint from 'create-mcp-tool/eslint-plugin';",
      '',
      'export default [',
      "  { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },",
      '  mcpLint.configs.recommended,',
      '];',
      '',
    ].join('\n'),
  );
  weatherLine =
    edit(
      join(v1, 'src', 'tools', 'get_weather.ts'),
      "    async ({ city, units = 'celsius' }) => {\n",
      `    async ({ city, units = 'celsius' }) => {\n${LOG_LINE}\n`,
    ) + 1;
  schemaLine = { v1: arrayRoot(v1), v2: arrayRoot(v2) };
}, 2 * STEP_TIMEOUT_MS);

/** `mcp-lint src --format json` with the project's own (installed) mcp-lint, run in `dir`. */
async function lintSrc(dir: string): Promise<{ code: number | null; byFile: Map<string, Message[]> }> {
  const run = await runBin(
    join(v1, 'node_modules', 'create-mcp-tool', 'bin', 'mcp-lint.js'),
    ['src', '--format', 'json'],
    { cwd: dir, timeoutMs: STEP_TIMEOUT_MS },
  );
  expect(run.stderr).toBe('');
  const files = JSON.parse(run.stdout) as Array<{ filePath: string; messages: Message[] }>;
  return { code: run.code, byFile: new Map(files.map((file) => [file.filePath.slice(dir.length + 1), file.messages])) };
}

const of = (messages: Message[] | undefined, ruleId: string) =>
  (messages ?? []).filter((m) => m.ruleId === ruleId || m.ruleId === `mcp-lint/${ruleId}`);

describe('a generated stdio project with the mistakes the tutorials warn about', () => {
  it(
    'console.log in a tool handler of src/tools/get_weather.ts: `mcp-lint src` reports it at its line',
    async () => {
      const { code, byFile } = await lintSrc(v1);
      const found = of(byFile.get('src/tools/get_weather.ts'), 'stdio-no-console-log');
      expect(found.map((m) => `${m.line}:${m.column} ${m.severity}`)).toEqual([`${weatherLine}:7 2`]);
      expect(found[0]!.message).toContain('src/index.ts loads this module and starts the stdio transport on line');
      expect(code).toBe(1);
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'console.log in a tool handler of src/tools/get_weather.ts: the ESLint plugin the project installed reports it at its line',
    async () => {
      const eslint = await runBin(
        join(v1, 'node_modules', 'eslint', 'bin', 'eslint.js'),
        ['--format', 'json', 'src/tools/get_weather.ts'],
        { cwd: v1, timeoutMs: STEP_TIMEOUT_MS },
      );
      expect(eslint.stderr).toBe('');
      const [result] = JSON.parse(eslint.stdout) as Array<{ messages: Message[] }>;
      const found = of(result!.messages, 'stdio-no-console-log');
      expect(found.map((m) => `${m.line}:${m.column} ${m.severity}`)).toEqual([`${weatherLine}:7 2`]);
      const { byFile } = await lintSrc(v1);
      expect(found.map((m) => m.message)).toEqual(
        of(byFile.get('src/tools/get_weather.ts'), 'stdio-no-console-log').map((m) => m.message),
      );
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'z.array(...) as the root of inputSchema: an error under SDK v1, not the no-parameters-closed info',
    async () => {
      const { byFile } = await lintSrc(v1);
      const messages = byFile.get('src/tools/add_numbers.ts');
      const found = of(messages, 'input-schema-root-object');
      expect(found.map((m) => `${m.line} ${m.severity}`)).toEqual([`${schemaLine.v1} 2`]);
      expect(found[0]!.message).toContain('SDK v1 publishes it as {"type": "object", "properties": {}}');
      expect(found[0]!.message).toContain('expected array, received object');
      expect(of(messages, 'no-parameters-closed')).toEqual([]);
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'z.array(...) as the root of inputSchema: an error under SDK v2, saying tools/list fails for the whole server',
    async () => {
      const { code, byFile } = await lintSrc(v2);
      const messages = byFile.get('src/tools/add_numbers.ts');
      const found = of(messages, 'input-schema-root-object');
      expect(found.map((m) => `${m.line} ${m.severity}`)).toEqual([`${schemaLine.v2} 2`]);
      expect(found[0]!.message).toContain('tools/list fails for the whole server');
      expect([...of(messages, 'no-parameters-closed'), ...of(messages, 'source-unresolved')]).toEqual([]);
      expect(code).toBe(1);
    },
    STEP_TIMEOUT_MS,
  );
});
