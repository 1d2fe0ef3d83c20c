import rule from '../../../src/rules/live/unknown-tool-error-code.js';
import { testRule } from '../../helpers/rule-tester.js';
import { liveCase, probe, result, rpcError, text } from '../../loaders/live/probe-cases.js';

testRule(rule, {
  valid: [
    liveCase(
      [probe('unknown-tool', rpcError(-32602, 'Unknown tool: mcp_lint_probe_unknown_tool'))],
      undefined,
      'JSON-RPC -32602',
    ),
    liveCase(
      [
        probe(
          'unknown-tool',
          result({ content: [text('MCP error -32602: Tool mcp_lint_probe_unknown_tool not found')], isError: true }),
        ),
      ],
      undefined,
      "SDK v1 is unknown-tool-sdk-result's (info)",
    ),
    liveCase(
      [probe('unknown-tool', result({ content: [text('Unknown tool: mcp_lint_probe_unknown_tool')], isError: true }))],
      undefined,
      'so is the Python SDK',
    ),
  ],
  invalid: [
    {
      ...liveCase([probe('unknown-tool', result({ content: [text('ok')] }))]),
      errors: [{ messageId: 'success', pointer: '', toolIndex: -1 }],
    },
    {
      ...liveCase([probe('unknown-tool', result({ content: [text('no such thing')], isError: true }))]),
      errors: [{ messageId: 'errorResult', pointer: '', toolIndex: -1 }],
    },
    {
      ...liveCase([probe('unknown-tool', rpcError(-32601, 'Method not found'))]),
      errors: [{ messageId: 'otherCode', pointer: '', toolIndex: -1, data: { code: -32601 }, message: /fastmcp/ }],
    },
    {
      ...liveCase([probe('unknown-tool', { kind: 'timeout', afterMs: 2000 })]),
      errors: [{ messageId: 'hang', pointer: '', toolIndex: -1 }],
    },
    {
      ...liveCase([probe('unknown-tool', { kind: 'failed', detail: 'it exited with code 1' })]),
      errors: [{ messageId: 'crash', pointer: '', toolIndex: -1 }],
    },
  ],
});
