"""Builds the MCP server with every tool registered; the entry point (__main__.py) and the tests share it."""

from importlib.metadata import version

from mcp.server.mcpserver import MCPServer

from .tools import register_tools


def create_server() -> MCPServer:
    """Return a new server with every tool of this project registered."""
    # The server introduces itself with the version in pyproject.toml, so a release needs one version bump only.
    mcp = MCPServer("{{name}}", version=version("{{name}}"))
    register_tools(mcp)
    return mcp
