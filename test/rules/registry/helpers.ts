// A project on disk (server.json or manifest.json beside its package.json, README, source) linted through the library
// API, as `mcp-lint <dir>` would: the registry rules see the manifest with the project the loader read beside it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { lint } from '../../../src/api/lint.js';
import type { LintOptions } from '../../../src/core/options.js';
import type { Diagnostic, LintResult } from '../../../src/core/types.js';
import { tempDir } from '../../helpers/temp.js';

export const LATEST_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json';

export function writeProject(files: Record<string, string | object>): string {
  const dir = tempDir('mcp-lint-registry-');
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content, null, 2) + '\n');
  }
  return dir;
}

export async function lintProject(files: Record<string, string | object>, inputs = ['.']): Promise<LintResult[]> {
  const dir = writeProject(files);
  const options: LintOptions = {
    cwd: dir,
    ruleOverrides: [],
    ignorePatterns: [],
    source: {},
    cache: {},
    warn: () => {},
  };
  return (await lint(inputs, options)).results;
}

/** `messageId line:column` of one rule's findings on one file. */
export function findings(results: LintResult[], ruleId: string, source = 'server.json'): string[] {
  const result = results.find((r) => r.source === source);
  if (!result) throw new Error(`no result for ${source}: ${results.map((r) => r.source).join(', ')}`);
  return result.diagnostics
    .filter((d: Diagnostic) => d.ruleId === ruleId)
    .map((d) => `${d.messageId} ${d.range?.start.line}:${d.range?.start.column}`);
}

export function messages(results: LintResult[], ruleId: string, source = 'server.json'): string[] {
  return results
    .find((r) => r.source === source)!
    .diagnostics.filter((d) => d.ruleId === ruleId)
    .map((d) => d.message);
}

/** A server.json that passes every registry rule beside the package.json of PACKAGE_JSON. */
export function serverJson(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    $schema: LATEST_SCHEMA,
    name: 'io.github.acme/weather',
    description: 'Weather forecasts for a city',
    version: '1.2.0',
    packages: [
      { registryType: 'npm', identifier: '@acme/weather-mcp', version: '1.2.0', transport: { type: 'stdio' } },
    ],
    ...extra,
  };
}

export const PACKAGE_JSON = { name: '@acme/weather-mcp', version: '1.2.0', mcpName: 'io.github.acme/weather' };

/** An MCP bundle manifest (0.3) that passes every registry rule beside PACKAGE_JSON. */
export const MCPB_MANIFEST = {
  manifest_version: '0.3',
  name: 'weather',
  version: '1.2.0',
  description: 'Weather forecasts',
  author: { name: 'Acme' },
  server: {
    type: 'node',
    entry_point: 'dist/index.js',
    mcp_config: { command: 'node', args: ['${__dirname}/dist/index.js'] },
  },
};
