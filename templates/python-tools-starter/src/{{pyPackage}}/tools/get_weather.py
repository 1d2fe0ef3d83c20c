from typing import Annotated, Literal

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ToolAnnotations
from pydantic import BaseModel, Field

from ..data.weather import known_cities, look_up_weather


class Weather(BaseModel):
    """The current weather in one city."""

    city: str = Field(description="The city the weather is for.")
    temperature: float = Field(description="Current temperature in the requested unit.")
    units: Literal["celsius", "fahrenheit"] = Field(description="Unit of temperature.")
    conditions: str = Field(description='Short description of the sky, e.g. "light rain".')
    humidity_percent: int = Field(description="Relative humidity, 0-100.")


def register(mcp: MCPServer) -> None:
    # A lookup: reads only. The sample data is a closed set; set open_world_hint=True once it calls a real service.
    @mcp.tool(
        title="Get current weather",
        annotations=ToolAnnotations(title="Get current weather", read_only_hint=True, open_world_hint=False),
    )
    def get_weather(
        city: Annotated[
            str,
            Field(description='City name, e.g. "London". Matching ignores case.', min_length=1, max_length=100),
        ],
        units: Annotated[
            Literal["celsius", "fahrenheit"],
            Field(description="Unit of the returned temperature."),
        ] = "celsius",
    ) -> Weather:
        """Return the current weather for a city: temperature, conditions and humidity.

        Only cities in the sample data are known; for any other city the result is an error that
        lists the known ones.
        """
        weather = look_up_weather(city)
        if weather is None:
            # ToolError: the model reads this message and can retry with a known city.
            raise ToolError(f'No weather data for "{city}". Known cities: {", ".join(known_cities())}.')
        celsius = weather.temperature_celsius
        temperature = round(celsius * 9 / 5 + 32) if units == "fahrenheit" else celsius
        return Weather(
            city=weather.city,
            temperature=temperature,
            units=units,
            conditions=weather.conditions,
            humidity_percent=weather.humidity_percent,
        )
