// icons-valid: icon src https or data:, sizes "WxH"/"any", SVG icons pointed out (MCP 2025-11-25 `Icon`).
import { describe, expect, it } from 'vitest';
import rule from '../../../src/rules/definition/icons-valid.js';
import toolDefinitionValid from '../../../src/rules/definition/tool-definition-valid.js';
import { runRule, testRule } from '../../helpers/rule-tester.js';

const withIcons = (...icons: unknown[]) => ({
  name: 'search',
  description: 'Searches the docs.',
  inputSchema: { type: 'object' },
  icons,
});

testRule(rule, {
  valid: [
    {
      tool: withIcons({ src: 'https://example.com/icon.png', mimeType: 'image/png', sizes: ['48x48', '96X96', 'any'] }),
    },
    { tool: withIcons({ src: 'data:image/png;base64,iVBORw0KGgo=' }) },
    { name: 'no icons', tool: { name: 'search', inputSchema: { type: 'object' } } },
    {
      name: 'shapes tool-definition-valid reports are skipped',
      tool: withIcons('x', { src: 5 }, { src: 'https://example.com/a.png', sizes: [48] }),
    },
    { name: '.svg only in the query', tool: withIcons({ src: 'https://example.com/icon.png?from=logo.svg' }) },
  ],
  invalid: [
    {
      tool: withIcons({ src: 'http://example.com/icon.png' }),
      errors: [{ messageId: 'scheme', pointer: '/icons/0/src', data: { scheme: 'http' } }],
    },
    {
      tool: withIcons({ src: 'file:///home/me/icon.png' }),
      errors: [{ messageId: 'scheme', pointer: '/icons/0/src', data: { scheme: 'file' } }],
    },
    {
      tool: withIcons({ src: 'https://example.com/a.png' }, { src: 'JavaScript:alert(1)' }),
      errors: [
        {
          messageId: 'scheme',
          pointer: '/icons/1/src',
          data: { scheme: 'javascript' },
          message: /it would run script/,
        },
      ],
    },
    {
      tool: withIcons({ src: 'icons/search.png' }),
      errors: [{ messageId: 'notUri', pointer: '/icons/0/src', data: { value: '"icons/search.png"' } }],
    },
    {
      name: 'a space no URI can hold',
      tool: withIcons({ src: 'http://exa mple.com/a.png' }),
      errors: [{ messageId: 'notUri', pointer: '/icons/0/src' }],
    },
    {
      tool: withIcons({ src: 'https://example.com/a.png', sizes: ['48x48', '48', '0x0', 'large'] }),
      errors: [
        { messageId: 'size', pointer: '/icons/0/sizes/1', data: { value: '"48"' } },
        { messageId: 'size', pointer: '/icons/0/sizes/2' },
        { messageId: 'size', pointer: '/icons/0/sizes/3' },
      ],
    },
    {
      name: 'svg by mimeType',
      tool: withIcons({ src: 'https://example.com/icon', mimeType: 'image/svg+xml' }),
      errors: [{ messageId: 'svg', pointer: '/icons/0', data: { how: 'mimeType "image/svg+xml"' } }],
    },
    {
      name: 'svg by path',
      tool: withIcons({ src: 'https://example.com/Icon.SVG#top' }),
      errors: [{ messageId: 'svg', pointer: '/icons/0', data: { how: 'a .svg src' } }],
    },
    {
      name: 'svg data: URI',
      tool: withIcons({ src: 'data:image/svg+xml;base64,PHN2Zz4=' }),
      errors: [{ messageId: 'svg', pointer: '/icons/0', data: { how: 'a data:image/svg+xml URI' } }],
    },
    {
      name: 'an http SVG gets both findings',
      tool: withIcons({ src: 'http://example.com/icon.svg' }),
      errors: [
        { messageId: 'scheme', pointer: '/icons/0/src' },
        { messageId: 'svg', pointer: '/icons/0' },
      ],
    },
  ],
});

describe('icons-valid and tool-definition-valid', () => {
  it('report a src that is no URI once, here', () => {
    const tool = withIcons({ src: 'not a uri' });
    expect(runRule(toolDefinitionValid, { tool })).toEqual([]);
    expect(runRule(rule, { tool }).map((e) => e.messageId)).toEqual(['notUri']);
  });
});
