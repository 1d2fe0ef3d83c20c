import type { McpServer } from '{{sdkServerModule}}';
import { z } from 'zod';
import { knownCities, lookUpWeather } from '../data/weather.js';

export function registerGetWeather(server: McpServer): void {
  server.registerTool(
    'get_weather',
    {
      title: 'Get current weather',
      description:
        'Returns the current weather for a city: temperature, conditions and humidity. ' +
        'Only cities in the sample data are known; for any other city the result is an error that lists the known ones.',
      inputSchema: z.object({
        city: z.string().min(1).max(100).describe('City name, e.g. "London". Matching ignores case.'),
        units: z
          .enum(['celsius', 'fahrenheit'])
          .optional()
          .describe('Unit of the returned temperature. Defaults to "celsius".'),
      }),
      outputSchema: z.object({
        city: z.string().describe('The city the weather is for.'),
        temperature: z.number().describe('Current temperature in the requested unit.'),
        units: z.enum(['celsius', 'fahrenheit']).describe('Unit of temperature.'),
        conditions: z.string().describe('Short description of the sky, e.g. "light rain".'),
        humidityPercent: z.number().describe('Relative humidity, 0-100.'),
      }),
      // A lookup: reads only. The sample data is a closed set; set openWorldHint to true once it calls a real service.
      annotations: { title: 'Get current weather', readOnlyHint: true, openWorldHint: false },
    },
    async ({ city, units = 'celsius' }) => {
      const weather = lookUpWeather(city);
      if (!weather) {
        // A business failure, not a protocol error: the model sees the message and can retry with a known city.
        return {
          isError: true,
          content: [
            { type: 'text', text: `No weather data for "${city}". Known cities: ${knownCities().join(', ')}.` },
          ],
        };
      }
      const temperature =
        units === 'fahrenheit' ? Math.round((weather.temperatureCelsius * 9) / 5 + 32) : weather.temperatureCelsius;
      const structuredContent = {
        city: weather.city,
        temperature,
        units,
        conditions: weather.conditions,
        humidityPercent: weather.humidityPercent,
      };
      return { content: [{ type: 'text', text: JSON.stringify(structuredContent) }], structuredContent };
    },
  );
}
