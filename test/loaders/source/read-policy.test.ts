// The source loader's read policy (SourceLoadOptions.mayRead, what `serve` confines a run with): a module it refuses
// is unresolved, as a missing one is, and never read; imports it allows are followed as before.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSourceFiles } from '../../../src/loaders/source/index.js';
import { cleanScratch, scratchDir, SDK } from './helpers.js';

afterAll(cleanScratch);

function project(): { root: string; server: string } {
  const dir = scratchDir();
  const root = join(dir, 'root');
  mkdirSync(root);
  writeFileSync(join(dir, 'outside.ts'), "export const NAME = 'outside_name';\n");
  writeFileSync(join(root, 'inside.ts'), "export const OTHER = 'inside_name';\n");
  const server = join(root, 'server.ts');
  writeFileSync(
    server,
    SDK +
      "import { NAME } from '../outside';\nimport { OTHER } from './inside';\n" +
      "server.registerTool(NAME, { description: 'Looks up one order by its id.' }, async () => ({ content: [] }));\n" +
      "server.registerTool(OTHER, { description: 'Looks up one order by its id.' }, async () => ({ content: [] }));\n",
  );
  return { root, server };
}

const names = (tools: Array<{ definition: unknown }>) =>
  tools.map((tool) => (tool.definition as { name?: string }).name);

describe('source loader read policy', () => {
  it('follows every local import without a policy', async () => {
    const { root, server } = project();
    const [loaded] = await loadSourceFiles([server], { cwd: root });
    expect(names(loaded!.tools)).toEqual(['outside_name', 'inside_name']);
  });

  it('treats a module the policy refuses as unresolved, and never reads it', async () => {
    const { root, server } = project();
    const asked: string[] = [];
    const mayRead = (path: string) => {
      asked.push(path);
      return path.startsWith(root + '/');
    };
    const [loaded] = await loadSourceFiles([server], { cwd: root, mayRead });
    expect(names(loaded!.tools)).toEqual(['inside_name']);
    expect(loaded!.sourceFacts?.unresolved.map((u) => u.what).join('\n')).toContain(
      '`NAME`, imported from "../outside"',
    );
    expect(JSON.stringify(loaded)).not.toContain('outside_name');
    expect(asked).toContain(join(root, '..', 'outside.ts'));
  });
});

describe('source loader read policy: the Program that resolves names', () => {
  it('holds only the linted files and the project files their relative imports reach: no reference, type or package is read', async () => {
    const dir = scratchDir();
    mkdirSync(join(dir, 'node_modules', 'helper'), { recursive: true });
    writeFileSync(join(dir, 'node_modules', 'helper', 'index.js'), "export const NAME = 'package_name';\n");
    writeFileSync(join(dir, 'node_modules', 'helper', 'package.json'), '{"name":"helper","main":"index.js"}');
    writeFileSync(join(dir, 'referenced.ts'), "const NAME = 'referenced_name';\n");
    writeFileSync(join(dir, 'tools.ts'), "export const OTHER = 'imported_name';\n");
    const server = join(dir, 'server.ts');
    writeFileSync(
      server,
      '/// <reference path="./referenced.ts" />\n/// <reference types="helper" />\n' +
        SDK +
        "import { NAME } from 'helper';\nimport { OTHER } from './tools.js';\n" +
        "server.registerTool(NAME, { description: 'Looks up one order by its id.' }, async () => ({ content: [] }));\n" +
        "server.registerTool(OTHER, { description: 'Looks up one order by its id.' }, async () => ({ content: [] }));\n",
    );
    const asked: string[] = [];
    const [loaded] = await loadSourceFiles([server], { cwd: dir, mayRead: (path) => (asked.push(path), true) });
    expect(names(loaded!.tools)).toEqual(['imported_name']);
    expect(JSON.stringify(loaded)).not.toMatch(/package_name|referenced_name/);
    expect(asked).toContain(join(dir, 'tools.ts'));
    expect(asked.filter((path) => path.includes('referenced') || path.endsWith('.js'))).toEqual([]);
  });
});

describe('source loader read policy: the stdio entries above a module', () => {
  it('looks for them only in folders and files the policy allows', async () => {
    const dir = scratchDir();
    const root = join(dir, 'src');
    mkdirSync(join(root, 'tools'), { recursive: true });
    writeFileSync(join(dir, 'package.json'), '{"name":"weather"}');
    // An entry outside the allowed root that loads the tool file: it starts stdio, but the run may not read it.
    writeFileSync(
      join(dir, 'index.ts'),
      'import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";\nimport "./src/tools/log.js";\nawait server.connect(new StdioServerTransport());\n',
    );
    const tool = join(root, 'tools', 'log.ts');
    writeFileSync(tool, 'console.log("loaded");\n');
    const asked: string[] = [];
    const mayRead = (path: string) => {
      asked.push(path);
      return path === root || path.startsWith(root + '/');
    };
    const [confined] = await loadSourceFiles([tool], { cwd: root, mayRead });
    expect(confined!.sourceFacts?.stdio).toBeUndefined();
    expect(asked).toContain(dir);
    expect(asked).not.toContain(join(dir, 'index.ts'));
    const [free] = await loadSourceFiles([tool], { cwd: root });
    expect(free!.sourceFacts?.stdio?.writes.map((w) => w.via)).toEqual([
      { entry: join(dir, 'index.ts'), transportLine: 3 },
    ]);
  });
});
