import { describe, expect, test } from 'vitest';
import { findings, lintProject, messages, PACKAGE_JSON, serverJson } from './helpers.js';

const RULE = 'server-json-mcp-name';

describe(RULE, () => {
  test("an npm package whose package.json mcpName is server.json's name passes", async () => {
    const results = await lintProject({ 'server.json': serverJson(), 'package.json': PACKAGE_JSON });
    expect(findings(results, RULE)).toEqual([]);
  });

  test('a mismatched mcpName is reported at server.json "name", naming both', async () => {
    const results = await lintProject({
      'server.json': serverJson(),
      'package.json': { ...PACKAGE_JSON, mcpName: 'io.github.acme/weather-mcp' },
    });
    expect(findings(results, RULE)).toEqual(['mismatch 3:11']);
    expect(messages(results, RULE)[0]).toBe(
      'server.json "name" is "io.github.acme/weather", but package.json has "mcpName": "io.github.acme/weather-mcp"; the registry rejects the npm package "@acme/weather-mcp" unless they are equal. Make them the same.',
    );
  });

  test('a package.json without mcpName is reported', async () => {
    const { mcpName: _, ...withoutName } = PACKAGE_JSON;
    const results = await lintProject({ 'server.json': serverJson(), 'package.json': withoutName });
    expect(findings(results, RULE)).toEqual(['missing 3:11']);
  });

  test('an npm package that is not the package.json beside it is not judged by its mcpName (server-json-packages says so)', async () => {
    const results = await lintProject({
      'server.json': serverJson(),
      'package.json': { name: 'other', version: '1.2.0' },
    });
    expect(findings(results, RULE)).toEqual([]);
  });

  describe('PyPI: the README carries "mcp-name: <name>"', () => {
    const pypi = serverJson({
      packages: [{ registryType: 'pypi', identifier: 'Weather_MCP', version: '1.2.0', transport: { type: 'stdio' } }],
    });
    const pyproject = '[project]\nname = "weather-mcp"\nversion = "1.2.0"\n';

    test('a README with the line (in a comment) passes; the package name is matched as PyPI normalises it', async () => {
      const results = await lintProject({
        'server.json': pypi,
        'pyproject.toml': pyproject,
        'README.md': '# Weather\n\n<!-- mcp-name: io.github.acme/weather -->\n',
      });
      expect(findings(results, RULE)).toEqual([]);
    });

    test('a README without it is reported', async () => {
      const results = await lintProject({
        'server.json': pypi,
        'pyproject.toml': pyproject,
        'README.md': '# Weather\n',
      });
      expect(findings(results, RULE)).toEqual(['readmeMissing 3:11']);
      expect(messages(results, RULE)[0]).toMatch(/^README\.md has no "mcp-name: io\.github\.acme\/weather" line;/);
    });

    test('a README naming another server is reported with the name it has', async () => {
      const results = await lintProject({
        'server.json': pypi,
        'pyproject.toml': pyproject,
        'README.md': 'mcp-name: io.github.acme/old-weather\n',
      });
      expect(findings(results, RULE)).toEqual(['readmeMismatch 3:11']);
    });
  });
});
