// What a Python server was made to do with a second tool of one name decides what tool-name-unique says: fastmcp's
// `on_duplicate` (3–4; `on_duplicate_tools` in 2.x) and the official SDK's `warn_on_duplicate_tools`, read when
// written as a literal. Each behaviour below was run on fastmcp 4.0.10 and mcp 2.3.0 (docs/rules/tool-name-unique.md).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PYTHON_SETUP_TIMEOUT_MS, pythonAvailable, pythonWith } from '../../helpers/python-venv.js';
import { type JsonFinding, ruleFindingsOf } from '../../helpers/rule-findings.js';
import { tempTree } from '../../helpers/temp.js';

/** A server made by `constructor`, which registers "search" twice at module level (the second's name on line 13). */
function twice(constructor: string, imports = 'from fastmcp import FastMCP'): string {
  return `import os
${imports}

mcp = ${constructor}


@mcp.tool()
def search(query: str) -> str:
    """Search the index for documents that match a query."""
    return query


@mcp.tool(name="search")
def search_again(query: str) -> str:
    """Search the index again for documents that match a query."""
    return query
`;
}

const SERVERS: Record<string, string> = {
  'default.py': twice('FastMCP("s")'),
  'none.py': twice('FastMCP("s", on_duplicate=None)'),
  'warn.py': twice('FastMCP("s", on_duplicate="warn")'),
  'replace.py': twice('FastMCP("s", on_duplicate="replace")'),
  'ignore.py': twice('FastMCP("s", on_duplicate="ignore")'),
  'error.py': twice('FastMCP("s", on_duplicate="error")'),
  'fastmcp2.py': twice('FastMCP("s", on_duplicate_tools="ignore")'),
  'variable.py': twice('FastMCP("s", on_duplicate=os.environ["DUPLICATES"])'),
  'spread.py': twice('FastMCP("s", **SETTINGS)').replace('import os', 'SETTINGS = {}'),
  'unknown.py': twice('FastMCP("s", on_duplicate="constructor")'),
  'official.py': twice('MCPServer("s", warn_on_duplicate_tools=False)', 'from mcp.server.mcpserver import MCPServer'),
  'official-flag.py': twice(
    'MCPServer("s", warn_on_duplicate_tools=bool(os.environ.get("W")))',
    'from mcp.server.mcpserver import MCPServer',
  ),
};

/** A helper annotated with the server class, given a server made to raise: the constructor's option reaches it. */
const HELPER = {
  'app.py': `from fastmcp import FastMCP
from tools import register

mcp = FastMCP("s", on_duplicate="error")
register(mcp)
`,
  'tools.py': `from fastmcp import FastMCP


def register(server: FastMCP) -> None:
    @server.tool(name="search")
    def search(query: str) -> str:
        """Search the index for documents that match a query."""
        return query

    @server.tool(name="search")
    def search_again(query: str) -> str:
        """Search the index for documents that match a query."""
        return query
`,
};

async function findingsByFile(files: Record<string, string>): Promise<Map<string, JsonFinding[]>> {
  const { run, byFile } = await ruleFindingsOf('tool-name-unique', files, 'mcp-lint-duplicate-option-');
  expect(run.code, run.stderr).toBe(1);
  return byFile;
}

/** The clause saying what the framework does: from "; " after "start of the server" to the sentence's end. */
const said = (finding: JsonFinding) => /start of the server; (.*?)\. Rename one/.exec(finding.message)?.[1];

describe('tool-name-unique says what the server was made to do with a second tool of one name (built CLI)', () => {
  it('reads fastmcp’s on_duplicate and the official SDK’s warn_on_duplicate_tools when written as literals', async () => {
    const found = await findingsByFile(SERVERS);
    const by = (file: string) => {
      const findings = found.get(file) ?? [];
      expect(
        findings.map((f) => f.line),
        file,
      ).toEqual([13]);
      return [findings[0]!.messageId, said(findings[0]!)];
    };
    const replaced =
      'replaces that one with this one and only logs a warning, so the function on line 8 is never listed or called';
    expect(by('default.py')).toEqual(['duplicateReplaced', `fastmcp ${replaced}`]);
    expect(by('none.py')).toEqual(['duplicateReplaced', `fastmcp ${replaced}`]);
    expect(by('warn.py')).toEqual(['duplicateReplaced', `fastmcp (\`on_duplicate="warn"\`) ${replaced}`]);
    expect(by('replace.py')).toEqual([
      'duplicateReplaced',
      'fastmcp (`on_duplicate="replace"`) replaces that one with this one and logs nothing, so the function on line 8 is never listed or called',
    ]);
    expect(by('ignore.py')).toEqual([
      'duplicateKeptFirst',
      'fastmcp (`on_duplicate="ignore"`) keeps the first one and logs nothing, so this function is never listed or called',
    ]);
    expect(by('error.py')).toEqual([
      'duplicateRefused',
      'fastmcp (`on_duplicate="error"`) raises an error at this registration, so the server fails to start',
    ]);
    expect(by('fastmcp2.py')).toEqual([
      'duplicateKeptFirst',
      'fastmcp (`on_duplicate_tools="ignore"`) keeps the first one and logs nothing, so this function is never listed or called',
    ]);
    expect(by('variable.py')).toEqual([
      'duplicateReplaced',
      `fastmcp ${replaced} (unless \`on_duplicate=os.environ["DUPLICATES"]\` on the server says otherwise)`,
    ]);
    expect(by('spread.py')).toEqual([
      'duplicateReplaced',
      `fastmcp ${replaced} (unless \`**SETTINGS\` on the server says otherwise)`,
    ]);
    expect(by('unknown.py')).toEqual([
      'duplicateReplaced',
      `fastmcp ${replaced} (unless \`on_duplicate="constructor"\` on the server says otherwise)`,
    ]);
    expect(by('official.py')).toEqual([
      'duplicateKeptFirst',
      'the MCP Python SDK (`warn_on_duplicate_tools=False`) keeps the first one and logs nothing, so this function is never listed or called',
    ]);
    expect(by('official-flag.py')).toEqual([
      'duplicateKeptFirst',
      'the MCP Python SDK keeps the first one and raises no error, so this function is never listed or called',
    ]);
  });

  it('a helper annotated with the server class gets the option of the server its caller passes', async () => {
    const found = await findingsByFile(HELPER);
    expect(found.get('app.py')).toEqual([]);
    const [finding] = found.get('tools.py')!;
    expect([finding!.line, finding!.messageId]).toEqual([10, 'duplicateRefused']);
    expect(said(finding!)).toContain('fastmcp (`on_duplicate="error"`) raises an error at this registration');
  });
});

/** Runs each server file and says which "search" its server lists, or that loading it raised ValueError. */
const DRIVER = `import asyncio, json, runpy, sys
seen = {}
for path in sys.argv[1:]:
    try:
        ns = runpy.run_path(path)
    except ValueError:
        seen[path.rsplit("/", 1)[-1]] = "raises"
        continue
    [tool] = [t for t in asyncio.run(ns["mcp"].list_tools()) if t.name == "search"]
    seen[path.rsplit("/", 1)[-1]] = "last" if "again" in (tool.description or "") else "first"
print(json.dumps(seen))
`;

describe.skipIf(!pythonAvailable)('the same servers run on fastmcp 4 and mcp 2.3 keep what the finding says', () => {
  let python = '';
  beforeAll(() => {
    python = pythonWith(['mcp>=2.3,<3', 'fastmcp>=4,<5']);
  }, PYTHON_SETUP_TIMEOUT_MS);

  it('each literal option lists the tool the message names, or fails to start', () => {
    const run = ['default.py', 'none.py', 'warn.py', 'replace.py', 'ignore.py', 'error.py', 'official.py'];
    const dir = tempTree({ ...Object.fromEntries(run.map((f) => [f, SERVERS[f]!])), 'drive.py': DRIVER });
    const out = execFileSync(python, [join(dir, 'drive.py'), ...run.map((f) => join(dir, f))], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    expect(JSON.parse(out.trim().split('\n').at(-1)!)).toEqual({
      'default.py': 'last',
      'none.py': 'last',
      'warn.py': 'last',
      'replace.py': 'last',
      'ignore.py': 'first',
      'error.py': 'raises',
      'official.py': 'first',
    });
  });
});
