// Which bundled zod replays `import { z } from "zod"`: the project's zod generation, read as data — the installed
// node_modules/zod/package.json, else the range the project's package.json asks for. SDK 1.x converts a zod 3 raw
// shape with `additionalProperties: false` and a zod 4 one without (docs/mcp-tools.md), so the schema tells which ran.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { SDK, loadFixtures } from './helpers.js';
import type { JsonObject } from '../../../src/core/json-value.js';

const temp = mkdtempSync(join(tmpdir(), 'mcp-lint-zod-flavour-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const SERVER = `${SDK}server.registerTool("find", { description: "Finds a file by name", inputSchema: { name: z.string() } }, async () => ({ content: [] }));\n`;

let projects = 0;
/** A project whose package.json asks for zod `declared`, with `installed` (a version) in node_modules when given. */
function project(declared: string, installed?: string): string {
  const dir = join(temp, `project-${++projects}`);
  mkdirSync(dir);
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'finder', dependencies: { '@modelcontextprotocol/sdk': '^1.32.0', zod: declared } }),
  );
  writeFileSync(join(dir, 'server.ts'), SERVER);
  if (installed) {
    mkdirSync(join(dir, 'node_modules', 'zod'), { recursive: true });
    writeFileSync(
      join(dir, 'node_modules', 'zod', 'package.json'),
      JSON.stringify({ name: 'zod', version: installed }),
    );
  }
  return dir;
}

async function additionalProperties(dir: string): Promise<unknown> {
  const [source] = await loadFixtures(['server.ts'], { cwd: dir });
  return ((source!.tools[0]!.definition as JsonObject).inputSchema as { additionalProperties?: unknown })
    .additionalProperties;
}

describe('the zod generation of a project, read from its package.json files', () => {
  test('a checkout not installed yet: the range its package.json asks for decides', async () => {
    expect(await additionalProperties(project('^3.23.8'))).toBe(false);
    expect(await additionalProperties(project('~3.22.4'))).toBe(false);
    expect(await additionalProperties(project('^4.1.0'))).toBeUndefined();
  });

  test('an installed zod decides over the range', async () => {
    expect(await additionalProperties(project('^4.1.0', '3.25.76'))).toBe(false);
    expect(await additionalProperties(project('^3.23.8', '4.6.7'))).toBeUndefined();
  });

  test('a FIFO in place of node_modules/zod/package.json is not waited on: the range decides', async () => {
    const dir = project('^3.23.8');
    mkdirSync(join(dir, 'node_modules', 'zod'), { recursive: true });
    const fifo = spawnSync('mkfifo', [join(dir, 'node_modules', 'zod', 'package.json')]);
    expect(fifo.status).toBe(0);
    expect(await additionalProperties(dir)).toBe(false);
  });
});
