import { describe, expect, test } from 'vitest';
import { findings, lintProject, messages, PACKAGE_JSON, serverJson } from './helpers.js';

const RULE = 'server-json-env-vars';
const declaring = (...names: string[]) =>
  serverJson({
    packages: [
      {
        registryType: 'npm',
        identifier: '@acme/weather-mcp',
        version: '1.2.0',
        transport: { type: 'stdio' },
        environmentVariables: names.map((name) => ({ name })),
      },
    ],
  });

describe(RULE, () => {
  test('variables the source reads, by property, by string key or destructured, pass', async () => {
    const results = await lintProject({
      'server.json': declaring('WEATHER_KEY', 'UNITS', 'REGION'),
      'package.json': PACKAGE_JSON,
      'src/index.ts':
        'const key = process.env.WEATHER_KEY;\nconst units = process.env["UNITS"];\nconst { REGION = "eu" } = process.env;\n',
    });
    expect(findings(results, RULE)).toEqual([]);
  });

  test('a declared variable no file reads is reported at its name', async () => {
    const results = await lintProject({
      'server.json': declaring('WEATHER_KEY', 'API_TOKEN'),
      'package.json': PACKAGE_JSON,
      'src/index.ts': 'export const key = process.env.WEATHER_KEY;\n',
    });
    expect(findings(results, RULE)).toEqual(['notRead 19:19']);
    expect(messages(results, RULE)[0]).toBe(
      'server.json declares the environment variable "API_TOKEN", but no TS/JS or Python file of the project reads it (1 file read). Remove it, or fix the name to the one the server reads.',
    );
  });

  test('nothing is said when the source reads process.env by a computed key, or there is no source', async () => {
    const computed = await lintProject({
      'server.json': declaring('API_TOKEN'),
      'package.json': PACKAGE_JSON,
      'src/index.ts': 'const name = "API_" + "TOKEN";\nexport const v = process.env[name];\n',
    });
    expect(findings(computed, RULE)).toEqual([]);
    const none = await lintProject({ 'server.json': declaring('API_TOKEN'), 'package.json': PACKAGE_JSON });
    expect(findings(none, RULE)).toEqual([]);
  });

  test('a Python project: reads through os.environ, os.getenv and an imported environ count; the others are reported', async () => {
    const results = await lintProject({
      'server.json': declaring('WEATHER_KEY', 'UNITS', 'REGION', 'DEBUG', 'API_TOKEN'),
      'pyproject.toml': '[project]\nname = "weather-mcp"\nversion = "1.2.0"\n',
      'src/weather/server.py':
        'import os\nfrom os import environ\nkey = os.environ["WEATHER_KEY"]\nunits = os.environ.get("UNITS", "metric")\nregion = os.getenv(\'REGION\')\ndebug = environ.get("DEBUG")\n',
    });
    expect(messages(results, RULE)).toEqual([
      'server.json declares the environment variable "API_TOKEN", but no TS/JS or Python file of the project reads it (1 file read). Remove it, or fix the name to the one the server reads.',
    ]);
  });

  test('a Python project that reads by a computed name, hands os.environ on, or uses pydantic-settings proves nothing', async () => {
    for (const code of [
      'import os\nname = "API_" + "TOKEN"\nv = os.environ[name]\n',
      'import os, subprocess\nsubprocess.run(["x"], env=os.environ)\n',
      'from pydantic_settings import BaseSettings\nclass Settings(BaseSettings):\n    api_token: str\n',
    ]) {
      const results = await lintProject({
        'server.json': declaring('API_TOKEN'),
        'pyproject.toml': '[project]\nname = "weather-mcp"\nversion = "1.2.0"\n',
        'src/server.py': code,
      });
      expect(findings(results, RULE), code).toEqual([]);
    }
  });
});
