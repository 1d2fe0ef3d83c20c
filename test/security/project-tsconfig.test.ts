// Security review item 3: a tsconfig given with --project cannot write to stdout (reports go there alone),
// and its parse errors are reported, naming the file, instead of silently dropped.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runMcpLint } from '../helpers/cli.js';

const temp = mkdtempSync(join(tmpdir(), 'mcp-lint-project-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function projectWith(compilerOptions: Record<string, unknown>, extra: Record<string, unknown> = {}): string {
  const dir = mkdtempSync(join(temp, 'p-'));
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify(
      {
        compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', ...compilerOptions },
        include: ['*.ts'],
        ...extra,
      },
      null,
      2,
    ),
  );
  writeFileSync(join(dir, 'helpers.ts'), 'export function label(key: string) {\n  return key + "!";\n}\n');
  writeFileSync(
    join(dir, 'server.ts'),
    [
      'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
      'import { label } from "./helpers.js";',
      'const server = new McpServer({ name: "typed", version: "1.0.0" });',
      'server.registerTool("labelled", { description: "Labels a key and returns the label" }, async () => label("k"));',
    ].join('\n'),
  );
  return dir;
}

const NOISY = {
  traceResolution: true,
  listFiles: true,
  explainFiles: true,
  diagnostics: true,
  extendedDiagnostics: true,
  listEmittedFiles: true,
  generateTrace: 'trace-out',
};

describe('--project tsconfig (security review item 3)', () => {
  it('--format json --project <tsconfig with traceResolution> prints valid JSON only (security review item 3)', async () => {
    const dir = projectWith(NOISY);
    const run = await runMcpLint(['server.ts', '--format', 'json', '--project', 'tsconfig.json'], { cwd: dir });
    expect(run.stdout).not.toContain('Resolving module');
    const results = JSON.parse(run.stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string | null }> }>;
    expect(results.map((r) => r.filePath)).toEqual([join(dir, 'server.ts')]);
    // The type checker still ran: the string-returning helper is recognised.
    expect(results[0]!.messages.map((m) => m.ruleId)).toContain('handler-returns-bare-string');
  });

  it('reports tsconfig parse errors as a finding naming the file and line (security review item 3)', async () => {
    const dir = projectWith({ target: 'ES9999', notAnOption: true });
    const run = await runMcpLint(['server.ts', '--format', 'json', '--project', 'tsconfig.json'], { cwd: dir });
    const results = JSON.parse(run.stdout) as Array<{
      filePath: string;
      messages: Array<{ message: string; line?: number; fatal?: boolean }>;
    }>;
    const tsconfig = results.find((r) => r.filePath === join(dir, 'tsconfig.json'));
    expect(tsconfig).toBeDefined();
    const messages = tsconfig!.messages.map((m) => m.message).join('\n');
    expect(messages).toMatch(/tsconfig\.json/);
    expect(messages).toMatch(/notAnOption/);
    expect(messages).toMatch(/target/);
    expect(tsconfig!.messages.every((m) => typeof m.line === 'number')).toBe(true);
    expect(run.code).toBe(1);
  });
});
