import rule from '../../../src/rules/live/unknown-tool-sdk-result.js';
import { testRule } from '../../helpers/rule-tester.js';
import { liveCase, probe, result, rpcError, text } from '../../loaders/live/probe-cases.js';

testRule(rule, {
  valid: [
    liveCase([probe('unknown-tool', rpcError(-32602, 'Unknown tool'))], undefined, 'the spec answer'),
    liveCase(
      [probe('unknown-tool', result({ content: [text('nope')], isError: true }))],
      undefined,
      'an isError result no known SDK sends',
    ),
  ],
  invalid: [
    {
      ...liveCase([
        probe(
          'unknown-tool',
          result({ content: [text('MCP error -32602: Tool mcp_lint_probe_unknown_tool not found')], isError: true }),
        ),
      ]),
      errors: [{ messageId: 'sdkResult', pointer: '', toolIndex: -1, message: /TypeScript SDK v1 McpServer/ }],
    },
    {
      ...liveCase([
        probe('unknown-tool', result({ content: [text('Unknown tool: mcp_lint_probe_unknown_tool')], isError: true })),
      ]),
      errors: [{ messageId: 'sdkResult', pointer: '', toolIndex: -1, message: /Python SDK/ }],
    },
  ],
});
