import rule from '../../../src/rules/definition/annotations-present.js';
import { testRule } from '../../helpers/rule-tester.js';

const python = {
  kind: 'live' as const,
  source: 'stdio:python server.py',
  language: { name: 'python' as const, typeHintSchemas: true },
};

const tool = (extra: Record<string, unknown> = {}) => ({
  name: 'read_file',
  description: 'Reads a file.',
  inputSchema: { type: 'object' },
  ...extra,
});

testRule(rule, {
  valid: [
    { tool: tool({ annotations: { readOnlyHint: true } }) },
    { tool: tool({ annotations: { title: 'Read', destructiveHint: false } }) },
    { name: "a non-object annotations is tool-definition-valid's", tool: tool({ annotations: 'read-only' }) },
    {
      name: "a hint that is not a boolean is tool-definition-valid's",
      tool: tool({ annotations: { readOnlyHint: 'yes' } }),
    },
  ],
  invalid: [
    {
      name: 'a Python server: the ToolAnnotations fix',
      source: python,
      tool: tool(),
      errors: [
        {
          messageId: 'missingPython',
          pointer: '/annotations',
          message: /annotations=ToolAnnotations\(readOnlyHint=True\)/,
        },
      ],
    },
    {
      name: 'a Python server, title only',
      source: python,
      tool: tool({ annotations: { title: 'Read' } }),
      errors: [
        {
          messageId: 'noHintsPython',
          pointer: '/annotations',
          message: /Set readOnlyHint=True in its ToolAnnotations/,
        },
      ],
    },
    { tool: tool(), errors: [{ messageId: 'missing', pointer: '/annotations' }] },
    {
      name: 'empty annotations (what server.tool makes of a flat schema)',
      tool: tool({ annotations: {} }),
      errors: [{ messageId: 'noHints', pointer: '/annotations' }],
    },
    {
      name: 'a title is not a hint',
      tool: tool({ annotations: { title: 'Read file' } }),
      errors: [{ messageId: 'noHints', pointer: '/annotations' }],
    },
    {
      name: 'a server none of whose (more than three) tools has a hint: one finding at its tools list',
      tools: ['a', 'b', 'c', 'd'].map((name) => ({ ...tool(), name })),
      errors: [
        {
          messageId: 'noneAnnotated',
          pointer: '/tools',
          toolIndex: -1,
          data: { count: 4, names: '"a", "b", "c" and "d"' },
        },
      ],
    },
    {
      name: 'a Python server none of whose tools has a hint: one finding, in ToolAnnotations terms',
      source: python,
      tools: ['a', 'b', 'c', 'd'].map((name) => ({ ...tool(), name })),
      errors: [
        {
          messageId: 'noneAnnotatedPython',
          pointer: '/tools',
          toolIndex: -1,
          message: /annotations=ToolAnnotations\(readOnlyHint=True\) to each tool decorator/,
        },
      ],
    },
    {
      name: 'source files keep a finding per registration, at its line, however many lack hints',
      source: { kind: 'source', source: 'server.ts' },
      loaded: ['a', 'b', 'c', 'd'].map((name) => ({ definition: { ...tool(), name }, documentPointer: '' })),
      errors: ['a', 'b', 'c', 'd'].map((_, i) => ({ messageId: 'missing', pointer: '/annotations', toolIndex: i })),
    },
    {
      name: 'some tools with hints: each one without is its own finding',
      tools: [
        tool({ name: 'a', annotations: { readOnlyHint: true } }),
        ...['b', 'c', 'd', 'e'].map((name) => ({ ...tool(), name })),
      ],
      errors: ['b', 'c', 'd', 'e'].map((_, i) => ({ messageId: 'missing', pointer: '/annotations', toolIndex: i + 1 })),
    },
  ],
});
