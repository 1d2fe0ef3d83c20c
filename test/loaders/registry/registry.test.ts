// server.json and an MCP bundle's manifest.json as an input kind: found by name in a walk and when named, parsed with
// positions, and handed back to the JSON loader when the file of that name is not a publishing manifest.
import { describe, expect, test } from 'vitest';
import { runMcpLint } from '../../helpers/cli.js';
import { lintProject, PACKAGE_JSON, serverJson, writeProject } from '../../rules/registry/helpers.js';

const TOOL = {
  name: 'get_weather',
  description: 'Returns the weather for a city.',
  inputSchema: { type: 'object', properties: {} },
};

describe('registry inputs', () => {
  test('a directory walk finds server.json and manifest.json, each a registry result with no tools', async () => {
    const results = await lintProject({
      'server.json': serverJson(),
      'package.json': PACKAGE_JSON,
      'bundle/manifest.json': {
        manifest_version: '0.3',
        name: 'w',
        version: '1.2.0',
        description: 'W',
        author: { name: 'A' },
        server: { type: 'node', entry_point: 'i.js', mcp_config: { command: 'node' } },
      },
    });
    expect(results.map((r) => [r.source, r.kind, r.toolCount, r.diagnostics.length])).toEqual([
      ['bundle/manifest.json', 'registry', 0, 0],
      ['server.json', 'registry', 0, 0],
    ]);
  });

  test('a tools/list capture saved as server.json is still linted as tools', async () => {
    const results = await lintProject({ 'server.json': { tools: [TOOL] } });
    expect(results.map((r) => [r.source, r.kind, r.toolCount])).toEqual([['server.json', 'json', 1]]);
  });

  test('a syntax error in server.json is a fatal finding at its line', async () => {
    const results = await lintProject({ 'server.json': '{\n  "name": "io.github.a/b",\n  "version": 1.0.0\n}\n' });
    const [fatal] = results[0]!.diagnostics;
    expect([results[0]!.kind, fatal!.fatal, fatal!.range?.start.line]).toEqual(['registry', true, 3]);
  });

  test('the CLI names the file and line of a finding and exits 1; a clean project exits 0', async () => {
    const bad = writeProject({
      'server.json': serverJson(),
      'package.json': { ...PACKAGE_JSON, mcpName: 'io.github.acme/other' },
    });
    const run = await runMcpLint(['server.json', '--format', 'github'], { cwd: bad });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      '::error file=server.json,line=3,col=11,endLine=3,endColumn=35,title=server-json-mcp-name::server.json "name" is "io.github.acme/weather", but package.json has "mcpName": "io.github.acme/other"',
    );
    const good = writeProject({ 'server.json': serverJson(), 'package.json': PACKAGE_JSON });
    const clean = await runMcpLint(['.'], { cwd: good });
    expect([clean.code, clean.stderr]).toEqual([0, '']);
  });
});
