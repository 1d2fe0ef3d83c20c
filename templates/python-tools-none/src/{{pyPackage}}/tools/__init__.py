"""Every tool this server offers, one module each. `create-mcp-tool add <name>` appends to TOOLS."""

from collections.abc import Callable

from mcp.server.mcpserver import MCPServer

TOOLS: list[Callable[[MCPServer], None]] = []


def register_tools(mcp: MCPServer) -> None:
    for register in TOOLS:
        register(mcp)
