import { describe, expect, it } from 'vitest';
import rule from '../../../src/rules/definition/tool-name-unique.js';
import type { DuplicateNameBehaviour } from '../../../src/core/facts.js';
import { runRule, testRule } from '../../helpers/rule-tester.js';

const tool = (name: unknown) => ({ name, description: 'Does a thing.', inputSchema: { type: 'object' } });

testRule(rule, {
  valid: [
    { tools: [tool('a'), tool('b'), tool('c')] },
    { name: 'names are case-sensitive', tools: [tool('search'), tool('Search')] },
    { name: 'one tool', tool: tool('a') },
    { name: 'tools without a string name are not compared', tools: [tool(1), tool(1), {}] },
  ],
  invalid: [
    {
      tools: [tool('search'), tool('fetch'), tool('search')],
      errors: [
        {
          messageId: 'duplicate',
          pointer: '/name',
          toolIndex: 2,
          data: { name: '"search"', first: 'tool #1 (/tools/0)' },
        },
      ],
    },
    {
      name: 'every later duplicate is reported, each naming the first',
      tools: [tool('x'), tool('x'), tool('x')],
      errors: [
        { messageId: 'duplicate', pointer: '/name', toolIndex: 1 },
        { messageId: 'duplicate', pointer: '/name', toolIndex: 2, data: { first: 'tool #1 (/tools/0)' } },
      ],
    },
    {
      name: 'tools that share a documentPointer (source inputs) are told apart',
      loaded: [
        { definition: tool('x'), documentPointer: '' },
        { definition: tool('x'), documentPointer: '' },
      ],
      errors: [{ messageId: 'duplicate', pointer: '/name', toolIndex: 1 }],
    },
  ],
});

// Tools registered by calls in source carry placements: the receiver object and the branch path of the call.
const placed = (name: string, ...placements: Array<{ receiver?: string; root?: string; arms?: string[] }>) => ({
  definition: tool(name),
  documentPointer: '',
  sourceFacts: {
    registration: {
      placements: placements.map((p) => ({
        receiver: p.receiver,
        path: { root: p.root ?? 'module', arms: p.arms ?? [] },
      })),
    },
  },
});

// A Python registration: one placement at module level, and what its framework does with a second tool of the name.
const pythonPlaced = (name: string, duplicateName: DuplicateNameBehaviour) => {
  const loaded = placed(name, { receiver: 'server.py:10' });
  return { ...loaded, sourceFacts: { registration: { ...loaded.sourceFacts.registration, duplicateName } } };
};

testRule(rule, {
  valid: [
    {
      name: 'registered on two different registrars',
      loaded: [placed('x', { receiver: 'server' }), placed('x', { receiver: 'searchRegistrar' })],
    },
    {
      name: 'registered in the two arms of one if/else',
      loaded: [
        placed('x', { receiver: 'server', arms: ['if1#then'] }),
        placed('x', { receiver: 'server', arms: ['if1#else'] }),
      ],
    },
    {
      name: 'a receiver that could not be traced is never the same server',
      loaded: [placed('x', {}), placed('x', {})],
    },
    {
      name: 'two functions whose callers are unknown',
      loaded: [placed('x', { receiver: 'p', root: 'fn:a' }), placed('x', { receiver: 'p', root: 'fn:b' })],
    },
    { name: 'one helper call per registrar', loaded: [placed('x', { receiver: 'server' }, { receiver: 'registrar' })] },
    {
      name: 'registered in another file on another server',
      loaded: [placed('x', { receiver: 'server' })],
      source: {
        kind: 'source',
        sourceFacts: {
          unresolved: [],
          registrationsElsewhere: [
            { source: 'a.ts', name: 'x', placements: [{ receiver: 'admin', path: { root: 'module', arms: [] } }] },
          ],
        },
      },
    },
  ],
  invalid: [
    {
      name: 'two registrations on one server on one path',
      loaded: [
        placed('x', { receiver: 'server', arms: ['if1#then'] }),
        placed('x', { receiver: 'server', arms: ['if1#then', 'if2#else'] }),
      ],
      errors: [{ messageId: 'duplicateRegistration', pointer: '/name', toolIndex: 1, data: { name: '"x"' } }],
    },
    {
      name: 'a Python framework that keeps the first: the message says so, not that the SDK refuses it',
      loaded: [
        pythonPlaced('x', { kept: 'first', warns: true, by: 'the MCP Python SDK' }),
        pythonPlaced('x', { kept: 'first', warns: true, by: 'the MCP Python SDK' }),
      ],
      errors: [
        {
          messageId: 'duplicateKeptFirst',
          pointer: '/name',
          toolIndex: 1,
          data: { name: '"x"', framework: 'the MCP Python SDK', notice: 'only logs a warning', unless: '' },
        },
      ],
    },
    {
      name: 'a Python framework that replaces the first',
      loaded: [
        pythonPlaced('x', { kept: 'last', warns: true, by: 'fastmcp' }),
        pythonPlaced('x', { kept: 'last', warns: true, by: 'fastmcp' }),
      ],
      errors: [{ messageId: 'duplicateReplaced', pointer: '/name', toolIndex: 1, data: { framework: 'fastmcp' } }],
    },
    {
      name: 'a server made to raise on a second tool of one name: it does not start',
      loaded: [
        pythonPlaced('x', { kept: 'neither', warns: false, by: 'fastmcp (`on_duplicate="error"`)' }),
        pythonPlaced('x', { kept: 'neither', warns: false, by: 'fastmcp (`on_duplicate="error"`)' }),
      ],
      errors: [
        {
          messageId: 'duplicateRefused',
          pointer: '/name',
          toolIndex: 1,
          data: { framework: 'fastmcp (`on_duplicate="error"`)' },
        },
      ],
    },
    {
      name: 'a server option that is no literal: the default, unless it says otherwise; a silent one logs nothing',
      loaded: [
        pythonPlaced('x', { kept: 'last', warns: true, by: 'fastmcp', unless: '`on_duplicate=mode`' }),
        pythonPlaced('x', { kept: 'last', warns: true, by: 'fastmcp', unless: '`on_duplicate=mode`' }),
        pythonPlaced('y', { kept: 'first', warns: false, by: 'fastmcp' }),
        pythonPlaced('y', { kept: 'first', warns: false, by: 'fastmcp' }),
        pythonPlaced('z', { kept: 'first', by: 'the MCP Python SDK' }),
        pythonPlaced('z', { kept: 'first', by: 'the MCP Python SDK' }),
      ],
      errors: [
        {
          messageId: 'duplicateReplaced',
          pointer: '/name',
          toolIndex: 1,
          data: { notice: 'only logs a warning', unless: ' (unless `on_duplicate=mode` on the server says otherwise)' },
        },
        {
          messageId: 'duplicateKeptFirst',
          pointer: '/name',
          toolIndex: 3,
          data: { notice: 'logs nothing', unless: '' },
        },
        { messageId: 'duplicateKeptFirst', pointer: '/name', toolIndex: 5, data: { notice: 'raises no error' } },
      ],
    },
    {
      name: 'a Python framework and a registration in a file linted before: which one runs first is not said',
      loaded: [pythonPlaced('x', { kept: 'neither', warns: false, by: 'fastmcp (`on_duplicate="error"`)' })],
      source: {
        kind: 'source',
        sourceFacts: {
          unresolved: [],
          registrationsElsewhere: [
            {
              source: 'server.py',
              name: 'x',
              placements: [{ receiver: 'server.py:10', path: { root: 'module', arms: [] } }],
            },
          ],
        },
      },
      errors: [
        {
          messageId: 'duplicateElsewhereTaken',
          pointer: '/name',
          toolIndex: 0,
          data: {
            file: 'server.py',
            at: '',
            outcome: 'raises an error at the one registered second, so the server fails to start',
          },
        },
      ],
    },
    {
      name: 'a helper called twice with the same server',
      loaded: [placed('x', { receiver: 'server' }, { receiver: 'server' })],
      errors: [{ messageId: 'registeredTwice', pointer: '/name', toolIndex: 0 }],
    },
    {
      name: 'registered on the same server in a file linted before',
      loaded: [placed('x', { receiver: 'server' })],
      source: {
        kind: 'source',
        sourceFacts: {
          unresolved: [],
          registrationsElsewhere: [
            {
              source: 'tools/a.ts',
              name: 'x',
              range: { start: { line: 4, column: 1 }, end: { line: 4, column: 9 } },
              placements: [{ receiver: 'server', path: { root: 'module', arms: [] } }],
            },
          ],
        },
      },
      errors: [
        {
          messageId: 'duplicateElsewhere',
          pointer: '/name',
          toolIndex: 0,
          data: { file: 'tools/a.ts', at: ' (line 4)' },
        },
      ],
    },
  ],
});

describe('tool-name-unique at scale', () => {
  it('handles 100,000 tools (half of them duplicates) in one pass', () => {
    const tools = Array.from({ length: 100_000 }, (_, i) => tool(`tool_${i % 50_000}`));
    const reported = runRule(rule, { tools });
    expect(reported).toHaveLength(50_000);
    expect(reported[0]).toMatchObject({ toolIndex: 50_000, pointer: '/name' });
  });
});
