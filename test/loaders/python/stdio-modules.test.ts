// Item 6 of issue 36: a print() at the top level of a tool module that a Python stdio server imports runs before the
// SDK takes stdout over, so the client reads a line that is not JSON-RPC. Source mode follows the entry's imports, as
// TS source mode does, and reports it at the module's own line, with the fix that sends it to stderr.
import { describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runMcpLint } from '../../helpers/cli.js';
import { tempDir } from '../../helpers/temp.js';

function project(files: Record<string, string>): string {
  const root = tempDir('mcp-lint-py-stdio-modules-');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

interface JsonFinding {
  ruleId: string;
  line: number;
  message: string;
  fix?: unknown;
}
async function stdioFindings(cwd: string, args: string[]): Promise<string[]> {
  const run = await runMcpLint([...args, '--format', 'json'], { cwd });
  expect(run.stderr).toBe('');
  const results = JSON.parse(run.stdout) as Array<{ filePath: string; messages: JsonFinding[] }>;
  return results.flatMap((result) =>
    result.messages
      .filter((m) => m.ruleId === 'stdio-no-console-log')
      .map((m) => `${result.filePath.replace(cwd + '/', '')}:${m.line} ${m.fix ? 'fixable' : 'no fix'} ${m.message}`),
  );
}

// The layout create-mcp-tool generates: __main__.py starts stdio, server.py builds the server, tools/ registers tools.
const PACKAGE = {
  'src/notes/__init__.py': '',
  'src/notes/__main__.py':
    'from .server import create_server\n\n\ndef main() -> None:\n    mcp = create_server()\n    mcp.run()\n\n\nif __name__ == "__main__":\n    main()\n',
  'src/notes/server.py':
    'from mcp.server.mcpserver import MCPServer\n\nfrom .tools import register_tools\n\n\ndef create_server() -> MCPServer:\n    mcp = MCPServer("notes")\n    register_tools(mcp)\n    return mcp\n',
  'src/notes/tools/__init__.py': 'from . import search\n\n\ndef register_tools(mcp):\n    search.register(mcp)\n',
  'src/notes/tools/search.py': [
    'from mcp.server.mcpserver import MCPServer',
    '',
    'print("search tool loaded")', // 3: runs when __main__.py imports the package, before mcp.run()
    '',
    '',
    'def register(mcp: MCPServer) -> None:',
    '    @mcp.tool()',
    '    def search(query: str) -> str:',
    '        """Search the notes for a word and return the matching titles."""',
    '        print("searching", query)', // 10: in a tool: mcp 2.x sends stdout to stderr while serving
    '        return query',
    '',
    '',
    'if __name__ == "__main__":',
    '    print("run as a script")', // 15: never runs on import
    '',
  ].join('\n'),
  // Imported by nothing: its print never runs in the server.
  'src/notes/unused.py': 'print("not imported")\n',
};

describe('Python source mode: stdout writes in the modules a stdio server imports', () => {
  it('reports a top-level print of a tool module at its own line, naming the entry, with the stderr fix', async () => {
    const cwd = project(PACKAGE);
    const findings = await stdioFindings(cwd, ['src']);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatch(
      /^src\/notes\/tools\/search\.py:3 fixable `print\("search tool loaded"\)` writes to stdout when src\/notes\/__main__\.py imports this module.*line 6 there/,
    );
    // The same answer when only the tool module is linted: the entry is found by looking up its folders.
    expect(await stdioFindings(cwd, ['src/notes/tools/search.py'])).toEqual(findings);
  });

  it('--fix sends it to stderr and adds import sys', async () => {
    const cwd = project(PACKAGE);
    const run = await runMcpLint(['src', '--fix', '--format', 'json'], { cwd });
    expect(run.stderr).toBe('');
    const fixed = readFileSync(join(cwd, 'src/notes/tools/search.py'), 'utf8');
    expect(fixed).toContain('import sys\nfrom mcp.server.mcpserver import MCPServer');
    expect(fixed).toContain('print("search tool loaded", file=sys.stderr)');
    expect(fixed).toContain('print("searching", query)\n');
  });

  it('follows plain imports in a flat layout; an HTTP-only server, or a module it does not import, is fine', async () => {
    const flat = project({
      'server.py':
        'import sys\nfrom mcp.server.mcpserver import MCPServer\nimport helpers\n\nmcp = MCPServer("s")\nhelpers.register(mcp)\nmcp.run()\n',
      'helpers.py': 'import sys\n\nsys.stdout.write("ready\\n")\n\ndef register(mcp):\n    pass\n',
    });
    expect(await stdioFindings(flat, ['.'])).toEqual([
      expect.stringMatching(
        /^helpers\.py:3 no fix `sys\.stdout\.write\("ready\\n"\)` writes to stdout when server\.py imports/,
      ),
    ]);
    const http = project({
      'server.py':
        'from mcp.server.mcpserver import MCPServer\nimport helpers\n\nmcp = MCPServer("s")\nmcp.run(transport="streamable-http")\n',
      'helpers.py': 'print("ready")\n',
    });
    expect(await stdioFindings(http, ['.'])).toEqual([]);
  });

  it('never follows an import out of the project through a link', async () => {
    const outside = project({ 'helpers.py': 'print("outside")\n' });
    const cwd = project({
      'server.py': 'from mcp.server.mcpserver import MCPServer\nimport helpers\n\nmcp = MCPServer("s")\nmcp.run()\n',
    });
    symlinkSync(join(outside, 'helpers.py'), join(cwd, 'helpers.py'));
    const run = await runMcpLint(['server.py', '--format', 'json'], { cwd });
    expect(run.stdout).not.toContain('outside');
  });
});
