"""Tool tests: a real MCP client talks to the server in memory, so these exercise the full protocol
path (schema validation, result shape) without starting a process."""

import json

import pytest
from mcp import Client

from {{pyPackage}}.data.documents import reset_documents
from {{pyPackage}}.server import create_server


@pytest.fixture(autouse=True)
def sample_documents() -> None:
    reset_documents()


def text_of(result) -> str:
    return "\n".join(block.text for block in result.content if block.type == "text")


async def test_lists_every_tool_described_and_annotated() -> None:
    async with Client(create_server()) as client:
        tools = (await client.list_tools()).tools
        assert {tool.name for tool in tools} >= {"add_numbers", "get_weather", "read_document", "edit_document"}
        for tool in tools:
            assert tool.description, tool.name
            assert tool.annotations is not None, tool.name
            assert tool.input_schema["type"] == "object", tool.name
            assert tool.output_schema is not None and tool.output_schema["type"] == "object", tool.name


async def test_marks_lookups_read_only_and_the_edit_destructive() -> None:
    async with Client(create_server()) as client:
        annotations = {tool.name: tool.annotations for tool in (await client.list_tools()).tools}
        for name in ("add_numbers", "get_weather", "read_document"):
            assert annotations[name].read_only_hint is True, name
        assert annotations["edit_document"].read_only_hint is False
        assert annotations["edit_document"].destructive_hint is True


async def test_add_numbers_returns_the_sum_as_structured_content_and_text() -> None:
    async with Client(create_server()) as client:
        result = await client.call_tool("add_numbers", {"a": 2, "b": 3.5})
        assert not result.is_error
        assert result.structured_content == {"result": 5.5}
        assert text_of(result) == "5.5"


async def test_add_numbers_rejects_arguments_that_do_not_match_the_schema() -> None:
    async with Client(create_server()) as client:
        result = await client.call_tool("add_numbers", {"a": "two", "b": 3})
        assert result.is_error


async def test_add_numbers_rejects_numbers_outside_the_bounds() -> None:
    async with Client(create_server()) as client:
        result = await client.call_tool("add_numbers", {"a": 1e16, "b": 1})
        assert result.is_error


async def test_get_weather_answers_for_a_known_city_in_the_requested_unit() -> None:
    async with Client(create_server()) as client:
        result = await client.call_tool("get_weather", {"city": "paris", "units": "fahrenheit"})
        assert not result.is_error
        assert result.structured_content is not None
        assert result.structured_content["city"] == "Paris"
        assert result.structured_content["temperature"] == 59
        assert json.loads(text_of(result)) == result.structured_content


async def test_get_weather_reports_an_unknown_city_with_the_known_ones() -> None:
    async with Client(create_server()) as client:
        result = await client.call_tool("get_weather", {"city": "Atlantis"})
        assert result.is_error
        assert "Atlantis" in text_of(result)
        assert "London" in text_of(result)


async def test_get_weather_rejects_an_empty_city() -> None:
    async with Client(create_server()) as client:
        result = await client.call_tool("get_weather", {"city": ""})
        assert result.is_error


async def test_read_document_returns_its_text() -> None:
    async with Client(create_server()) as client:
        result = await client.call_tool("read_document", {"name": "welcome.md"})
        assert not result.is_error
        assert result.structured_content is not None
        assert "Status: draft" in result.structured_content["text"]


async def test_read_document_reports_an_unknown_document() -> None:
    async with Client(create_server()) as client:
        result = await client.call_tool("read_document", {"name": "missing.md"})
        assert result.is_error
        assert "welcome.md" in text_of(result)


async def test_edit_document_replaces_exactly_the_old_text() -> None:
    async with Client(create_server()) as client:
        result = await client.call_tool(
            "edit_document", {"name": "welcome.md", "old_text": "Status: draft", "new_text": "Status: final"}
        )
        assert not result.is_error
        after = await client.call_tool("read_document", {"name": "welcome.md"})
        text = after.structured_content["text"]
        assert "Status: final" in text
        assert "# Welcome" in text


async def test_edit_document_changes_nothing_when_old_text_is_missing() -> None:
    async with Client(create_server()) as client:
        result = await client.call_tool(
            "edit_document", {"name": "welcome.md", "old_text": "not there", "new_text": "x"}
        )
        assert result.is_error
        assert "Nothing changed" in text_of(result)
