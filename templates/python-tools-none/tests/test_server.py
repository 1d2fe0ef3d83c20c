"""Server tests: a real MCP client talks to the server in memory. These hold for any set of tools;
`create-mcp-tool add <name>` writes a test module per tool next to this one."""

from mcp import Client

from {{pyPackage}}.server import create_server


async def test_answers_tools_list() -> None:
    async with Client(create_server()) as client:
        result = await client.list_tools()
        assert isinstance(result.tools, list)


async def test_describes_and_annotates_every_tool() -> None:
    async with Client(create_server()) as client:
        for tool in (await client.list_tools()).tools:
            assert tool.description and tool.description.strip(), tool.name
            assert tool.annotations is not None, tool.name
            assert tool.input_schema["type"] == "object", tool.name
