import { describe, expect, it } from 'vitest';
import { callToolResultIssues, validateCallToolResult, validateTool } from '../../src/spec/mcp-validators.js';

const text = { type: 'text', text: 'hi' };

describe('validateCallToolResult', () => {
  it('accepts every content block type in 2025-11-25', () => {
    const result = {
      content: [
        text,
        {
          type: 'image',
          data: 'iVBORw0KGgo=',
          mimeType: 'image/png',
          annotations: { audience: ['user'], priority: 0.5 },
        },
        { type: 'audio', data: 'UklGRg==', mimeType: 'audio/wav' },
        { type: 'resource_link', uri: 'file:///tmp/a.txt', name: 'a.txt', mimeType: 'text/plain' },
        { type: 'resource', resource: { uri: 'file:///tmp/a.txt', text: 'hello' } },
        { type: 'resource', resource: { uri: 'file:///tmp/a.bin', blob: 'AAEC' } },
      ],
      structuredContent: { ok: true },
      isError: false,
      _meta: {},
    };
    expect(validateCallToolResult('2025-11-25', result)).toEqual([]);
  });

  it('requires content, and resultType in 2026-07-28', () => {
    expect(validateCallToolResult('2025-11-25', {}).map((e) => e.params.missingProperty)).toEqual(['content']);
    expect(validateCallToolResult('2026-07-28', { content: [] }).map((e) => e.params.missingProperty)).toEqual([
      'resultType',
    ]);
    expect(validateCallToolResult('2026-07-28', { content: [], resultType: 'complete' })).toEqual([]);
  });

  it('lets structuredContent be any JSON value only in 2026-07-28', () => {
    expect(validateCallToolResult('2025-11-25', { content: [], structuredContent: [1, 2] })[0]).toMatchObject({
      instancePath: '/structuredContent',
      keyword: 'type',
    });
    expect(
      validateCallToolResult('2026-07-28', { content: [], structuredContent: [1, 2], resultType: 'complete' }),
    ).toEqual([]);
  });

  it('points into the result with instancePath', () => {
    const errors = validateCallToolResult('2025-11-25', {
      content: [text, { type: 'image', data: 'x' }, { type: 'markdown' }],
      isError: 'no',
    });
    expect(errors.map((e) => `${e.instancePath} ${e.keyword}`)).toEqual(
      expect.arrayContaining(['/content/1 required', '/content/2/type enum', '/isError type']),
    );
  });

  it('says it in sentences for live probes', () => {
    const issues = callToolResultIssues('2025-11-25', {
      content: [
        { type: 'text', text: 42 },
        { type: 'image', data: 'AAAA' },
      ],
    });
    expect(issues).toEqual([
      { pointer: '/content/0/text', message: 'result.content[0].text must be a string, got 42' },
      { pointer: '/content/1/mimeType', message: 'result.content[1] has no "mimeType", which is required' },
    ]);
    expect(callToolResultIssues('2025-11-25', 'hello')).toEqual([
      { pointer: '', message: 'result must be an object, got "hello"' },
    ]);
  });

  it('copes with a deeply nested structuredContent', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 20_000; i++) deep = { a: deep };
    expect(validateCallToolResult('2025-11-25', { content: [], structuredContent: deep })).toEqual([]);
  });
});

describe('validateTool', () => {
  const tool = { name: 'x', inputSchema: { type: 'object' } };
  it('knows which fields each spec version has', () => {
    expect(validateTool('2025-11-25', { ...tool, execution: { taskSupport: 'never' } })).toHaveLength(1);
    expect(validateTool('2026-07-28', { ...tool, execution: { taskSupport: 'never' } })).toEqual([]);
    expect(validateTool('2025-11-25', { ...tool, outputSchema: { type: 'array' } })).not.toEqual([]);
    expect(validateTool('2026-07-28', { ...tool, outputSchema: { type: 'array' } })).toEqual([]);
  });
  it('checks icon URIs without fetching them', () => {
    expect(
      validateTool('2025-11-25', {
        ...tool,
        icons: [{ src: 'data:image/svg+xml;base64,PHN2Zz4=' }, { src: 'https://example.com/i.png' }],
      }),
    ).toEqual([]);
    expect(validateTool('2025-11-25', { ...tool, icons: [{ src: 'icon.png' }] })[0]).toMatchObject({
      instancePath: '/icons/0/src',
      keyword: 'format',
    });
  });
});
