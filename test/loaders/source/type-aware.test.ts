// --project: the type checker classifies returns that syntax alone cannot (values from other modules, inferred types).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { cleanScratch, lintFiles, scratchDir, summary } from './helpers.js';
import { writeStrictTsconfig } from '../../helpers/tsconfig.js';

afterAll(cleanScratch);

function project(): string {
  const dir = scratchDir();
  writeStrictTsconfig(dir, ['*.ts']);
  writeFileSync(
    join(dir, 'format.ts'),
    [
      'export function format(value: number) {',
      '  return value.toFixed(2) + " units";',
      '}',
      'export async function lookup(key: string) {',
      '  return { content: [{ type: "text" as const, text: key }] };',
      '}',
      'export const label = (key: string) => (key.length > 3 ? key : `${key}!`);',
    ].join('\n'),
  );
  writeFileSync(
    join(dir, 'server.ts'),
    [
      'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
      'import { format, lookup, label } from "./format.js";',
      'const server = new McpServer({ name: "typed", version: "1.0.0" });',
      'server.registerTool("formatted", { description: "Formats a number with its unit" }, async () => format(2));',
      'server.registerTool("looked-up", { description: "Looks a key up and returns a result" }, async () => lookup("k"));',
      'server.registerTool("labelled", { description: "Labels a key and returns the label" }, async () => {',
      '  const text = label("key");',
      '  return text;',
      '});',
    ].join('\n'),
  );
  return dir;
}

const IDS = ['handler-returns-bare-string', 'handler-returns-result'];

describe('--project', () => {
  test('without a project, returns whose type syntax cannot prove are left alone', async () => {
    const dir = project();
    const [result] = await lintFiles(['server.ts'], { cwd: dir });
    expect(summary(result!.diagnostics, IDS)).toEqual([]);
  });

  test('with a project, the checker finds string-typed returns and accepts result-typed ones', async () => {
    const dir = project();
    const [result] = await lintFiles(['server.ts'], { cwd: dir, project: 'tsconfig.json' });
    expect(summary(result!.diagnostics, IDS)).toEqual([
      'handler-returns-bare-string formatted 4:97',
      'handler-returns-bare-string labelled 8:10',
    ]);
  });

  test('an unreadable tsconfig is a clear finding, not a crash', async () => {
    const dir = project();
    const results = await lintFiles(['server.ts'], { cwd: dir, project: 'missing.json' });
    const fatal = results.flatMap((r) => r.diagnostics).filter((d) => d.fatal);
    expect(fatal).toHaveLength(1);
    expect(fatal[0]!.message).toMatch(/Cannot read --project .*missing\.json/);
  });
});
