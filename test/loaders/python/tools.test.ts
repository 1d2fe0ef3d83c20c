// toolsOfFile on small sources: which registrations make tools, on which SDK, with what definition, where each part
// is, and what is unresolved. The comparison with real servers' tools/list is in tools-live.test.ts.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PYTHON_API, PYTHON_FRAMEWORK, isPythonFramework } from '../../../src/core/python-api.js';
import type { LoadedTool } from '../../../src/core/types.js';
import { PythonProject } from '../../../src/loaders/python/project.js';
import { parsePython } from '../../../src/loaders/python/syntax.js';
import { toolsOfFile } from '../../../src/loaders/python/tools.js';
import { tempDir } from '../../helpers/temp.js';

/** Writes the files into a fresh folder, adds them all to one project, and returns the tools of the first. */
function load(files: Record<string, string>) {
  const root = tempDir('mcp-lint-pytools-');
  const project = new PythonProject({
    root,
    read: (path) => readFileSync(path, 'utf8'),
    display: (path) => path.slice(root.length + 1),
    parse: parsePython,
  });
  const parsed = Object.entries(files).map(([name, text]) => {
    const path = join(root, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    const file = parsePython(path, name, text);
    project.add(file);
    return file;
  });
  const result = toolsOfFile(project, parsed[0]!);
  const byName = (name: string) => {
    const tool = result.tools.find((t) => (t.definition as { name: string }).name === name);
    expect(tool, `tool ${name}`).toBeDefined();
    return tool!;
  };
  return {
    ...result,
    names: result.tools.map((t) => (t.definition as { name: string }).name),
    byName,
    text: files[Object.keys(files)[0]!]!,
  };
}

const def = (tool: LoadedTool) => tool.definition as Record<string, unknown>;
/** The definition without the schemas (type-hints.ts builds those; its own tests cover them). */
const head = (tool: LoadedTool) => {
  const { inputSchema: _input, outputSchema: _output, ...rest } = def(tool);
  return rest;
};
// The stand-in type-hints.ts marks every signature schema unresolved until pyschema's lands; those are not the subject here.
const unresolvedOf = (tool: LoadedTool) => (tool.sourceFacts?.unresolved ?? []).map((u) => [u.pointer, u.what]);
/** "line:column" of where a pointer is placed. */
const at = (tool: LoadedTool, pointer: string) => {
  const range = tool.locate(pointer)!;
  return `${range.start.line}:${range.start.column}`;
};

const MCPSERVER =
  'from mcp.server.mcpserver import MCPServer\nfrom mcp.types import ToolAnnotations\nmcp = MCPServer("s")\n';
const FASTMCP =
  'from fastmcp import FastMCP\nfrom fastmcp.tools import Tool\nfrom mcp.types import ToolAnnotations\nmcp = FastMCP("s")\n';

describe('Python tool registrations', () => {
  it('MCPServer: @mcp.tool(), positional and keyword options, mcp.tool()(fn), add_tool; the SDK strings rules key off', () => {
    const { tools, names, byName, unresolved } = load({
      'server.py': `${MCPSERVER}
@mcp.tool()
def plain(a: int) -> int:
    """Plain."""
    return a

@mcp.tool("by_position", "By Position")
def positional(a: int) -> int:
    return a

def later(a: int) -> int:
    return a
mcp.tool(name="later_name")(later)

def added(a: int) -> int:
    return a
mcp.add_tool(added, "added_name", description="Added.")
`,
    });
    expect(unresolved).toEqual([]);
    expect(names).toEqual(['plain', 'by_position', 'later_name', 'added_name']);
    expect(tools.map((t) => [t.api, t.handler?.framework])).toEqual([
      [PYTHON_API.decorator, PYTHON_FRAMEWORK.mcpserver],
      [PYTHON_API.decorator, PYTHON_FRAMEWORK.mcpserver],
      [PYTHON_API.call, PYTHON_FRAMEWORK.mcpserver],
      [PYTHON_API.addTool, PYTHON_FRAMEWORK.mcpserver],
    ]);
    expect(head(byName('by_position'))).toEqual({ name: 'by_position', title: 'By Position', description: '' });
    expect(head(byName('added_name'))).toEqual({ name: 'added_name', description: 'Added.' });
    expect(isPythonFramework(tools[0]!.handler?.framework)).toBe(true);
    expect(isPythonFramework('fastmcp')).toBe(false); // the TypeScript fastmcp framework
  });

  it('MCPServer: @mcp.tool without parentheses and mcp.tool(fn) raise TypeError, so no tool and one finding each', () => {
    const { tools, unresolved } = load({
      'server.py': `${MCPSERVER}
@mcp.tool
def bare(a: int) -> int:
    return a

def direct(a: int) -> int:
    return a
mcp.tool(direct)
`,
    });
    expect(tools).toEqual([]);
    expect(unresolved.map((u) => [u.range.start.line, u.what.split(' MCPServer')[0]])).toEqual([
      [5, 'The tool `@mcp.tool` registers: without parentheses'],
      [11, 'The tool `mcp.tool(…)` registers: given the function,'],
    ]);
  });

  it('fastmcp: @mcp.tool, @mcp.tool("name"), mcp.tool(fn, name=…), mcp.tool("name")(fn), add_tool(fn) and add_tool(Tool.from_function(fn, …))', () => {
    const { names, tools, unresolved } = load({
      'server.py': `${FASTMCP}
@mcp.tool
def bare(a: int) -> int:
    return a

@mcp.tool("renamed")
def positional(a: int) -> int:
    return a

def direct(a: int) -> int:
    return a
mcp.tool(direct, name="direct_name")

def curried(a: int) -> int:
    return a
mcp.tool("curried_name")(curried)

def added(a: int) -> int:
    return a
mcp.add_tool(added)

def built(a: int) -> int:
    return a
mcp.add_tool(Tool.from_function(built, name="built_name"))
`,
    });
    expect(unresolved).toEqual([]);
    expect(names).toEqual(['bare', 'renamed', 'direct_name', 'curried_name', 'added', 'built_name']);
    expect(new Set(tools.map((t) => t.handler?.framework))).toEqual(new Set([PYTHON_FRAMEWORK.fastmcp]));
    expect(tools.map((t) => t.api)).toEqual([
      PYTHON_API.decorator,
      PYTHON_API.decorator,
      PYTHON_API.call,
      PYTHON_API.call,
      PYTHON_API.addTool,
      PYTHON_API.addTool,
    ]);
  });

  it('fastmcp: a title always, from title=, the annotations or the name; _meta with sorted tags, version and meta', () => {
    const { byName } = load({
      'server.py': `${FASTMCP}
@mcp.tool(tags={"b", "a"}, meta={"owner": "me", "fastmcp": {"extra": 1, "_internal": 2}})
def read_doc(a: int) -> int:
    return a

@mcp.tool(annotations={"title": "From Annotations"}, version="1.0")
def other_tool(a: int) -> int:
    return a

@mcp.tool(title="Given", annotations=ToolAnnotations(title="Not this"))
def given(a: int) -> int:
    return a
`,
    });
    expect(head(byName('read_doc'))).toEqual({
      name: 'read_doc',
      title: 'Read Doc',
      _meta: { owner: 'me', fastmcp: { extra: 1, tags: ['a', 'b'] } },
    });
    expect(head(byName('other_tool'))).toMatchObject({
      title: 'From Annotations',
      _meta: { fastmcp: { tags: [], version: '1.0', versions: ['1.0'] } },
    });
    expect(head(byName('given'))).toMatchObject({ title: 'Given', annotations: { title: 'Not this' } });
  });

  it('descriptions: MCPServer keeps the docstring as written, fastmcp cleans it and splits off Args', () => {
    const source = (header: string) => `${header}
@mcp.tool()
def documented(city: str, days: int = 1) -> str:
    """Forecast for a city.

    Args:
        city: The city.
        days: How many days,
            from today.
    """
    return city

@mcp.tool()
def undocumented(a: int) -> int:
    return a
`;
    const mcpserver = load({ 'server.py': source(MCPSERVER) });
    expect(def(mcpserver.byName('documented')).description).toBe(
      'Forecast for a city.\n\n    Args:\n        city: The city.\n        days: How many days,\n            from today.\n    ',
    );
    expect(def(mcpserver.byName('undocumented')).description).toBe('');
    expect(def(mcpserver.byName('documented')).inputSchema).toEqual({
      properties: { city: { title: 'City', type: 'string' }, days: { default: 1, title: 'Days', type: 'integer' } },
      required: ['city'],
      title: 'documentedArguments',
      type: 'object',
    });
    const fastmcp = load({ 'server.py': source(FASTMCP) });
    expect(def(fastmcp.byName('documented')).description).toBe('Forecast for a city.');
    expect('description' in def(fastmcp.byName('undocumented'))).toBe(false);
  });

  it('annotations: ToolAnnotations in either spelling and dict literals give camelCase keys, only those set; a constant is followed', () => {
    const { byName, text } = load({
      'server.py': `${MCPSERVER}READ_ONLY = ToolAnnotations(readOnlyHint=True)

@mcp.tool(annotations=ToolAnnotations(read_only_hint=True, destructive_hint=None, open_world_hint=False))
def one(a: int) -> int:
    return a

@mcp.tool(annotations={"idempotentHint": True, "destructive_hint": False})
def two(a: int) -> int:
    return a

@mcp.tool(annotations=READ_ONLY)
def three(a: int) -> int:
    return a
`,
    });
    expect(def(byName('one')).annotations).toEqual({ readOnlyHint: true, openWorldHint: false });
    expect(def(byName('two')).annotations).toEqual({ idempotentHint: true, destructiveHint: false });
    expect(at(byName('two'), '/annotations/destructiveHint')).toBe(
      `${text.split('\n').findIndex((l) => l.includes('"destructive_hint"')) + 1}:${
        text
          .split('\n')
          .find((l) => l.includes('"destructive_hint"'))!
          .indexOf('"destructive_hint"') + 1
      }`,
    );
    expect(def(byName('three')).annotations).toEqual({ readOnlyHint: true });
    const line = text.split('\n').findIndex((l) => l.includes('read_only_hint=True')) + 1;
    expect(at(byName('one'), '/annotations/readOnlyHint')).toBe(
      `${line}:${text.split('\n')[line - 1]!.indexOf('read_only_hint') + 1}`,
    );
    expect(at(byName('three'), '/annotations/readOnlyHint')).toBe('4:29');
  });

  it('names, descriptions and meta from constants bound once, in the file or an imported project module', () => {
    const { byName } = load({
      'server.py': `${MCPSERVER}from texts import DESCRIPTION
NAME = "from_constant"
META = {"owner": "me"}

@mcp.tool(name=NAME, description=DESCRIPTION, meta=META)
def fn(a: int) -> int:
    return a
`,
      'texts.py': 'DESCRIPTION = "Told " "elsewhere."\n',
    });
    expect(head(byName('from_constant'))).toEqual({
      name: 'from_constant',
      description: 'Told elsewhere.',
      _meta: { owner: 'me' },
    });
  });

  it('MCPServer: structured_output=False drops the outputSchema; meta is _meta as written', () => {
    const { byName } = load({
      'server.py': `${MCPSERVER}
@mcp.tool(structured_output=False, meta={"k": [1, "two"]})
def unstructured(a: int) -> int:
    return a
`,
    });
    expect('outputSchema' in def(byName('unstructured'))).toBe(false);
    expect(def(byName('unstructured'))._meta).toEqual({ k: [1, 'two'] });
  });
});

describe('which receivers are servers', () => {
  it("by the constructor, not the variable name: another library's .tool is skipped without a finding", () => {
    const { names, unresolved } = load({
      'server.py': `from mcp.server.mcpserver import MCPServer as Server
from pydantic_ai import Agent

agent = Agent("model")
mcp = Agent("other")
server = Server("s")

@agent.tool
def agent_tool(ctx) -> str:
    return ""

@mcp.tool()
def also_agent(ctx) -> str:
    return ""

@server.tool()
def real(a: int) -> int:
    return a
`,
    });
    expect(names).toEqual(['real']);
    expect(unresolved).toEqual([]);
  });

  it("inside functions: a server made there, a parameter annotated with the class, a factory's result, self.mcp, a subclass", () => {
    const { names, unresolved } = load({
      'server.py': `from fastmcp import FastMCP

def build():
    app = FastMCP("a")

    @app.tool
    def in_builder(a: int) -> int:
        return a
    return app

def register(server: FastMCP):
    @server.tool
    def annotated(a: int) -> int:
        return a

def create():
    return FastMCP("c")

made = create()

@made.tool
def from_factory(a: int) -> int:
    return a

class Holder:
    def __init__(self):
        self.mcp = FastMCP("h")

    def setup(self):
        @self.mcp.tool
        def on_self(a: int) -> int:
            return a

class Custom(FastMCP):
    pass

custom = Custom("x")

@custom.tool
def on_subclass(a: int) -> int:
    return a
`,
    });
    expect(unresolved).toEqual([]);
    expect(names).toEqual(['in_builder', 'annotated', 'from_factory', 'on_self', 'on_subclass']);
  });

  it('def register(mcp): the server comes from its callers, in this file or another linted file', () => {
    const tools = `def register(mcp):
    @mcp.tool()
    def echo(text: str) -> str:
        """Echo."""
        return text
`;
    const server = `from mcp.server.mcpserver import MCPServer
from tools import register
import tools as tool_module
mcp = MCPServer("s")
register(mcp)
tool_module.register(mcp)
`;
    const found = load({ 'tools.py': tools, 'server.py': server });
    expect(found.unresolved).toEqual([]);
    expect(found.tools.map((t) => [def(t).name, t.handler?.framework])).toEqual([['echo', PYTHON_FRAMEWORK.mcpserver]]);
    // Alone, the module's receiver cannot be traced: reported once for both registrations, never guessed.
    const alone = load({
      'tools.py': `${tools}    @mcp.tool()\n    def other(text: str) -> str:\n        return text\n`,
    });
    expect(alone.tools).toEqual([]);
    expect(alone.unresolved.map((u) => u.what)).toEqual([
      'The tools registered by `@mcp.tool(…)` on a receiver not traced to an MCP server (`mcp` is a parameter of register() and no call of it among the linted files passes a server) (2 registrations)',
    ]);
  });

  it('classes that register their methods: self.method is bound (no self in the schema); callers of register() and of __init__ are found', () => {
    const found = load({
      'tools.py': `class Alarms:
    def register(self, mcp):
        mcp.tool(name="get_alarms")(self.get_alarms)

    def get_alarms(self, region: str) -> str:
        "List the alarms."
        return region

class Logs:
    def __init__(self, server, read_only=True):
        server.tool(name="get_logs")(self.get_logs)

    async def get_logs(self, group: str) -> str:
        return group
`,
      'server.py': `from fastmcp import FastMCP
from tools import Alarms, Logs
mcp = FastMCP("s")
alarms = Alarms()
alarms.register(mcp)
Logs(mcp, read_only=False)
`,
    });
    expect(found.unresolved).toEqual([]);
    expect(found.names).toEqual(['get_alarms', 'get_logs']);
    expect(found.byName('get_alarms').locate('/inputSchema/properties/region')!.start.line).toBe(5);
    // `self` is no parameter of the tool: nothing is placed for it.
    expect(found.byName('get_alarms').locate('/inputSchema/properties/self')).toEqual(
      found.byName('get_alarms').locate('/inputSchema'),
    );
    expect(found.byName('get_alarms').sourceFacts?.registration?.mayNotRun).toBeUndefined();
  });

  it('a parameter annotated with the server class gives the SDK; when no linted file calls the function, its tools may not be listed', () => {
    const { byName } = load({
      'tools.py': `from fastmcp import FastMCP

class Legacy:
    def __init__(self, mcp: FastMCP):
        mcp.tool(name="legacy")(self.legacy)

    def legacy(self, a: int) -> int:
        return a
`,
    });
    expect(byName('legacy').handler?.framework).toBe(PYTHON_FRAMEWORK.fastmcp);
    expect(byName('legacy').sourceFacts?.registration?.mayNotRun).toBe('uncalled');
  });

  it('a tool a tool registers when it runs may not be listed', () => {
    const { byName } = load({
      'server.py': `${MCPSERVER}
@mcp.tool()
async def add_dynamic() -> str:
    def dynamic(a: int) -> int:
        return a
    mcp.add_tool(dynamic, name="dynamic_tool")
    return "added"
`,
    });
    expect(byName('add_dynamic').sourceFacts?.registration?.mayNotRun).toBeUndefined();
    expect(byName('dynamic_tool').sourceFacts?.registration?.mayNotRun).toBe('uncalled');
  });

  it('a server imported from a package outside the linted files is unresolved, once per cause', () => {
    const { tools, unresolved } = load({
      'tools.py': `from myapp.server import mcp

@mcp.tool()
def one(a: int) -> int:
    return a

@mcp.tool()
def two(a: int) -> int:
    return a
`,
    });
    expect(tools).toEqual([]);
    expect(unresolved).toHaveLength(1);
    expect(unresolved[0]!.what).toContain(
      '(`mcp` comes from myapp.server, outside the linted files) (2 registrations)',
    );
    expect(unresolved[0]!.range.start.line).toBe(3);
  });
});

describe('unresolved parts, never guessed', () => {
  it('a non-literal name leaves no tool (the file says why); a non-literal description, **kwargs or an unknown option mark the tool', () => {
    const { names, unresolved, byName } = load({
      'server.py': `${MCPSERVER}import os

@mcp.tool(name=os.environ["TOOL"])
def env_named(a: int) -> int:
    return a

@mcp.tool(description=make_description())
def computed(a: int) -> int:
    return a

OPTIONS = {"name": "x"}

@mcp.tool(**OPTIONS)
def spread(a: int) -> int:
    return a
`,
    });
    expect(names).toEqual(['computed', 'spread']);
    expect(unresolved.map((u) => [u.range.start.line, u.what])).toEqual([
      [6, 'The name of the tool registered from env_named() (`os.environ["TOOL"]` is not a string literal)'],
    ]);
    expect(unresolvedOf(byName('computed'))).toEqual([['/description', '`make_description()`']]);
    expect('description' in def(byName('computed'))).toBe(false);
    expect(unresolvedOf(byName('spread'))).toEqual([
      ['', '`**OPTIONS` passed to the registration (it may set any option)'],
    ]);
  });

  it("a tool changed through the SDK's private state is unresolved as a whole; an edit naming no tool, for the file", () => {
    const { byName, unresolved } = load({
      'server.py': `${MCPSERVER}SCHEMA = {"type": "object"}

@mcp.tool(name="patched")
def patched() -> str:
    return ""

mcp._tool_manager._tools["patched"].parameters = SCHEMA
mcp._tool_manager._tools.clear()
`,
    });
    expect(unresolvedOf(byName('patched'))).toEqual([
      [
        '',
        '`mcp._tool_manager._tools["patched"].parameters` (it changes the server\'s tools through the SDK\'s private state)',
      ],
    ]);
    expect(unresolved.map((u) => [u.range.start.line, u.what])).toEqual([
      [11, "`mcp._tool_manager._tools.clear` (it changes the server's tools through the SDK's private state)"],
    ]);
  });

  it("fastmcp: a NumPy docstring leaves the description and the parameters' descriptions unresolved", () => {
    const { byName } = load({
      'server.py': `${FASTMCP}
@mcp.tool
def numpy(a: int) -> int:
    """Do it.

    Parameters
    ----------
    a : int
        The a.
    """
    return a
`,
    });
    expect(unresolvedOf(byName('numpy')).map(([pointer]) => pointer)).toEqual([
      '/description',
      '/inputSchema/properties/a/description',
    ]);
  });
});

describe('low-level servers', () => {
  it('@server.list_tools() returning Tool(...) literals, with module constants for names and schemas', () => {
    const { tools, byName, unresolved, text } = load({
      'server.py': `import mcp.types as types
from mcp.server.lowlevel import Server
from mcp.types import Tool

server = Server("low")
NAME = "lookup"
SCHEMA = {"type": "object", "properties": {"key": {"type": "string"}}}

@server.list_tools()
async def list_tools() -> list[types.Tool]:
    return [
        Tool(name=NAME, description="Look a key up.", inputSchema=SCHEMA),
        types.Tool(
            name="store",
            inputSchema={"type": "object", "properties": {"key": {"type": "string"}, "value": {}}},
            annotations=types.ToolAnnotations(destructiveHint=True),
        ),
    ]
`,
    });
    expect(unresolved).toEqual([]);
    expect(tools.map((t) => [t.api, t.handler?.framework])).toEqual([
      [PYTHON_API.lowlevel, PYTHON_FRAMEWORK.lowlevel],
      [PYTHON_API.lowlevel, PYTHON_FRAMEWORK.lowlevel],
    ]);
    expect(def(byName('lookup'))).toEqual({
      name: 'lookup',
      description: 'Look a key up.',
      inputSchema: { type: 'object', properties: { key: { type: 'string' } } },
    });
    expect(def(byName('store')).annotations).toEqual({ destructiveHint: true });
    const lines = text.split('\n');
    const lineOf = (needle: string) => lines.findIndex((l) => l.includes(needle)) + 1;
    expect(byName('store').locate('/inputSchema/properties/value')!.start.line).toBe(lineOf('"value": {}'));
    // A schema written as a constant in this file is placed there, where it would be fixed.
    expect(byName('lookup').locate('/inputSchema/properties/key')!.start.line).toBe(lineOf('SCHEMA = {'));
    expect(byName('lookup').locate('/name')!.start.line).toBe(lineOf('name=NAME'));
  });

  it("tool names from a str Enum's members, as the SDK's example servers write them", () => {
    const { names } = load({
      'server.py': `from enum import Enum, StrEnum
from mcp.server.lowlevel import Server
from mcp.types import Tool

class Names(str, Enum):
    STATUS = "git_status"

class Other(StrEnum):
    LOG = "git_log"

class Plain(Enum):
    DIFF = "git_diff"

server = Server("git")

@server.list_tools()
async def list_tools() -> list[Tool]:
    return [
        Tool(name=Names.STATUS, inputSchema={"type": "object"}),
        Tool(name=Other.LOG.value, inputSchema={"type": "object"}),
        Tool(name=Plain.DIFF, inputSchema={"type": "object"}),
    ]
`,
    });
    // A plain Enum member is not a str: pydantic rejects it, so no name is guessed for it.
    expect(names).toEqual(['git_status', 'git_log']);
  });

  it('mcp 2.x Server(on_list_tools=…) with ListToolsResult; schemas computed at run time and lists built at run time are unresolved', () => {
    const { names, byName, unresolved } = load({
      'server.py': `import mcp.types as types
from mcp.server import Server
from models import Query

async def list_tools(ctx, params):
    return types.ListToolsResult(tools=[types.Tool(name="query", input_schema=Query.model_json_schema())])

async def more(ctx, params):
    return [types.Tool(name=n, input_schema={}) for n in NAMES]

server = Server("low", on_list_tools=list_tools)
other = Server("other", on_list_tools=more)
`,
    });
    expect(names).toEqual(['query']);
    expect(unresolvedOf(byName('query'))).toEqual([['/inputSchema', '`input_schema=Query.model_json_schema()`']]);
    expect(unresolved.map((u) => u.what)).toEqual([
      'The tools listed by more(): `[types.Tool(name=n, input_schema={}) for n in NAMES]` builds its items at run time',
    ]);
  });
});

describe('fastmcp servers that may keep $defs', () => {
  it("dereference_schemas not literally True, or **options on the constructor, leave each tool's schemas unresolved, said once", () => {
    const source = (args: string) => `from fastmcp import FastMCP
mcp = FastMCP("s"${args})

@mcp.tool
def echo(text: str) -> list[str]:
    """Echo."""
    return [text]
`;
    const kept = load({ 'server.py': source(', dereference_schemas=False') });
    // Said once for the file, however many tools the server registers; each tool's schemas are marked, not reported.
    expect(kept.unresolved.map((u) => u.what)).toEqual([
      'The schemas of the tools registered on this server: `dereference_schemas=False` on the server (fastmcp then keeps `$defs`, which mcp-lint does not rebuild)',
    ]);
    expect(kept.byName('echo').sourceFacts?.unresolved?.every((u) => u.saidForFile)).toBe(true);
    expect(unresolvedOf(kept.byName('echo'))).toEqual([
      [
        '/inputSchema',
        '`dereference_schemas=False` on the server (fastmcp then keeps `$defs`, which mcp-lint does not rebuild)',
      ],
      [
        '/outputSchema',
        '`dereference_schemas=False` on the server (fastmcp then keeps `$defs`, which mcp-lint does not rebuild)',
      ],
    ]);
    expect(
      unresolvedOf(load({ 'server.py': source(', **OPTIONS') }).byName('echo')).map(([pointer]) => pointer),
    ).toEqual(['/inputSchema', '/outputSchema']);
    expect(unresolvedOf(load({ 'server.py': source(', dereference_schemas=True') }).byName('echo'))).toEqual([]);
  });
});

describe('registrations in loops', () => {
  it('FastMCP 1.x Tool objects from another module, filtered into a list and added by attribute: each tool, at its list item, an upper bound', () => {
    const { names, byName, upperBounds, unresolved, text } = load({
      'server.py': `import os
from mcp.server.fastmcp import FastMCP
from mcp.server.fastmcp.tools import Tool
from tools.assets import create_asset_tool, list_assets_tool
from tools.meta import is_readonly

all_tools = [
    create_asset_tool,
    list_assets_tool,
]

def main():
    allow_writes = os.environ.get("ALLOW_WRITES") == "true"
    mcp = FastMCP(name="s")
    tools_to_register = []
    for tool in all_tools:
        if is_readonly(tool.fn):
            tools_to_register.append(tool)
        elif allow_writes:
            tools_to_register.append(tool)
    for tool in tools_to_register:
        mcp.add_tool(tool.fn, tool.name, tool.description, str(tool.annotations or ''))
    mcp.run()
`,
      'tools/assets.py': `from mcp.server.fastmcp.tools import Tool

def create_asset(asset_name: str) -> dict:
    """Create an asset."""
    return {}

def list_assets(limit: int = 10) -> dict:
    """List the assets."""
    return {}

create_asset_tool = Tool.from_function(fn=create_asset, name="create_asset", description="Create a new asset from a model.")
list_assets_tool = Tool.from_function(list_assets)
`,
      'tools/meta.py': 'def is_readonly(fn):\n    return fn.__name__.startswith("list")\n',
    });
    expect(unresolved).toEqual([]);
    expect(names).toEqual(['create_asset', 'list_assets']);
    // add_tool(fn, name, title, description, …): the Tool's description lands in title, and the empty description
    // falls back to the docstring, as FastMCP 1.x lists it.
    expect(head(byName('create_asset'))).toEqual({
      name: 'create_asset',
      title: 'Create a new asset from a model.',
      description: 'Create an asset.',
    });
    expect(head(byName('list_assets'))).toEqual({ name: 'list_assets', description: 'List the assets.' });
    expect(def(byName('list_assets')).inputSchema).toEqual({
      type: 'object',
      properties: { limit: { default: 10, title: 'Limit', type: 'integer' } },
      title: 'list_assetsArguments',
    });
    const line = (needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;
    expect(at(byName('create_asset'), '/inputSchema/properties/asset_name')).toBe(
      `${line('    create_asset_tool,')}:5`,
    );
    expect(at(byName('list_assets'), '')).toBe(`${line('    list_assets_tool,')}:5`);
    expect(byName('create_asset').sourceFacts?.registration?.mayNotRun).toBe('narrowed');
    expect(upperBounds).toEqual([
      {
        tools: 2,
        decidedBy: 'is_readonly(tool.fn)',
        range: expect.objectContaining({ start: { line: line('if is_readonly'), column: 12 } }),
      },
    ]);
  });

  it('a loop over functions, over (name, function) pairs and over a dict: one tool per item, none an upper bound', () => {
    const { names, byName, upperBounds, unresolved, text } = load({
      'server.py': `${MCPSERVER}
def alpha(x: int) -> int:
    """Alpha."""
    return x

def beta(y: str) -> str:
    """Beta."""
    return y

for fn in (alpha, beta):
    mcp.tool()(fn)

PAIRS = [("first", alpha), ("second", beta)]
for name, fn in PAIRS:
    mcp.add_tool(fn, name=name)

for name, fn in {"third": alpha}.items():
    mcp.add_tool(fn, name, "Third")
`,
    });
    expect(unresolved).toEqual([]);
    expect(names).toEqual(['alpha', 'beta', 'first', 'second', 'third']);
    expect(head(byName('third'))).toEqual({ name: 'third', title: 'Third', description: 'Alpha.' });
    // A function defined in this file keeps its own places.
    const line = (needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;
    expect(at(byName('beta'), '/inputSchema/properties/y')).toBe(`${line('def beta(y')}:10`);
    expect(at(byName('second'), '/name')).toBe(`${line('PAIRS = ')}:28`);
    expect(upperBounds).toEqual([]);
    expect(byName('alpha').sourceFacts?.registration?.mayNotRun).toBeUndefined();
  });

  it('fastmcp Tool objects listed in another module and added in a loop that can skip: options read in their own file', () => {
    const { names, byName, upperBounds } = load({
      'server.py': `${FASTMCP}
from registry import TOOLS, DISABLED

for tool in TOOLS:
    if tool.name in DISABLED:
        continue
    mcp.add_tool(tool)
`,
      'registry.py': `from fastmcp.tools import Tool

def search(query: str) -> list[str]:
    """Search the index."""
    return []

TOOLS = [Tool.from_function(search, name="find", description="Find documents.")]
DISABLED = set()
`,
    });
    expect(names).toEqual(['find']);
    expect(head(byName('find'))).toEqual({
      name: 'find',
      title: 'Find',
      description: 'Find documents.',
      _meta: { fastmcp: { tags: [] } },
    });
    expect(byName('find').sourceFacts?.registration?.mayNotRun).toBe('narrowed');
    expect(upperBounds.map((u) => u.decidedBy)).toEqual(['tool.name in DISABLED']);
  });

  it("a loop over what only runs at run time is unresolved once, at the registration; another library's .tool in one is skipped", () => {
    const { names, unresolved } = load({
      'server.py': `${MCPSERVER}
from plugins import discover
from pydantic_ai import Agent

agent = Agent("model")
for plugin in discover():
    agent.tool(plugin.run)

for plugin in discover():
    mcp.add_tool(plugin.run, name=plugin.name)
for plugin in discover():
    mcp.add_tool(plugin.run, name=plugin.name)
`,
    });
    expect(names).toEqual([]);
    expect(unresolved.map((u) => u.what)).toEqual([
      'The tools registered in a loop by `mcp.add_tool(…)` (`discover()` is computed at run time) (2 registrations)',
    ]);
  });
});

describe('where each part is', () => {
  it('the name at name= or the def, the description at the docstring or description=, parameters at themselves', () => {
    const { byName, text } = load({
      'server.py': `${MCPSERVER}
@mcp.tool(name="named", description="Given.")
def fn(city: str, days: int = 1) -> str:
    return city

@mcp.tool()
def documented(city: str) -> str:
    """Documented."""
    return city
`,
    });
    const lines = text.split('\n');
    const place = (needle: string, line = lines.findIndex((l) => l.includes(needle))) =>
      `${line + 1}:${lines[line]!.indexOf(needle) + 1}`;
    expect(at(byName('named'), '')).toBe(place('"named"'));
    expect(at(byName('named'), '/name')).toBe(place('"named"'));
    expect(at(byName('named'), '/description')).toBe(place('description="Given."'));
    expect(at(byName('named'), '/inputSchema/properties/days')).toBe(place('days: int'));
    expect(at(byName('documented'), '')).toBe(place('documented('));
    expect(at(byName('documented'), '/description')).toBe(place('"""Documented."""'));
    // A missing part is placed at what should hold it.
    expect(at(byName('documented'), '/annotations/readOnlyHint')).toBe(place('documented('));
  });
});

describe('hostile input', () => {
  it('a register function that calls itself, or many callers deep, ends with an unresolved receiver', () => {
    const levels = Array.from(
      { length: 30 },
      (_, i) => `def level${i}(mcp):\n    level${i + 1}(mcp)\n    level${i + 1}(mcp)\n`,
    ).join('');
    const { tools, unresolved, text } = load({
      'server.py': `def register(mcp):
    @mcp.tool()
    def echo(text: str) -> str:
        return text
    register(mcp)

${levels}def level30(mcp):
    @mcp.tool()
    def deep(text: str) -> str:
        return text
`,
    });
    expect(tools).toEqual([]);
    expect(unresolved.map((u) => u.range.start.line)).toEqual([2, text.split('\n').lastIndexOf('    @mcp.tool()') + 1]);
    expect(unresolved[0]!.what).toContain('`mcp` is passed around in a cycle of calls');
  });
});
