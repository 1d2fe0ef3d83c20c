// A Python server that registers one tool name in exclusive arms (if/elif/else, match cases, `a if c else b`) lists
// it once: no tool-name-unique error. Two registrations of a name that both run stay an error, in the words of what
// the author's framework does with the second one.
import { describe, expect, it } from 'vitest';
import { canBothRun } from '../../../src/core/branch-paths.js';
import { branchPathOf } from '../../../src/loaders/python/arms.js';
import { parsePython, type SyntaxNode } from '../../../src/loaders/python/syntax.js';
import { type JsonFinding, ruleFindingsOf } from '../../helpers/rule-findings.js';

const ARMS_SERVER = `import os
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("s")
READ_ONLY = os.environ.get("READ_ONLY") == "1"
MODE = os.environ.get("MODE")


def lookup(q: str) -> str:
    """Look a record up by its id and return it as JSON."""
    return q


def lookup_all(q: str) -> str:
    """Look every record up that matches a query and return them as JSON."""
    return q


if READ_ONLY:
    @mcp.tool()
    def search(query: str) -> str:
        """Search the index for documents that match a query."""
        return query
else:
    @mcp.tool()
    def search(query: str, write: bool = False) -> str:
        """Search the index for documents that match a query."""
        return query

if MODE == "a":
    mcp.add_tool(lookup, name="lookup")
elif MODE == "b":
    mcp.add_tool(lookup_all, name="lookup")
else:
    if READ_ONLY:
        mcp.add_tool(lookup, name="lookup")

match MODE:
    case "x":
        mcp.add_tool(lookup, name="fetch")
    case _:
        mcp.add_tool(lookup_all, name="fetch")

mcp.add_tool(lookup, name="pick") if READ_ONLY else mcp.add_tool(lookup_all, name="pick")
`;

/** The same name registered twice at module level, on one server of each framework, and once on each of two servers. */
const DUPLICATES_SERVER = `from fastmcp import FastMCP
from mcp.server.mcpserver import MCPServer

fast = FastMCP("fast")
official = MCPServer("official")


@fast.tool(name="search")
def fast_search(query: str) -> str:
    """Search the index for documents that match a query."""
    return query


@fast.tool(name="search")
def fast_search_again(query: str) -> str:
    """Search the index for documents that match a query."""
    return query


@official.tool(name="search")
def official_search(query: str) -> str:
    """Search the index for documents that match a query."""
    return query


if True:
    @official.tool(name="search")
    def official_search_again(query: str) -> str:
        """Search the index for documents that match a query."""
        return query
`;

async function nameFindings(file: string, text: string): Promise<{ code: number | null; findings: JsonFinding[] }> {
  const { run, byFile } = await ruleFindingsOf('tool-name-unique', { [file]: text }, 'mcp-lint-arms-');
  return { code: run.code, findings: byFile.get(file)! };
}

describe('tool names registered in exclusive arms of a Python server (built CLI)', () => {
  it('if/else, an elif chain, match cases and a conditional expression: no tool-name-unique finding', async () => {
    const { code, findings } = await nameFindings('server.py', ARMS_SERVER);
    expect(findings).toEqual([]);
    expect(code).toBe(0);
  });

  it('a name registered twice where both run is an error that says what the framework does; two servers are apart', async () => {
    const { code, findings } = await nameFindings('server.py', DUPLICATES_SERVER);
    expect(code).toBe(1);
    expect(findings.map((f) => [f.line, f.messageId])).toEqual([
      [14, 'duplicateReplaced'],
      [27, 'duplicateKeptFirst'],
    ]);
    expect(findings[0]!.message).toContain(
      'fastmcp replaces that one with this one and only logs a warning, so the function on line 8 is never listed or called',
    );
    expect(findings[1]!.message).toContain(
      'on line 20, and both registrations run in one start of the server; the MCP Python SDK keeps the first one and only logs a warning',
    );
    for (const finding of findings) expect(finding.message).not.toContain('refuse');
  });

  it('a name registered in a helper with the server its caller passes is compared with the module-level one', async () => {
    const server = `from mcp.server.fastmcp import FastMCP

mcp = FastMCP("s")


@mcp.tool()
def search(query: str) -> str:
    """Search the index for documents that match a query."""
    return query


def register(server: FastMCP, read_only: bool) -> None:
    if read_only:
        @server.tool()
        def search(query: str) -> str:
            """Search the index for documents that match a query."""
            return query


def make() -> FastMCP:
    return FastMCP("made")


one = make()
two = make()


@one.tool()
def ping() -> str:
    """Answer with pong, to check that the server is up."""
    return "pong"


@two.tool()
def ping() -> str:
    """Answer with pong, to check that the server is up."""
    return "pong"


register(mcp, True)
`;
    const { findings } = await nameFindings('server.py', server);
    // The helper's registration is judged as module level; the two servers a factory makes are two servers.
    expect(findings.map((f) => [f.line, f.messageId])).toEqual([[15, 'duplicateKeptFirst']]);
  });
});

describe('branchPathOf', () => {
  const registrations = (text: string): SyntaxNode[] => {
    const file = parsePython('/project/server.py', 'server.py', text);
    const calls: SyntaxNode[] = [];
    file.tree.iterate({
      enter(ref) {
        if (ref.name === 'CallExpression' && file.text.slice(ref.from, ref.to).startsWith('reg(')) calls.push(ref.node);
      },
    });
    return calls;
  };
  const paths = (text: string) => {
    const file = parsePython('/project/server.py', 'server.py', text);
    return registrations(text).map((node) => branchPathOf(file, node));
  };

  it('puts the arms of one if/elif/else, of one match and of a conditional expression apart', () => {
    for (const text of [
      'if a:\n    reg(1)\nelif b:\n    reg(2)\nelse:\n    reg(3)\n',
      'match m:\n    case 1:\n        reg(1)\n    case 2:\n        reg(2)\n    case _:\n        reg(3)\n',
      'reg(1) if a else reg(2)\n',
    ]) {
      const found = paths(text);
      expect(found.length, text).toBeGreaterThan(1);
      for (const [i, a] of found.entries())
        for (const b of found.slice(i + 1)) expect(canBothRun(a, b), text).toBe(false);
    }
  });

  it('keeps together what runs in one start: after an if, in its condition, in loops, try and with bodies', () => {
    for (const text of [
      'if a:\n    reg(1)\nreg(2)\n',
      'if reg(1):\n    reg(2)\n',
      'if a:\n    if b:\n        reg(1)\n    reg(2)\n',
      'for x in xs:\n    reg(1)\nelse:\n    reg(2)\n',
      'try:\n    reg(1)\nexcept E:\n    reg(2)\n',
      'with a:\n    reg(1)\nreg(2)\n',
      'def helper():\n    reg(1)\nreg(2)\n',
      'x = reg(1) if reg(2) else 0\n',
    ]) {
      const [a, b] = paths(text);
      expect(canBothRun(a!, b!), text).toBe(true);
    }
  });
});
