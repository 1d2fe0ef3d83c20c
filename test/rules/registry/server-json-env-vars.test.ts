import { describe, expect, test } from 'vitest';
import { findings, lintProject, messages, PACKAGE_JSON, serverJson } from './helpers.js';

const RULE = 'server-json-env-vars';
const declaring = (...names: string[]) =>
  serverJson({ packages: [{ registryType: 'npm', identifier: '@acme/weather-mcp', version: '1.2.0', transport: { type: 'stdio' }, environmentVariables: names.map((name) => ({ name })) }] });

describe(RULE, () => {
  test('variables the source reads, by property, by string key or destructured, pass', async () => {
    const results = await lintProject({
      'server.json': declaring('WEATHER_KEY', 'UNITS', 'REGION'),
      'package.json': PACKAGE_JSON,
      'src/index.ts': 'const key = process.env.WEATHER_KEY;\nconst units = process.env["UNITS"];\nconst { REGION = "eu" } = process.env;\n',
    });
    expect(findings(results, RULE)).toEqual([]);
  });

  test('a declared variable no file reads is reported at its name', async () => {
    const results = await lintProject({ 'server.json': declaring('WEATHER_KEY', 'API_TOKEN'), 'package.json': PACKAGE_JSON, 'src/index.ts': 'export const key = process.env.WEATHER_KEY;\n' });
    expect(findings(results, RULE)).toEqual(['notRead 19:19']);
    expect(messages(results, RULE)[0]).toBe(
      'server.json declares the environment variable "API_TOKEN", but no TS/JS file of the project reads it (1 file read). Remove it, or fix the name to the one the server reads.',
    );
  });

  test('nothing is said when the source reads process.env by a computed key, or there is no source', async () => {
    const computed = await lintProject({ 'server.json': declaring('API_TOKEN'), 'package.json': PACKAGE_JSON, 'src/index.ts': 'const name = "API_" + "TOKEN";\nexport const v = process.env[name];\n' });
    expect(findings(computed, RULE)).toEqual([]);
    const none = await lintProject({ 'server.json': declaring('API_TOKEN'), 'package.json': PACKAGE_JSON });
    expect(findings(none, RULE)).toEqual([]);
  });
});
