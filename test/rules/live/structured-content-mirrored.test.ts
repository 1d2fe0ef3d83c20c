import rule from '../../../src/rules/live/structured-content-mirrored.js';
import { testRule } from '../../helpers/rule-tester.js';
import { liveCase, probe, result, text, weatherWithOutput } from '../../loaders/live/probe-cases.js';

const pythonCase = <T extends { source: object }>(c: T): T => ({
  ...c,
  source: { ...c.source, language: { name: 'python', typeHintSchemas: true } },
});

testRule(rule, {
  valid: [
    liveCase(
      [
        probe(
          'valid-arguments',
          result({ content: [text('{"temperature": 21}')], structuredContent: { temperature: 21 } }),
        ),
      ],
      weatherWithOutput,
      'the same JSON, formatted differently',
    ),
    liveCase(
      [
        probe(
          'valid-arguments',
          result({ content: [text('Warm.'), text('{"temperature":21}')], structuredContent: { temperature: 21 } }),
        ),
      ],
      weatherWithOutput,
      'a copy among other blocks',
    ),
    liveCase([probe('valid-arguments', result({ content: [text('Warm.')] }))], undefined, 'no structuredContent'),
    liveCase(
      [
        probe(
          'valid-arguments',
          result({ content: [text('failed')], structuredContent: { temperature: 0 }, isError: true }),
        ),
      ],
      weatherWithOutput,
      'error results are not judged',
    ),
    // The Python SDKs: a str, number or list return is {"result": value} with the value itself as text.
    liveCase(
      [
        probe(
          'valid-arguments',
          result({ content: [text('hello world')], structuredContent: { result: 'hello world' } }),
        ),
      ],
      weatherWithOutput,
      'a wrapped str, sent raw (MCPServer, fastmcp)',
    ),
    liveCase(
      [probe('valid-arguments', result({ content: [text('3')], structuredContent: { result: 3 } }))],
      weatherWithOutput,
      'a wrapped number',
    ),
    liveCase(
      [
        probe(
          'valid-arguments',
          result({ content: [text('a'), text('{"b": 1}')], structuredContent: { result: ['a', { b: 1 }] } }),
        ),
      ],
      weatherWithOutput,
      'a wrapped list, one block per item (MCPServer)',
    ),
    liveCase(
      [probe('valid-arguments', result({ content: [text('["a","b"]')], structuredContent: { result: ['a', 'b'] } }))],
      weatherWithOutput,
      'a wrapped list as one JSON array (fastmcp)',
    ),
  ],
  invalid: [
    {
      name: 'an empty list: no text block at all (Python server: the Python fix)',
      ...pythonCase(
        liveCase(
          [probe('valid-arguments', result({ content: [], structuredContent: { result: [] } }))],
          weatherWithOutput,
        ),
      ),
      errors: [
        {
          messageId: 'missingPython',
          pointer: '',
          message: /TextContent\(type="text", text=json\.dumps\(structured_content\)\)/,
        },
      ],
    },
    {
      name: 'a wrapped list whose blocks say something else',
      ...liveCase(
        [probe('valid-arguments', result({ content: [text('a')], structuredContent: { result: ['a', 'b'] } }))],
        weatherWithOutput,
      ),
      errors: [{ messageId: 'missing', pointer: '' }],
    },
    {
      ...liveCase(
        [
          probe(
            'valid-arguments',
            result({ content: [text('It is 21 degrees.')], structuredContent: { temperature: 21 } }),
          ),
        ],
        weatherWithOutput,
      ),
      errors: [{ messageId: 'missing', pointer: '' }],
    },
    {
      name: 'a text block with different JSON',
      ...liveCase(
        [
          probe(
            'valid-arguments',
            result({ content: [text('{"temperature":20}')], structuredContent: { temperature: 21 } }),
          ),
        ],
        weatherWithOutput,
      ),
      errors: [{ messageId: 'missing', pointer: '' }],
    },
  ],
});
