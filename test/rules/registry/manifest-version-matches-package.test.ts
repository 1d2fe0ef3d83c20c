import { describe, expect, test } from 'vitest';
import { findings, lintProject, MCPB_MANIFEST, messages, PACKAGE_JSON, serverJson } from './helpers.js';

const RULE = 'manifest-version-matches-package';

const MCPB = MCPB_MANIFEST;

describe(RULE, () => {
  test('equal versions pass', async () => {
    const results = await lintProject({ 'server.json': serverJson(), 'package.json': PACKAGE_JSON });
    expect(findings(results, RULE)).toEqual([]);
  });

  test('server.json "version" and the package version are each reported at their line when package.json is newer', async () => {
    const results = await lintProject({
      'server.json': serverJson(),
      'package.json': { ...PACKAGE_JSON, version: '1.3.0' },
    });
    expect(findings(results, RULE)).toEqual(['serverVersion 5:14', 'packageVersion 10:18']);
    expect(messages(results, RULE)).toEqual([
      'server.json "version" is "1.2.0", but package.json says "1.3.0". Publish server.json with the version of the package it describes.',
      'The npm package "@acme/weather-mcp" is listed at version "1.2.0", but package.json says "1.3.0"; clients would install another release than this one. Make them equal.',
    ]);
  });

  test('pyproject.toml is the version of a PyPI package', async () => {
    const pypi = serverJson({
      packages: [{ registryType: 'pypi', identifier: 'weather-mcp', version: '1.2.0', transport: { type: 'stdio' } }],
    });
    const results = await lintProject({
      'server.json': pypi,
      'pyproject.toml': '[project]\nname = "weather-mcp"\nversion = "2.0.0"\n',
    });
    expect(findings(results, RULE)).toEqual(['serverVersion 5:14', 'packageVersion 10:18']);
  });

  test('pyproject.toml is read as TOML: dotted keys count, a version computed at build time or a file that is not TOML is unknown', async () => {
    const pypi = serverJson({
      packages: [{ registryType: 'pypi', identifier: 'weather-mcp', version: '1.2.0', transport: { type: 'stdio' } }],
    });
    const dotted = await lintProject({
      'server.json': pypi,
      'pyproject.toml': 'project.name = "weather-mcp"\nproject.version = "2.0.0"\n',
    });
    expect(findings(dotted, RULE)).toEqual(['serverVersion 5:14', 'packageVersion 10:18']);
    const dynamic = await lintProject({
      'server.json': pypi,
      'pyproject.toml': '[project]\nname = "weather-mcp"\ndynamic = ["version"]\n',
    });
    expect(findings(dynamic, RULE)).toEqual([]);
    const broken = await lintProject({
      'server.json': pypi,
      'pyproject.toml': '[project]\nname = "weather-mcp"\nversion = "2.0.0"\nversion = "3.0.0"\n',
    });
    expect(findings(broken, RULE)).toEqual([]);
  });

  test("an MCP bundle's manifest.json version is compared with package.json", async () => {
    const ok = await lintProject({ 'manifest.json': MCPB, 'package.json': PACKAGE_JSON });
    expect(findings(ok, RULE, 'manifest.json')).toEqual([]);
    const stale = await lintProject({ 'manifest.json': { ...MCPB, version: '1.0.0' }, 'package.json': PACKAGE_JSON });
    expect(findings(stale, RULE, 'manifest.json')).toEqual(['bundleVersion 4:14']);
  });
});
