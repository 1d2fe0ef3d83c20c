import { describe, expect, test } from 'vitest';
import { findings, lintProject, MCPB_MANIFEST, messages } from './helpers.js';

const RULE = 'mcpb-manifest-valid';
const MANIFEST = MCPB_MANIFEST;

describe(RULE, () => {
  test('a valid manifest passes under each manifest version, and the older dxt_version is read too', async () => {
    for (const version of ['0.1', '0.2', '0.3']) {
      const results = await lintProject({ 'manifest.json': { ...MANIFEST, manifest_version: version } });
      expect(findings(results, RULE, 'manifest.json'), version).toEqual([]);
    }
    const { manifest_version: _, ...legacy } = MANIFEST;
    const dxt = await lintProject({ 'manifest.json': { dxt_version: '0.1', ...legacy } });
    expect(findings(dxt, RULE, 'manifest.json')).toEqual([]);
  });

  test('a missing required key and a wrong type are reported at their lines', async () => {
    const { author: _, ...noAuthor } = MANIFEST;
    const results = await lintProject({
      'manifest.json': { ...noAuthor, server: { ...MANIFEST.server, type: 'ruby' } },
    });
    expect(findings(results, RULE, 'manifest.json')).toEqual(['invalid 1:1', 'invalid 7:13']);
    expect(messages(results, RULE, 'manifest.json')[0]).toBe(
      'The file has no "author", which is required (MCP bundle manifest 0.3).',
    );
  });

  test('an unknown manifest version is reported at its line', async () => {
    const results = await lintProject({ 'manifest.json': { ...MANIFEST, manifest_version: '9.9' } });
    expect(findings(results, RULE, 'manifest.json')).toEqual(['unknownVersion 2:23']);
  });

  test("a manifest.json that is not an MCP bundle's (a browser extension) is not read as one", async () => {
    const results = await lintProject({
      'manifest.json': { manifest_version: 3, name: 'ext' },
      'x.json': { tools: [] },
    });
    expect(results.map((r) => r.source)).not.toContain('manifest.json');
  });
});
