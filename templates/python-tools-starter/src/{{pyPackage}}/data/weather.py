"""Sample data standing in for a weather service. Replace `look_up_weather` with a call to your real data source."""

from dataclasses import dataclass


@dataclass(frozen=True)
class SampleWeather:
    city: str
    temperature_celsius: float
    conditions: str
    humidity_percent: int


SAMPLE_WEATHER = (
    SampleWeather("London", 12, "light rain", 81),
    SampleWeather("Paris", 15, "partly cloudy", 64),
    SampleWeather("Tokyo", 21, "clear", 55),
    SampleWeather("New York", 9, "windy", 47),
    SampleWeather("Sydney", 24, "sunny", 60),
)


def look_up_weather(city: str) -> SampleWeather | None:
    wanted = city.strip().lower()
    return next((entry for entry in SAMPLE_WEATHER if entry.city.lower() == wanted), None)


def known_cities() -> list[str]:
    return [entry.city for entry in SAMPLE_WEATHER]
