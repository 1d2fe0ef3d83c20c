// A tool module that imports the server from the entry and registers on it: a name registered in both files is a
// duplicate on that one server, reported in the file linted later, in the words of what the framework does (which
// of the two registers first depends on the order the modules are imported in, so the message does not name it).
import { describe, expect, it } from 'vitest';
import { ruleFindingsOf } from '../../helpers/rule-findings.js';

const TOOL = (name: string, fn: string) => `@mcp.tool(name="${name}")
def ${fn}(query: str) -> str:
    """Search the index for documents that match a query."""
    return query
`;

/** The entry makes the server with `constructor` and imports tools.py, which registers on it too. */
const entryAndTools = (constructor: string): Record<string, string> => ({
  'server.py': `from fastmcp import FastMCP

mcp = ${constructor}

import tools  # noqa: E402,F401


${TOOL('search', 'search')}`,
  'tools.py': `from server import mcp


${TOOL('search', 'search_again')}
${TOOL('fetch', 'fetch')}`,
});

/** Each file registers "search" once on each of two servers of its own, through one helper: not pinned to either. */
const unpinned = (prefix: string) => `from fastmcp import FastMCP

${prefix}_one = FastMCP("one")
${prefix}_two = FastMCP("two")


def register(server: FastMCP) -> None:
    @server.tool(name="search")
    def search(query: str) -> str:
        """Search the index for documents that match a query."""
        return query


register(${prefix}_one)
register(${prefix}_two)
`;

async function nameFindings(files: Record<string, string>): Promise<Record<string, Array<[number, string, string]>>> {
  const { run, byFile } = await ruleFindingsOf('tool-name-unique', files, 'mcp-lint-across-files-');
  expect(run.stderr).toBe('');
  return Object.fromEntries(
    [...byFile].map(([file, findings]) => [file, findings.map((m) => [m.line, m.messageId, m.message])]),
  );
}

describe('tool names registered on one Python server from two files (built CLI)', () => {
  it('fastmcp by default: an error in the later file, naming the earlier, that one of the two is never listed', async () => {
    const found = await nameFindings(entryAndTools('FastMCP("s")'));
    expect(found['server.py']).toEqual([]);
    expect(found['tools.py']!.map(([line, id]) => [line, id])).toEqual([[4, 'duplicateElsewhereTaken']]);
    expect(found['tools.py']![0]![2]).toContain(
      'server.py (line 8), and both registrations run in one start of the server; fastmcp keeps the one registered last and only logs a warning, so the other function is never listed or called.',
    );
  });

  it('on_duplicate="error": the server fails to start', async () => {
    const found = await nameFindings(entryAndTools('FastMCP("s", on_duplicate="error")'));
    expect(found['tools.py']!.map(([, id, message]) => [id, message.split('; ')[1]])).toEqual([
      [
        'duplicateElsewhereTaken',
        'fastmcp (`on_duplicate="error"`) raises an error at the one registered second, so the server fails to start. Rename one, or register it once.',
      ],
    ]);
  });

  it('two servers, one per file, or servers a file could not pin: not the same server', async () => {
    const own = (file: string) =>
      `from fastmcp import FastMCP\n\nmcp = FastMCP("${file}")\n\n\n${TOOL('search', 'search')}`;
    expect(await nameFindings({ 'a.py': own('a'), 'b.py': own('b') })).toEqual({ 'a.py': [], 'b.py': [] });
    expect(await nameFindings({ 'a.py': unpinned('a'), 'b.py': unpinned('b') })).toEqual({ 'a.py': [], 'b.py': [] });
  });
});
