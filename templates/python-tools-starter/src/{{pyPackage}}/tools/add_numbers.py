from typing import Annotated

from mcp.server.mcpserver import MCPServer
from mcp.types import ToolAnnotations
from pydantic import Field

Number = Annotated[float, Field(ge=-1e15, le=1e15)]


def register(mcp: MCPServer) -> None:
    # Pure computation: changes nothing and talks to nothing outside this process.
    @mcp.tool(
        title="Add two numbers",
        annotations=ToolAnnotations(title="Add two numbers", read_only_hint=True, open_world_hint=False),
    )
    def add_numbers(
        a: Annotated[Number, Field(description="The first number, e.g. 2.5; between -1e15 and 1e15.")],
        b: Annotated[Number, Field(description="The second number, e.g. -4; between -1e15 and 1e15.")],
    ) -> float:
        """Add two numbers and return their exact sum.

        Use it instead of doing arithmetic in your head. The sum comes back as structured content
        ({"result": 5.5}) and as text.
        """
        return a + b
