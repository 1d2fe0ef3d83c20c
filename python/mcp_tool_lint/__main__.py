# `python -m mcp_tool_lint` is mcp-lint, as `python -m pyright` is pyright.
from mcp_tool_lint.launch import mcp_lint

mcp_lint()
