import rule from '../../../src/rules/definition/description-quality.js';
import { casesInEachLanguage, oneStringParameter } from '../../helpers/author-languages.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (name: string, description: unknown) => ({ name, description, inputSchema: { type: 'object' } });

const FORECAST =
  'Fetches the forecast for a city. city is the name of the city, e.g. Paris; days is how many days ahead, 1 to 7.';

/** The fix for a description that says too little: said in the docstring for Python, as is elsewhere. */
const saysWhatItDoes = (messageId: string, pythonMessageId: string) => ({
  zod: { messageId, message: /Say what the tool does/ },
  jsonSchema: { messageId, message: /Say what the tool does/ },
  python: { messageId: pythonMessageId, line: 9, message: /Write in the function's docstring what the tool does/ },
});

testRule(rule, {
  valid: [
    { tool: tool('get_weather', 'Returns the forecast for a city for the next 7 days.') },
    { name: 'short but clear passes the recommended default', tool: tool('browser_navigate', 'Navigate to a URL') },
    { name: "empty is tool-description's", tool: tool('x', '') },
    { name: 'shorter minimum by option', options: { minLength: 5 }, tool: tool('ping', 'Pings.') },
    { tool: tool('summarize', 'a'.repeat(2000)) },
    {
      name: "a long description is context-budget's by default (no length limit in recommended)",
      tool: tool('summarize', 'a'.repeat(20_000)),
    },
  ],
  invalid: [
    {
      tool: tool('get_weather', 'Get weather'),
      errors: [{ messageId: 'repeatsName', pointer: '/description', data: { description: '"Get weather"' } }],
    },
    { tool: tool('getWeather', 'get weather.'), errors: [{ messageId: 'repeatsName', pointer: '/description' }] },
    {
      name: 'too short with the strict minimum',
      options: { minLength: 20 },
      tool: tool('ping', 'Pings it.'),
      errors: [{ messageId: 'tooShort', pointer: '/description', data: { length: 9, min: 20 } }],
    },
    {
      name: 'too long with the strict maximum',
      options: { maxLength: 2000 },
      tool: tool('summarize', 'a'.repeat(2001)),
      errors: [{ messageId: 'tooLong', pointer: '/description', data: { length: 2001, max: 2000, tokens: 500 } }],
    },
    {
      options: { maxLength: 100 },
      tool: tool('summarize', 'b'.repeat(101)),
      errors: [{ messageId: 'tooLong', pointer: '/description' }],
    },
    ...casesInEachLanguage(
      'a description that only repeats the name',
      oneStringParameter('get_weather', 'Get weather', 'city'),
      saysWhatItDoes('repeatsName', 'repeatsNamePython'),
    ),
    ...casesInEachLanguage(
      'a description that is too short',
      oneStringParameter('ping', 'Pings it.', 'city'),
      saysWhatItDoes('tooShort', 'tooShortPython'),
      { minLength: 20 },
    ),
    ...casesInEachLanguage(
      'a description that is too long',
      oneStringParameter('forecast', FORECAST, 'city'),
      {
        zod: { messageId: 'tooLongZod', message: /Move parameter details into each parameter's \.describe\("…"\)/ },
        jsonSchema: { messageId: 'tooLong', message: /Move parameter details into parameter descriptions/ },
        python: {
          messageId: 'tooLongPython',
          line: 9,
          message:
            /It is the function's docstring: move parameter details into each parameter as Annotated\[T, Field\(description="…"\)\]/,
        },
      },
      { maxLength: 60 },
    ),
  ],
});
