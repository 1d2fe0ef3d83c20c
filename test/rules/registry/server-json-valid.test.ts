import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { REPO_ROOT } from '../../helpers/cli.js';
import { findings, lintProject, messages, serverJson } from './helpers.js';

const RULE = 'server-json-valid';
const EXAMPLES = join(REPO_ROOT, 'test', 'fixtures', 'registry', 'examples');
const example = (kind: string, name: string) => readFileSync(join(EXAMPLES, kind, name), 'utf8');

describe(`${RULE}: the registry's own examples`, () => {
  for (const name of readdirSync(join(EXAMPLES, 'valid'))) {
    test(`valid/${name} passes the schema it names`, async () => {
      const results = await lintProject({ 'server.json': example('valid', name) });
      expect(findings(results, RULE)).toEqual([]);
    });
  }

  // The invalid examples name no $schema (the registry checks them against its draft): mcp-lint says so and checks
  // them against the latest released schema, which rejects each at the line of its mistake.
  const expected: Record<string, string[]> = {
    'bad-name-pattern.json': ['noSchema 1:1', 'invalid 2:11'],
    'description-too-long.json': ['noSchema 1:1', 'invalid 3:18'],
    'missing-name.json': ['noSchema 1:1', 'invalid 1:1'],
    'package-version-latest.json': ['noSchema 1:1', 'invalid 9:18'],
    'positional-argument-missing-value.json': ['noSchema 1:1', 'invalid 12:9'],
  };
  for (const name of readdirSync(join(EXAMPLES, 'invalid'))) {
    test(`invalid/${name} fails it, at its line`, async () => {
      const results = await lintProject({ 'server.json': example('invalid', name) });
      expect(findings(results, RULE)).toEqual(expected[name]);
    });
  }

  test('the messages say what is wrong and under which schema version', async () => {
    const results = await lintProject({ 'server.json': example('invalid', 'missing-name.json') });
    expect(messages(results, RULE)).toEqual([
      'server.json has no "$schema"; the registry reads it to know the format. Add "$schema": "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json" (checked against 2025-12-11 here).',
      'The file has no "name", which is required (server.json schema 2025-12-11).',
    ]);
  });
});

describe(`${RULE}: the version $schema names`, () => {
  test('each file is checked against its own version: camelCase keys fail 2025-07-09, snake_case keys fail 2025-09-16', async () => {
    const old = 'https://static.modelcontextprotocol.io/schemas/2025-07-09/server.schema.json';
    const camel = serverJson({ $schema: old });
    const v0709 = await lintProject({ 'server.json': camel });
    // 2025-07-09 wants registry_name/name/version packages (snake_case): the camelCase package fails it.
    expect(findings(v0709, RULE).length).toBeGreaterThan(0);
    const current = await lintProject({ 'server.json': serverJson() });
    expect(findings(current, RULE)).toEqual([]);
  });

  test('an unknown $schema is reported at its line, naming the versions mcp-lint knows, and nothing else is guessed', async () => {
    const results = await lintProject({
      'server.json':
        '{\n  "$schema": "https://static.modelcontextprotocol.io/schemas/2031-01-01/server.schema.json",\n  "name": 5\n}\n',
    });
    expect(findings(results, RULE)).toEqual(['unknownSchema 2:14']);
    expect(messages(results, RULE)[0]).toBe(
      '"$schema" is "https://static.modelcontextprotocol.io/schemas/2031-01-01/server.schema.json", not a released server.json schema mcp-lint knows (2025-07-09, 2025-09-16, 2025-09-29, 2025-10-11, 2025-10-17, 2025-12-11); the file was not checked against a schema. Use a released one, such as "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json".',
    );
  });

  test('every released version is bundled and accepts a file written for it', async () => {
    for (const version of ['2025-09-29', '2025-10-11', '2025-10-17', '2025-12-11']) {
      const results = await lintProject({
        'server.json': serverJson({
          $schema: `https://static.modelcontextprotocol.io/schemas/${version}/server.schema.json`,
        }),
      });
      expect(findings(results, RULE), version).toEqual([]);
    }
  });
});
