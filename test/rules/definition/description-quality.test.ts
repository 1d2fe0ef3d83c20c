import rule from '../../../src/rules/definition/description-quality.js';
import { casesInEachLanguage } from '../../helpers/author-languages.js';
import { testRule } from '../../helpers/rule-tester.js';

const tool = (name: string, description: unknown) => ({ name, description, inputSchema: { type: 'object' } });

const CITY = { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] };
const FORECAST =
  'Fetches the forecast for a city. city is the name of the city, e.g. Paris; days is how many days ahead, 1 to 7.';

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
      {
        ts: 'server.registerTool("get_weather", { description: "Get weather", inputSchema: { city: z.string() } }, async () => ({ content: [] }));',
        python: '@mcp.tool()\ndef get_weather(city: str) -> str:\n    """Get weather"""\n    return city',
        listed: { ...tool('get_weather', 'Get weather'), inputSchema: CITY },
      },
      {
        zod: { messageId: 'repeatsName', message: /Say what the tool does/ },
        jsonSchema: { messageId: 'repeatsName', message: /Say what the tool does/ },
        python: {
          messageId: 'repeatsNamePython',
          line: 9,
          message: /Write in the function's docstring what the tool does/,
        },
      },
    ),
    ...casesInEachLanguage(
      'a description that is too short',
      {
        ts: 'server.registerTool("ping", { description: "Pings it.", inputSchema: { city: z.string() } }, async () => ({ content: [] }));',
        python: '@mcp.tool()\ndef ping(city: str) -> str:\n    """Pings it."""\n    return city',
        listed: { ...tool('ping', 'Pings it.'), inputSchema: CITY },
      },
      {
        zod: { messageId: 'tooShort', message: /Say what the tool does/ },
        jsonSchema: { messageId: 'tooShort', message: /Say what the tool does/ },
        python: {
          messageId: 'tooShortPython',
          line: 9,
          message: /Write in the function's docstring what the tool does/,
        },
      },
      { minLength: 20 },
    ),
    ...casesInEachLanguage(
      'a description that is too long',
      {
        ts: `server.registerTool("forecast", { description: "${FORECAST}", inputSchema: { city: z.string() } }, async () => ({ content: [] }));`,
        python: `@mcp.tool()\ndef forecast(city: str) -> str:\n    """${FORECAST}"""\n    return city`,
        listed: { ...tool('forecast', FORECAST), inputSchema: CITY },
      },
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
