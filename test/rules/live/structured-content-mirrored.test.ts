import rule from '../../../src/rules/live/structured-content-mirrored.js';
import { testRule } from '../../helpers/rule-tester.js';
import { liveCase, probe, result, text, weatherWithOutput } from '../../loaders/live/probe-cases.js';

testRule(rule, {
  valid: [
    liveCase([probe('valid-arguments', result({ content: [text('{"temperature": 21}')], structuredContent: { temperature: 21 } }))], weatherWithOutput, 'the same JSON, formatted differently'),
    liveCase([probe('valid-arguments', result({ content: [text('Warm.'), text('{"temperature":21}')], structuredContent: { temperature: 21 } }))], weatherWithOutput, 'a copy among other blocks'),
    liveCase([probe('valid-arguments', result({ content: [text('Warm.')] }))], undefined, 'no structuredContent'),
    liveCase([probe('valid-arguments', result({ content: [text('failed')], structuredContent: { temperature: 0 }, isError: true }))], weatherWithOutput, 'error results are not judged'),
  ],
  invalid: [
    {
      ...liveCase([probe('valid-arguments', result({ content: [text('It is 21 degrees.')], structuredContent: { temperature: 21 } }))], weatherWithOutput),
      errors: [{ messageId: 'missing', pointer: '' }],
    },
    {
      name: 'a text block with different JSON',
      ...liveCase([probe('valid-arguments', result({ content: [text('{"temperature":20}')], structuredContent: { temperature: 21 } }))], weatherWithOutput),
      errors: [{ messageId: 'missing', pointer: '' }],
    },
  ],
});
