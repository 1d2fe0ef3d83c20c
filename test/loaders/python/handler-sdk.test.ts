// handler-error-result against the real SDKs (mcp 2.x's MCPServer, fastmcp 4 with and without mask_error_details):
// each tool of test/fixtures/python-errors/tools.py is called in memory with a value that makes it fail, and the rule
// must report exactly the tools whose own error text does not reach the model.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pythonHandlerFacts, type HandlerFlavour } from '../../../src/loaders/python/handler.js';
import { PythonProject } from '../../../src/loaders/python/project.js';
import { childOf, parametersOf, parsePython, statementsOf, textOf } from '../../../src/loaders/python/syntax.js';
import handlerErrorResult from '../../../src/rules/source/handler-error-result.js';
import { PYTHON_SETUP_TIMEOUT_MS, pythonAvailable, pythonWith } from '../../helpers/python-venv.js';
import { runRule } from '../../helpers/rule-tester.js';
import { tempDir } from '../../helpers/temp.js';
import { REPO_ROOT } from '../../helpers/cli.js';

const FIXTURES = join(REPO_ROOT, 'test', 'fixtures', 'python-errors');
const SDKS: Array<{ name: string; flavour: HandlerFlavour; head: string }> = [
  {
    name: 'MCPServer',
    flavour: 'mcpserver',
    head: 'from mcp.server.mcpserver import MCPServer\nfrom mcp.server.mcpserver.exceptions import ResourceError, ToolError\n\nmcp = MCPServer("errors")\n',
  },
  {
    name: 'fastmcp',
    flavour: 'fastmcp',
    head: 'from fastmcp import FastMCP\nfrom fastmcp.exceptions import ResourceError, ToolError\n\nmcp = FastMCP("errors")\n',
  },
  {
    name: 'fastmcp masked',
    flavour: 'fastmcp',
    head: 'from fastmcp import FastMCP\nfrom fastmcp.exceptions import ResourceError, ToolError\n\nmcp = FastMCP("errors", mask_error_details=True)\n',
  },
];
const work = tempDir('mcp-lint-python-errors-');
let python = '';

beforeAll(() => {
  if (pythonAvailable) python = pythonWith(['mcp>=2.3,<3', 'fastmcp>=4,<5']);
}, PYTHON_SETUP_TIMEOUT_MS);

/** The tools handler-error-result reports in the file, by name. */
function reported(path: string, text: string, flavour: HandlerFlavour): string[] {
  const project = new PythonProject({
    root: work,
    read: (p) => readFileSync(p, 'utf8'),
    display: (p) => p,
    parse: parsePython,
  });
  const file = parsePython(path, 'server.py', text);
  project.add(file);
  const loaded = statementsOf(file.tree.topNode)
    .filter((statement) => statement.name === 'DecoratedStatement')
    .map((statement) => childOf(statement, 'FunctionDefinition')!)
    .map((fn) => ({
      definition: { name: textOf(file, childOf(fn, 'VariableName')!), inputSchema: { type: 'object' } },
      api: 'python:decorator',
      handler: pythonHandlerFacts(project, file, fn, parametersOf(childOf(fn, 'ParamList')!, file), flavour),
    }));
  return [
    ...new Set(
      runRule(handlerErrorResult, { loaded }).map(
        (finding) => (loaded[finding.toolIndex]!.definition as { name: string }).name,
      ),
    ),
  ];
}

describe.skipIf(!pythonAvailable).each(SDKS)('handler-error-result on $name', ({ name, flavour, head }) => {
  it('reports the tools whose error text the model does not get, and no other', () => {
    const dir = join(work, name.replace(/ /g, '-'));
    mkdirSync(dir, { recursive: true });
    const text = head + '\n\n' + readFileSync(join(FIXTURES, 'tools.py'), 'utf8');
    writeFileSync(join(dir, 'server.py'), text);
    const seen = JSON.parse(
      execFileSync(python, [join(FIXTURES, 'call.py'), dir], {
        encoding: 'utf8',
        timeout: 120_000,
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    ) as Record<string, string | null>;
    expect(Object.keys(seen).length).toBe(7);
    // Every call fails; the model gets the tool's own text when "nowhere" (the argument, in every message) is in it.
    const hidden = Object.entries(seen)
      .filter(([, shown]) => shown === null || !shown.includes('nowhere'))
      .map(([tool]) => tool);
    expect(reported(join(dir, 'server.py'), text, flavour).sort()).toEqual(hidden.sort());
    expect(hidden.length > 0).toBe(name !== 'fastmcp');
  });
});
