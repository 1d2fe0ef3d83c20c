// The built validators are plain ESM that Node loads without Ajv's compiler: no require(), no compile at run time.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/cli.js';

const generated = join(REPO_ROOT, 'dist', 'spec', 'generated');

describe('dist/spec/generated', () => {
  it('exists (run `npm run build` first)', () => {
    expect(existsSync(generated), generated).toBe(true);
  });

  it('holds one validator per dialect and spec version, those of the cache and config files and the publishing manifests, with no require()', () => {
    const files = readdirSync(generated)
      .filter((f) => f.endsWith('.js'))
      .sort();
    expect(files).toEqual([
      'cache-file.js',
      'config-files.js',
      'mcp-2025-11-25.js',
      'mcp-2026-07-28.js',
      'meta-2019-09.js',
      'meta-2020-12.js',
      'meta-draft-07.js',
      'registry-versions.js',
      'registry.js',
    ]);
    for (const file of files) expect(readFileSync(join(generated, file), 'utf8')).not.toMatch(/\brequire\(/);
  });

  it("runs in plain Node without loading Ajv's compiler", () => {
    const script = `
      import { validateTool, validateCallToolResult } from './dist/spec/mcp-validators.js';
      import { metaValidate } from './dist/spec/dialects.js';
      import { createRequire } from 'node:module';
      const out = {
        tool: validateTool('2025-11-25', { name: 'x', inputSchema: { type: 'object' }, annotations: { readOnlyHint: 'yes' } }).map((e) => e.instancePath),
        result: validateCallToolResult('2026-07-28', { content: [] }).map((e) => e.params.missingProperty),
        meta: ['2020-12', '2019-09', 'draft-07'].map((d) => metaValidate(d, { type: 'strin' }).length > 0),
        ajvRuntimeLoaded: Object.keys(createRequire(import.meta.url).cache).some((p) => /ajv[\\\\/]dist[\\\\/]runtime[\\\\/]equal/.test(p)),
        ajvCompilerLoaded: Object.keys(createRequire(import.meta.url).cache).some((p) => /ajv[\\\\/]dist[\\\\/](core|ajv|2020|compile)/.test(p)),
      };
      console.log(JSON.stringify(out));
    `;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({
      tool: ['/annotations/readOnlyHint'],
      result: ['resultType'],
      meta: [true, true, true],
      ajvRuntimeLoaded: true,
      ajvCompilerLoaded: false,
    });
  });
});
