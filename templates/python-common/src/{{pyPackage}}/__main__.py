"""Entry point: `python -m {{pyPackage}}` (or the `{{name}}` command) serves the tools over {{pyTransportTitle}}."""

import argparse
import os

from .server import create_server


def main() -> None:
    """Start the server on the transport chosen on the command line."""
    parser = argparse.ArgumentParser(prog="{{name}}", description="The {{name}} MCP server.")
    parser.add_argument(
        "--transport",
        choices=["stdio", "streamable-http"],
        default="{{pyTransport}}",
        help="stdio: a client starts the server as a child process; streamable-http: listen on HOST:PORT/mcp",
    )
    args = parser.parse_args()
    mcp = create_server()
    if args.transport == "stdio":
        # stdout carries only JSON-RPC: log to stderr (the SDK's logging does), never print().
        mcp.run()
    else:
        # On 127.0.0.1, localhost or ::1 the SDK accepts only local Host headers (DNS-rebinding protection).
        host = os.environ.get("HOST", "127.0.0.1")
        port = int(os.environ.get("PORT", "8000"))
        mcp.run("streamable-http", host=host, port=port, stateless_http=True)


if __name__ == "__main__":
    main()
