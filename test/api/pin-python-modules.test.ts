// Issue 36 item 8: pin, diff and --pins on a Python project see exactly the tools lint sees, tools in modules other
// than the server object's included — also when the project's tests call the tool modules' register() with a mock,
// which used to make every such tool vanish from lint and pin alike (aws-cloudwatch-mcp-server at its root: 0 of 19).
import { describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runMcpLint } from '../helpers/cli.js';
import { tempDir } from '../helpers/temp.js';

const FILES: Record<string, string> = {
  'server.py':
    'from mcp.server.mcpserver import MCPServer\n\nfrom tools import notes, search\n\nmcp = MCPServer("notes")\nnotes.register(mcp)\nsearch.register(mcp)\n\nif __name__ == "__main__":\n    mcp.run()\n',
  'tools/__init__.py': '',
  'tools/notes.py': [
    'def register(mcp):',
    '    @mcp.tool()',
    '    def add_note(text: str) -> str:',
    '        """Add a note with the given text and return its id."""',
    '        return text',
    '',
    '    @mcp.tool()',
    '    def list_notes() -> list[str]:',
    '        """List the ids of every note."""',
    '        return []',
    '',
  ].join('\n'),
  'tools/search.py': [
    'class SearchTools:',
    '    def register(self, mcp):',
    '        mcp.tool(name="search_notes")(self.search)',
    '',
    '    def search(self, query: str) -> list[str]:',
    '        """Search the notes for a word and return the ids of those that contain it."""',
    '        return []',
    '',
    '',
    'def register(mcp):',
    '    SearchTools().register(mcp)',
    '',
  ].join('\n'),
  // The project's own tests register the tools on a mock: they must not take the server's tools away.
  'tests/test_tools.py':
    'from unittest.mock import MagicMock\n\nfrom tools import notes, search\n\n\ndef test_register():\n    notes.register(MagicMock())\n    search.register(MagicMock())\n',
};

function project(): string {
  const root = tempDir('mcp-lint-py-pin-');
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

async function toolsLintSees(cwd: string): Promise<string[]> {
  const run = await runMcpLint(['.', '--format', 'json'], { cwd });
  const results = JSON.parse(run.stdout) as Array<{ filePath: string; toolCount: number }>;
  return results.filter((r) => r.toolCount > 0).map((r) => `${r.filePath.replace(cwd + '/', '')} ${r.toolCount}`);
}

describe('pin, diff and --pins on a Python project with tools in several modules', () => {
  it('pin pins every tool lint sees; --pins and diff against the fresh lockfile find nothing', async () => {
    const cwd = project();
    expect(await toolsLintSees(cwd)).toEqual(['tools/notes.py 2', 'tools/search.py 1']);
    const pinned = await runMcpLint(['pin', '.'], { cwd });
    expect(pinned.stderr).toBe('');
    expect(pinned.stdout).toContain('Pinned 3 tools');
    expect((await runMcpLint(['.', '--pins', 'mcp-tools.lock.json'], { cwd })).code).toBe(0);
    const diff = await runMcpLint(['diff', 'mcp-tools.lock.json', '.'], { cwd });
    expect(diff.code).toBe(0);
  });

  it('a change in a tool module is a pinned-tool-changed finding and a diff finding at its line', async () => {
    const cwd = project();
    expect((await runMcpLint(['pin', '.'], { cwd })).code).toBe(0);
    writeFileSync(
      join(cwd, 'tools/search.py'),
      FILES['tools/search.py']!.replace('query: str', 'query: str, limit: int'),
    );
    const pins = await runMcpLint(['.', '--pins', 'mcp-tools.lock.json'], { cwd });
    expect(pins.code).toBe(1);
    expect(pins.stdout).toMatch(
      /tools\/search\.py:\d+:\d+\s+error\s+Tool "search_notes" of "tools\/search\.py" changed since it was pinned.*required-parameter-added.*pinned-tool-changed/,
    );
    const diff = await runMcpLint(['diff', 'mcp-tools.lock.json', '.'], { cwd });
    expect(diff.stdout).toMatch(/tools\/search\.py:5:\d+\s+\w+\s+.*"limit".*required-parameter-added/);
  });
});
