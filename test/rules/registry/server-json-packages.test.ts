import { describe, expect, test } from 'vitest';
import { findings, lintProject, PACKAGE_JSON, serverJson } from './helpers.js';

const RULE = 'server-json-packages';
const pkg = (extra: Record<string, unknown>) => [
  { registryType: 'npm', identifier: '@acme/weather-mcp', version: '1.2.0', transport: { type: 'stdio' }, ...extra },
];

describe(RULE, () => {
  test('the npm package of the project with a stdio transport passes', async () => {
    const results = await lintProject({ 'server.json': serverJson(), 'package.json': PACKAGE_JSON });
    expect(findings(results, RULE)).toEqual([]);
  });

  test('nothing to install or connect to', async () => {
    const { packages: _, ...bare } = serverJson();
    expect(findings(await lintProject({ 'server.json': bare }), RULE)).toEqual(['nothingToInstall 1:1']);
  });

  test('an npm package that is not the package.json beside it', async () => {
    const results = await lintProject({
      'server.json': serverJson(),
      'package.json': { ...PACKAGE_JSON, name: '@acme/forecast' },
    });
    expect(findings(results, RULE)).toEqual(['notThisPackage 9:21']);
  });

  test('a version range, another registry, runtimeArguments without a hint, a stdio url, sse', async () => {
    const packages = pkg({
      version: '^1.2.0',
      registryBaseUrl: 'https://npm.example.com',
      runtimeArguments: [{ type: 'named', name: '--x' }],
      transport: { type: 'stdio', url: 'http://localhost:1' },
    });
    packages.push({
      registryType: 'oci',
      identifier: 'ghcr.io/acme/weather:1.2.0',
      transport: { type: 'sse', url: 'http://localhost:8080/sse' },
    } as never);
    const results = await lintProject({ 'server.json': serverJson({ packages }) });
    expect(findings(results, RULE).map((f) => f.split(' ')[0])).toEqual([
      'versionRange',
      'stdioWithUrl',
      'baseUrl',
      'runtimeHint',
      'sse',
    ]);
  });

  test('a remote on this machine or over plain http; a public https remote and a URL template pass', async () => {
    const remotes = [
      { type: 'streamable-http', url: 'http://localhost:3000/mcp' },
      { type: 'streamable-http', url: 'http://weather.example.com/mcp' },
      { type: 'streamable-http', url: 'https://weather.example.com/mcp' },
      { type: 'streamable-http', url: 'https://{tenant}.example.com/mcp', variables: { tenant: { isRequired: true } } },
    ];
    const results = await lintProject({ 'server.json': serverJson({ remotes }) });
    expect(findings(results, RULE)).toEqual(['localRemote 19:14', 'localRemote 23:14']);
  });
});
