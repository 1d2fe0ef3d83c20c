# The console scripts: find Node, then replace this Python process with `node <bundled bin> args…`, so exit codes,
# signals, stdin and stdout are Node's own. Windows has no true exec, so there the child's exit code is passed on.
import os
import subprocess
import sys

from mcp_tool_lint.node import NodeNotFound, find_node

PACKAGE_FILES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "npm_package")


def mcp_lint():
    _run("mcp-lint")


def create_mcp_tool():
    _run("create-mcp-tool")


def _run(command):
    try:
        node = find_node()
    except NodeNotFound as missing:
        sys.stderr.write("%s: %s\n" % (command, missing))
        sys.exit(2)
    script = os.path.join(PACKAGE_FILES, "bin", command + ".js")
    argv = [node, script] + sys.argv[1:]
    sys.stdout.flush()
    sys.stderr.flush()
    if os.name == "nt":
        try:
            sys.exit(subprocess.call(argv))
        except KeyboardInterrupt:
            sys.exit(130)
    try:
        os.execv(node, argv)
    except OSError as failure:
        sys.stderr.write("%s: cannot run %s (%s); reinstall mcp-tool-lint or Node.js.\n" % (command, node, failure.strerror or failure))
        sys.exit(2)
