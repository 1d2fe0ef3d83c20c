// typescript-eslint's Program (parserServices.program), when its parser built one: the plugin reads the file from it
// instead of parsing it again, and its checker classifies handler returns as mcp-lint --project does. A Program that
// holds other text than ESLint's (an unsaved edit) is not used.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import plugin from '../../src/eslint-plugin/index.js';
import { loadTypeScriptSync } from '../../src/loaders/source/typescript.js';
import { writeStrictTsconfig } from '../helpers/tsconfig.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const SERVER = [
  'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
  'import { format } from "./format.js";',
  'const server = new McpServer({ name: "typed", version: "1.0.0" });',
  'server.registerTool("formatted", { description: "Formats a number with its unit" }, async () => format(2));',
  '',
].join('\n');

/** A TypeScript project whose handler returns a string only its types show (format() is in another file). */
function typedProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-lint-eslint-program-'));
  dirs.push(dir);
  writeStrictTsconfig(dir, ['*.ts']);
  writeFileSync(
    join(dir, 'format.ts'),
    'export function format(value: number) {\n  return value.toFixed(2) + " units";\n}\n',
  );
  writeFileSync(join(dir, 'server.ts'), SERVER);
  return dir;
}

const RULE = { 'mcp-lint/handler-returns-bare-string': 'warn' } as const;

/** typescript-eslint's parser as ESLint calls it (its exported type names only the text argument and the AST). */
interface FullParser {
  parseForESLint(text: string, options?: Linter.ParserOptions): { ast: unknown; services?: Record<string, unknown> };
}

function lint(
  dir: string,
  text: string,
  parser: Linter.Parser,
  parserOptions: Linter.ParserOptions = {},
): Linter.LintMessage[] {
  const config: Linter.Config[] = [
    { files: ['**/*.ts'], languageOptions: { parser, parserOptions }, plugins: { 'mcp-lint': plugin }, rules: RULE },
  ];
  return new Linter({ cwd: dir }).verify(text, config, { filename: join(dir, 'server.ts') });
}

const at = (messages: Linter.LintMessage[]) =>
  messages.filter((m) => m.ruleId === 'mcp-lint/handler-returns-bare-string').map((m) => `${m.line}:${m.column}`);

describe("typescript-eslint's Program", () => {
  it('without type information, a return only types can classify is left alone', () => {
    const dir = typedProject();
    expect(at(lint(dir, SERVER, tseslint.parser))).toEqual([]);
  });

  it("with type information, its checker finds the string returned from another file, as --project's does", () => {
    const dir = typedProject();
    expect(at(lint(dir, SERVER, tseslint.parser, { project: './tsconfig.json', tsconfigRootDir: dir }))).toEqual([
      '4:97',
    ]);
  });

  it("a Program built before an edit (other text than ESLint's) is not used: the edited text is what is linted", () => {
    const dir = typedProject();
    const ts = loadTypeScriptSync();
    // The Program holds the file as on disk; ESLint holds an edit that registers a tool returning a bare string.
    const stale = ts.createProgram([join(dir, 'server.ts')], { noEmit: true, allowJs: true });
    const edited = SERVER.replace('async () => format(2)', 'async () => "ready"');
    const parser: Linter.Parser = {
      parseForESLint(text: string, options?: Linter.ParserOptions) {
        const parsed = (tseslint.parser as unknown as FullParser).parseForESLint(text, options);
        return { ...parsed, services: { ...parsed.services, program: stale } };
      },
    } as Linter.Parser;
    expect(at(lint(dir, edited, parser))).toEqual([`4:${edited.split('\n')[3]!.indexOf('"ready"') + 1}`]);
  });
});
