/**
 * Deterministic sample data standing in for a weather service, so the example needs no network or API key.
 * Replace `lookUpWeather` with a call to your real data source.
 */
export interface Weather {
  city: string;
  temperatureCelsius: number;
  conditions: string;
  humidityPercent: number;
}

const SAMPLE_WEATHER: readonly Weather[] = [
  { city: 'London', temperatureCelsius: 12, conditions: 'light rain', humidityPercent: 81 },
  { city: 'Paris', temperatureCelsius: 15, conditions: 'partly cloudy', humidityPercent: 64 },
  { city: 'Tokyo', temperatureCelsius: 21, conditions: 'clear', humidityPercent: 55 },
  { city: 'New York', temperatureCelsius: 9, conditions: 'windy', humidityPercent: 47 },
  { city: 'Sydney', temperatureCelsius: 24, conditions: 'sunny', humidityPercent: 60 },
];

export function lookUpWeather(city: string): Weather | undefined {
  const wanted = city.trim().toLowerCase();
  return SAMPLE_WEATHER.find((entry) => entry.city.toLowerCase() === wanted);
}

export function knownCities(): string[] {
  return SAMPLE_WEATHER.map((entry) => entry.city);
}
