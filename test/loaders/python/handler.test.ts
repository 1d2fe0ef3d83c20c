import { describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pythonHandlerFacts, type HandlerFlavour } from '../../../src/loaders/python/handler.js';
import { PythonProject } from '../../../src/loaders/python/project.js';
import {
  childOf,
  parametersOf,
  parsePython,
  statementsOf,
  textOf,
  type PythonFile,
} from '../../../src/loaders/python/syntax.js';
import { tempDir } from '../../helpers/temp.js';
import { toolsOfFile } from '../../../src/loaders/python/tools.js';

const MCPSERVER =
  'from mcp.server.mcpserver import MCPServer\nfrom mcp.server.mcpserver.exceptions import ToolError\nmcp = MCPServer("s")\n';

/** A project of the given files (the first is the one read); facts of the last function defined in it. */
function factsOf(files: Record<string, string>, flavour: HandlerFlavour = 'mcpserver') {
  const root = tempDir('mcp-lint-pyhandler-');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const project = new PythonProject({
    root,
    read: (path) => readFileSync(path, 'utf8'),
    display: (path) => path.slice(root.length + 1),
    parse: (path, source, text) => parsePython(path, source, text),
  });
  const [first] = Object.keys(files);
  const file: PythonFile = parsePython(join(root, first!), first!, files[first!]!);
  project.add(file);
  const definitions = statementsOf(file.tree.topNode)
    .map((statement) =>
      statement.name === 'DecoratedStatement' ? childOf(statement, 'FunctionDefinition') : statement,
    )
    .filter((statement) => statement?.name === 'FunctionDefinition');
  const definition = definitions[definitions.length - 1]!;
  const facts = pythonHandlerFacts(
    project,
    file,
    definition,
    parametersOf(childOf(definition, 'ParamList')!, file),
    flavour,
  );
  const line = (range: { start: { line: number } }) => range.start.line;
  return {
    facts,
    raises: facts.failures!.raised.map((r) => `${line(r.range)} ${r.exception}${r.toolError ? ' (ToolError)' : ''}`),
    lookups: facts.failures!.lookups.map((l) => `${line(l.range)} ${l.text} <- ${l.parameter}`),
    text: (node: Parameters<typeof textOf>[1]) => textOf(file, node),
  };
}

const tool = (body: string, signature = 'city: str', prelude = MCPSERVER) => ({
  'server.py': `${prelude}CITIES = {"paris": 1}\n\n@mcp.tool()\ndef weather(${signature}) -> str:\n${body}`,
});

describe('pythonHandlerFacts: raises', () => {
  it('lists raises of classes other than ToolError, with their line, and marks ToolError', () => {
    const { raises, facts } = factsOf(
      tool(
        '    if not city:\n        raise ValueError("city is empty")\n    if city == "x":\n        raise ToolError("unknown city")\n    raise RuntimeError\n',
      ),
    );
    expect(raises).toEqual(['9 ValueError', '11 ToolError (ToolError)', '12 RuntimeError']);
    expect(facts.framework).toBe('python-mcpserver');
    expect(facts.range?.start.line).toBe(7);
    expect(facts.failures).toMatchObject({
      escaped: 'generic',
      shown: '"Error executing tool {tool}"',
      instead: 'from mcp.server.mcpserver.exceptions import ToolError',
    });
  });

  it("keeps each raise's message as written, placeholders as …", () => {
    const { facts } = factsOf(
      tool(
        '    if city == "a":\n        raise ValueError(f"Unknown tool: {city!r}")\n    if city == "b":\n        raise ValueError(\'\'\'no such city\'\'\')\n    raise ValueError(city)\n',
      ),
    );
    expect(facts.failures!.raised.map((r) => r.messageText)).toEqual(['Unknown tool: …', 'no such city', undefined]);
  });

  it('follows project subclasses of ToolError and of builtins, and leaves out protocol errors and unknown classes', () => {
    const { raises } = factsOf({
      'server.py': `${MCPSERVER}from mcp import MCPError\nfrom errors import CityError, Other\nfrom somewhere import Unknown\n\n@mcp.tool()\ndef weather(city: str) -> str:\n    if city == "a":\n        raise CityError(city)\n    if city == "b":\n        raise Other(city)\n    if city == "c":\n        raise MCPError(code=-32602, message="bad")\n    if city == "d":\n        raise Unknown()\n    err = ValueError("x")\n    raise err\n`,
      'errors.py':
        'from mcp.server.mcpserver.exceptions import ToolError\nclass CityError(ToolError):\n    pass\nclass Other(LookupError):\n    pass\n',
    });
    // Unknown comes from a package outside the project: still not ToolError, so it is listed; `raise err` raises a value.
    expect(raises).toEqual(['11 CityError (ToolError)', '13 Other', '17 Unknown']);
  });

  it('leaves out what a try around it catches, and keeps what it does not', () => {
    const { raises } = factsOf(
      tool(
        [
          '    try:',
          '        raise KeyError(city)',
          '    except LookupError:',
          '        pass',
          '    try:',
          '        raise ValueError(city)',
          '    except KeyError:',
          '        raise ToolError("no")',
          '    try:',
          '        raise ValueError(city)',
          '    except:',
          '        pass',
          '    try:',
          '        pass',
          '    finally:',
          '        raise TypeError("in finally")',
          '    try:',
          '        raise OSError(city)',
          '    except requests.RequestException:',
          '        pass',
          '    try:',
          '        raise requests.HTTPError(city)',
          '    except OSError:',
          '        pass',
          '',
        ].join('\n'),
        'city: str',
        MCPSERVER + 'import requests\n',
      ),
    );
    // A subclass (requests.RequestException derives from OSError) does not catch its base; whether a class of another
    // package derives from OSError is not known here (requests.HTTPError does), so that raise is left out.
    expect(raises).toEqual(['14 ValueError', '16 ToolError (ToolError)', '24 TypeError', '26 OSError']);
  });

  it('judges a bare raise by the class its except clause names, not when that clause is broad', () => {
    const { raises } = factsOf(
      tool(
        '    try:\n        return str(CITIES[city])\n    except KeyError:\n        log(city)\n        raise\n    except Exception:\n        raise\n',
        'city: str',
      ),
    );
    expect(raises).toEqual(['12 KeyError']);
  });

  it('leaves out nested functions and lambdas, which run elsewhere', () => {
    const { raises } = factsOf(
      tool('    def inner():\n        raise ValueError("x")\n    check = lambda: inner()\n    return city\n'),
    );
    expect(raises).toEqual([]);
  });

  it('says what the model reads for each SDK', () => {
    const fastmcp = 'from fastmcp import FastMCP\nmcp = FastMCP("s")\n';
    expect(factsOf(tool('    raise ValueError("x")\n', 'city: str', fastmcp), 'fastmcp').facts.failures).toMatchObject({
      escaped: 'message',
      instead: 'from fastmcp.exceptions import ToolError',
    });
    const masked = 'from fastmcp import FastMCP\nmcp = FastMCP("s", mask_error_details=True)\n';
    expect(factsOf(tool('    raise ValueError("x")\n', 'city: str', masked), 'fastmcp').facts.failures!.escaped).toBe(
      'generic',
    );
    const v1 = 'from mcp.server.fastmcp import FastMCP\nmcp = FastMCP("s")\n';
    expect(factsOf(tool('    raise ValueError("x")\n', 'city: str', v1)).facts.failures).toMatchObject({
      escaped: 'message',
      instead: 'from mcp.server.fastmcp.exceptions import ToolError',
    });
    // A tools module that takes the server from the project file that builds it.
    const split = factsOf({
      'tools.py': 'from server import mcp\n\n@mcp.tool()\ndef t(x: str) -> str:\n    raise ValueError(x)\n',
      'server.py': v1,
    });
    expect(split.facts.failures!.escaped).toBe('message');
    expect(factsOf(tool('    raise ValueError("x")\n'), 'lowlevel').facts).toMatchObject({
      framework: 'python-lowlevel',
      failures: { escaped: 'protocol-error', statement: 'raise' },
    });
  });
});

describe('pythonHandlerFacts: lookups', () => {
  it('lists subscripts keyed by a parameter or a value made from one', () => {
    const { lookups } = factsOf(
      tool(
        '    key = city.strip().lower()\n    for part in key.split(","):\n        x = CITIES[part]\n    return str(CITIES[key]) + str(CITIES[f"{city}"]) + str(CITIES["paris"])\n',
      ),
    );
    expect(lookups).toEqual(['10 CITIES[part] <- city', '11 CITIES[key] <- city', '11 CITIES[f"{city}"] <- city']);
  });

  it('leaves out checked keys, caught lookups, slices, stores, lenient containers and validated parameters', () => {
    const { lookups } = factsOf(
      tool(
        [
          '    if city not in CITIES:',
          '        raise ToolError(f"unknown city {city}; known: {sorted(CITIES)}")',
          '    a = CITIES[city]',
          '    try:',
          '        b = OTHER[city]',
          '    except KeyError:',
          '        b = 0',
          '    with suppress(LookupError):',
          '        c = OTHER[city]',
          '    counts = defaultdict(int)',
          '    counts[city] += 1',
          '    OTHER[city] = 2',
          '    del OTHER[city]',
          '    text = city[:limit]',
          '    return str(OTHER[unit]) + ctx.request_id[city] if False else ""',
          '',
        ].join('\n'),
        'city: str, limit: int, unit: Literal["c", "f"], ctx: Context',
        MCPSERVER + 'from contextlib import suppress\nfrom collections import defaultdict\nOTHER = {}\n',
      ),
    );
    // ctx.request_id[city]: the key is a parameter, the container is not excused: it is listed.
    expect(lookups).toEqual(['25 ctx.request_id[city] <- city']);
  });

  it('lists an IndexError lookup on a list parameter', () => {
    const { lookups } = factsOf(tool('    return items[index]\n', 'items: list[str], index: int'));
    expect(lookups).toEqual(['8 items[index] <- index']);
  });
});

describe('toolsOfFile', () => {
  it('attaches the handler facts of each tool function defined in the file', () => {
    const project = new PythonProject({
      root: '/project',
      read: () => undefined,
      display: (path) => path,
      parse: parsePython,
    });
    const file = parsePython(
      '/project/server.py',
      'server.py',
      `${MCPSERVER}CITIES = {}\n\n@mcp.tool()\ndef weather(city: str) -> str:\n    """Weather."""\n    return CITIES[city]\n`,
    );
    project.add(file);
    const [tool] = toolsOfFile(project, file).tools;
    expect(tool?.handler).toMatchObject({
      framework: 'python-mcpserver',
      failures: { escaped: 'generic', lookups: [{ text: 'CITIES[city]', parameter: 'city' }] },
    });
  });
});
