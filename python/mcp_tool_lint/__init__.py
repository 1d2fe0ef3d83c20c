"""mcp-lint and create-mcp-tool for Python projects: the npm package's bundled commands, run with Node (see docs/python.md)."""
