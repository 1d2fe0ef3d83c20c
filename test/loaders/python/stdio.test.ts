import { describe, expect, it } from 'vitest';
import { pythonStdioFacts } from '../../../src/loaders/python/stdio.js';
import { PythonProject } from '../../../src/loaders/python/project.js';
import { parsePython } from '../../../src/loaders/python/syntax.js';

function stdioOf(text: string) {
  const project = new PythonProject({
    root: '/project',
    read: () => undefined,
    display: (path) => path,
    parse: parsePython,
  });
  const file = parsePython('/project/server.py', 'server.py', text);
  project.add(file);
  const facts = pythonStdioFacts(project, file);
  return {
    facts,
    transports: facts?.transports.map((t) => t.range.start.line) ?? [],
    writes: facts?.writes.map((w) => `${w.range.start.line} ${w.runs} ${w.text}`) ?? [],
  };
}

const MCPSERVER = 'import sys\nfrom mcp.server.mcpserver import MCPServer\nmcp = MCPServer("s")\n';

describe('pythonStdioFacts', () => {
  it('finds the transports: run() without one, "stdio" positional or by keyword, run_stdio_async, stdio_server()', () => {
    const { transports } = stdioOf(
      MCPSERVER +
        [
          'mcp.run()', // 4
          'mcp.run("stdio")', // 5
          'mcp.run(transport="stdio")', // 6
          'mcp.run(transport="streamable-http")', // 7: not stdio
          'mcp.run(transport=args.transport)', // 8: not known
          'anyio.run(mcp.run_stdio_async)', // 9
          'from mcp.server.stdio import stdio_server', // 10
          'async def main():',
          '    async with stdio_server() as (r, w):', // 12
          '        pass',
          'app.run()', // 14: not a server
          '',
        ].join('\n'),
    );
    expect(transports).toEqual([4, 5, 6, 9, 12]);
  });

  it('is undefined for a file that starts no stdio transport', () => {
    expect(stdioOf(MCPSERVER + 'print("hi")\nmcp.run(transport="streamable-http")\n').facts).toBeUndefined();
  });

  it('on mcp 2.x keeps the prints that run before the server starts, not those in tools or after it stops', () => {
    const { writes } = stdioOf(
      MCPSERVER +
        [
          'print("loading")', // 4
          '@mcp.tool()',
          'def hello(name: str) -> str:',
          '    print("called", name)', // 7: mcp 2.x sends it to stderr while serving
          '    return name',
          'def main():',
          '    sys.stdout.write("starting\\n")', // 10
          '    print("to stderr", file=sys.stderr)',
          '    mcp.run()', // 12
          '    print("stopped")', // 13: after the server stopped
          '',
        ].join('\n'),
    );
    expect(writes).toEqual(['4 startup print("loading")', '10 startup sys.stdout.write("starting\\n")']);
  });

  it('on mcp 1.x (FastMCP 1.x) keeps the prints in tools too', () => {
    const { writes } = stdioOf(
      'import sys\nfrom mcp.server.fastmcp import FastMCP\nmcp = FastMCP("s")\n@mcp.tool()\ndef hello(name: str) -> str:\n    print("called", file=sys.stdout)\n    return name\ndef helper():\n    print("who calls me?")\nmcp.run()\n',
    );
    expect(writes).toEqual(['6 serving print("called", file=sys.stdout)']);
  });

  it('gives each place its if/else arms, so the HTTP arm is told apart from the stdio one', () => {
    const { facts } = stdioOf(
      MCPSERVER + 'if http:\n    print("listening")\n    mcp.run(transport="streamable-http")\nelse:\n    mcp.run()\n',
    );
    const branch = MCPSERVER.length; // the offset of the `if`
    expect(facts?.transports[0]?.paths[0]?.arms).toEqual([`${branch}#1`]);
    expect(facts?.writes[0]?.paths[0]?.arms).toEqual([`${branch}#0`]);
  });

  it('offers `file=sys.stderr` for a plain print when the file imports sys', () => {
    const text = MCPSERVER + 'print("a", 1)\nprint()\nprint("b",)\nprint(*parts)\nmcp.run()\n';
    const { facts } = stdioOf(text);
    const fixed = facts!.writes.map((w) =>
      w.edit
        ? text
            .slice(w.edit.range[0] - 20, w.edit.range[0])
            .split('\n')
            .pop() +
          w.edit.text +
          ')'
        : undefined,
    );
    expect(fixed).toEqual([
      'print("a", 1, file=sys.stderr)',
      'print(file=sys.stderr)',
      'print("b", file=sys.stderr)',
      undefined,
    ]);
    const withoutSys = stdioOf(
      'from mcp.server.mcpserver import MCPServer\nmcp = MCPServer("s")\nprint("a")\nmcp.run()\n',
    );
    // Without `import sys` the edit adds it too (the fix must leave a file that runs).
    expect(withoutSys.facts?.writes[0]?.edit?.text).toContain('import sys');
  });
});
