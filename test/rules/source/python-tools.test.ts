// The rules about TypeScript handlers and APIs never judge a tool the Python loader rebuilt: a Python tool returning
// `str` is correct (the SDK wraps it), its schema comes from type hints, and it has no server.tool(). Each rule gets
// the facts that make it report on a TypeScript tool; the same facts on a Python tool (api 'python:…', a Python
// framework) must give nothing.
import { describe, expect, it } from 'vitest';
import type { HandlerFacts, ToolSourceFacts } from '../../../src/core/facts.js';
import type { LoadedTool, Rule } from '../../../src/core/types.js';
import deprecatedToolApi from '../../../src/rules/source/deprecated-tool-api.js';
import handlerReturnsBareString from '../../../src/rules/source/handler-returns-bare-string.js';
import handlerReturnsResult from '../../../src/rules/source/handler-returns-result.js';
import jsonSchemaInZodApi from '../../../src/rules/source/json-schema-in-zod-api.js';
import sourceUnresolved from '../../../src/rules/source/source-unresolved.js';
import structuredContentReturned from '../../../src/rules/source/structured-content-returned.js';
import { runRule } from '../../helpers/rule-tester.js';

const at = { start: { line: 9, column: 5 }, end: { line: 9, column: 20 } };
const definition = {
  name: 'greet',
  description: 'Greets someone.',
  inputSchema: { type: 'object', properties: {} },
  outputSchema: { type: 'object', properties: { result: { type: 'string' } } },
};
const returns: HandlerFacts['returns'] = [
  { kind: 'bare-string', text: 'f"hi {name}"', range: at },
  { kind: 'not-result', text: '{"a": 1}', range: at },
  { kind: 'result', hasStructuredContent: false, text: '{"content": []}', range: at },
];
const sourceFacts: ToolSourceFacts = { jsonSchemaForZod: [{ pointer: '/inputSchema', range: at, outcome: 'throws' }] };

function tool(framework: string, api: string): Partial<LoadedTool> & { definition: unknown } {
  return { definition, api, handler: { framework, returns, range: at }, sourceFacts };
}

const cases: Array<[Rule, string]> = [
  [handlerReturnsBareString, 'sdk-v1'],
  [handlerReturnsResult, 'sdk-v1'],
  [structuredContentReturned, 'sdk-v1'],
  [jsonSchemaInZodApi, 'sdk-v1'],
  [deprecatedToolApi, 'sdk-v1'],
];

describe('TypeScript-only rules on Python tools', () => {
  for (const [rule, tsFramework] of cases) {
    it(`${rule.id} reports the TypeScript tool and not the Python ones`, () => {
      const ts = runRule(rule, {
        loaded: [tool(tsFramework, rule === deprecatedToolApi ? 'server.tool' : 'registerTool')],
      });
      expect(ts.length, 'the same facts on a TypeScript tool are reported').toBeGreaterThan(0);
      for (const framework of ['python-mcpserver', 'python-fastmcp', 'python-lowlevel']) {
        for (const api of ['python:decorator', 'python:call', 'python:add_tool', 'python:lowlevel']) {
          expect(
            runRule(rule, {
              loaded: [tool(framework, api)],
              source: { language: { name: 'python', typeHintSchemas: true } },
            }),
            `${framework} ${api}`,
          ).toEqual([]);
        }
      }
    });
  }

  it('source-unresolved hints at running the Python file, not a Node build', () => {
    const [found] = runRule(sourceUnresolved, {
      loaded: [
        {
          definition,
          api: 'python:decorator',
          sourceFacts: {
            unresolved: [{ pointer: '/description', what: 'a docstring whose value could not be read', range: at }],
          },
        },
      ],
      source: { source: 'app/server.py', language: { name: 'python', typeHintSchemas: true } },
    });
    expect(found?.message).toContain('(mcp-lint --stdio "python app/server.py")');
  });
});
