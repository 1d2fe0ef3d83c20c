import rule from '../../../src/rules/live/tool-call-succeeds.js';
import { testRule } from '../../helpers/rule-tester.js';
import { liveCase, probe, result, rpcError, text, weather, weatherWithOutput } from '../../loaders/live/probe-cases.js';

const errorCase = (answerText: string, name: string, extra = {}, definition: unknown = weather) =>
  liveCase([probe('valid-arguments', result({ isError: true, content: [text(answerText)] }), extra)], definition, name);

testRule(rule, {
  valid: [
    liveCase([probe('valid-arguments', result({ content: [text('ok')] }))], undefined, 'a success'),
    liveCase(
      [probe('invalid-arguments', result({ isError: true, content: [text('city: required')] }))],
      undefined,
      'an error for invalid arguments is what the schema asks for',
    ),
    liveCase(
      [probe('valid-arguments', rpcError(-32603, 'Internal error'))],
      undefined,
      'a JSON-RPC error is not an isError result',
    ),
    errorCase(
      'MCP error -32602: Input validation error: Invalid arguments for tool get_weather: expected array, received object',
      "refused arguments are tool-call-completes'",
    ),
    errorCase(
      'MCP error -32602: Output validation error: Invalid structured content for tool get_weather',
      "the SDK's output check is structured-content-conforms'",
    ),
    errorCase(
      'MCP error -32602: Output validation error: Tool get_weather has an output schema but no structured content was provided',
      "no structuredContent is structured-content-returned's",
    ),
  ],
  invalid: [
    {
      ...errorCase('No weather data for "example".', 'a TS handler that fails on generated arguments'),
      errors: [
        {
          messageId: 'errorResult',
          pointer: '',
          message:
            /^Calling "get_weather" with \{"city":"example"\}, which mcp-lint built from its inputSchema, returned an isError result \("No weather data for \\"example\\"\."\).*narrow the schema.* If these arguments are only unrealistic, give real ones with --probe-args\.$/,
        },
      ],
    },
    {
      ...errorCase(
        'Error executing tool get_weather',
        'the Python SDK hiding an exception of a tool with a declared return type',
        {},
        weatherWithOutput,
      ),
      errors: [
        {
          messageId: 'errorResult',
          pointer: '',
          message: /The Python SDK turned an exception into this result .*-> int returning a str/,
        },
      ],
    },
    {
      ...errorCase(
        'Error executing tool get_weather: division by zero',
        'the Python SDK 1.x wrapping an exception, no output schema',
      ),
      errors: [
        {
          messageId: 'errorResult',
          pointer: '',
          message:
            /The Python SDK turned an exception into this result; the traceback is on the server's stderr\. If these/,
        },
      ],
    },
    {
      ...errorCase('Upstream returned 500', 'arguments the user gave', { argumentsFrom: 'probe-args' }),
      errors: [
        {
          messageId: 'errorResult',
          pointer: '',
          message:
            /^Calling "get_weather" with \{"city":"example"\}, given in --probe-args, returned an isError result \("Upstream returned 500"\)[\s\S]*what it accepts\.$/,
        },
      ],
    },
    {
      ...liveCase(
        [probe('valid-arguments', result({ isError: true, content: [] }))],
        undefined,
        'an isError result with no text',
      ),
      errors: [{ messageId: 'errorResult', pointer: '', message: /returned an isError result \(with no text\)/ }],
    },
  ],
});
