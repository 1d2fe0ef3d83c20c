"""Entry point: `python -m {{pyPackage}}` (or the `{{name}}` command) serves the tools over {{pyTransportTitle}}."""

import argparse
import ipaddress
import os

from mcp.server.transport_security import TransportSecuritySettings

from .server import create_server

LOCAL_NAMES = ["localhost", "127.0.0.1", "[::1]"]


def listed(variable: str) -> list[str]:
    """The comma-separated hostnames in an environment variable, lower-cased."""
    return [name.strip().lower() for name in os.environ.get(variable, "").split(",") if name.strip()]


def is_loopback(host: str) -> bool:
    """Whether `host` is localhost or a loopback address (any 127.x.x.x, ::1)."""
    try:
        return host == "localhost" or ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def transport_security(host: str) -> TransportSecuritySettings | None:
    """The SDK's DNS-rebinding protection for a server listening on `host`.

    A web page on another site can have a browser reach this server under a name of the page's own that resolves to
    this address. On a loopback address the Host header must be a local name and a browser's Origin a local page
    (clients that are not browsers send none). The SDK turns this on by itself only for 127.0.0.1, localhost and ::1,
    not for 127.0.0.2. ALLOWED_HOSTS and ALLOWED_ORIGINS (comma-separated hostnames) widen the lists on purpose, and
    ALLOWED_HOSTS turns the checks on for any other address; see README.md.
    """
    extra_hosts = listed("ALLOWED_HOSTS")
    if not is_loopback(host) and not extra_hosts:
        return None
    bound = f"[{host}]" if ":" in host else host
    hosts = [*LOCAL_NAMES, bound, *extra_hosts]
    origins = [*LOCAL_NAMES, bound, *listed("ALLOWED_ORIGINS")]
    # The SDK compares whole header values: each name with and without a port, each origin over http and https.
    return TransportSecuritySettings(
        enable_dns_rebinding_protection=True,
        allowed_hosts=[form for name in hosts for form in (name, f"{name}:*")],
        allowed_origins=[
            f"{scheme}://{name}{port}" for name in origins for scheme in ("http", "https") for port in ("", ":*")
        ],
    )


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
        # HOST=::1 and HOST=[::1] (as in a URL) are the same address.
        host = os.environ.get("HOST", "127.0.0.1").removeprefix("[").removesuffix("]")
        port = int(os.environ.get("PORT", "8000"))
        security = transport_security(host)
        mcp.run("streamable-http", host=host, port=port, stateless_http=True, transport_security=security)


if __name__ == "__main__":
    main()
