import rule from '../../../src/rules/definition/invisible-characters.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (extra: Record<string, unknown>) => ({
  name: 'read_file',
  description: 'Reads a file.',
  inputSchema: { type: 'object' },
  ...extra,
});

testRule(rule, {
  valid: [
    { tool: tool({}) },
    { name: 'a byte order mark at the start', tool: tool({ description: '\uFEFFReads a file.' }) },
    { name: 'emoji ZWJ sequences', tool: tool({ description: 'Team 👩‍💻 and 🏳️‍🌈.' }) },
    { name: 'ZWNJ in Persian', tool: tool({ description: 'می‌خواند: reads a file.' }) },
    { name: 'a soft hyphen inside a word', tool: tool({ description: 'Reads an extra\u00ADordinarily long file.' }) },
    { name: 'direction marks in Hebrew text', tool: tool({ description: 'קורא קובץ\u200F (reads a file).' }) },
    { name: "names are hidden-text's concern", tool: tool({ name: 'read\u200Bfile' }) },
  ],
  invalid: [
    {
      name: 'a zero-width space in a description, shown with its code point',
      tool: tool({ description: 'Reads a file.\u200B Then stop.' }),
      errors: [
        {
          messageId: 'invisible',
          pointer: '/description',
          data: { what: 'description', codePoints: 'U+200B' },
          message: /"Reads a file\.<U\+200B> Then stop\."/,
        },
      ],
    },
    {
      name: 'a word split by zero-width characters, in a parameter default and an example',
      tool: tool({
        inputSchema: {
          type: 'object',
          properties: { q: { type: 'string', default: 'ig\u200Cnore', examples: ['x\u2060y'] } },
        },
      }),
      errors: [
        {
          messageId: 'invisible',
          pointer: '/inputSchema/properties/q/default',
          data: { what: 'value', codePoints: 'U+200C' },
        },
        { messageId: 'invisible', pointer: '/inputSchema/properties/q/examples/0', data: { codePoints: 'U+2060' } },
      ],
    },
    {
      name: 'a BOM in the middle and a left-to-right mark in Latin text',
      tool: tool({ title: 'Read\uFEFF file\u200E' }),
      errors: [{ messageId: 'invisible', pointer: '/title', data: { what: 'title', codePoints: 'U+FEFF U+200E' } }],
    },
  ],
});
