"""Every tool this server offers, one module each. `create-mcp-tool add <name>` appends to TOOLS."""

from collections.abc import Callable

from mcp.server.mcpserver import MCPServer

from . import add_numbers
from . import edit_document
from . import get_weather
from . import read_document

TOOLS: list[Callable[[MCPServer], None]] = [
    add_numbers.register,
    get_weather.register,
    read_document.register,
    edit_document.register,
]


def register_tools(mcp: MCPServer) -> None:
    for register in TOOLS:
        register(mcp)
