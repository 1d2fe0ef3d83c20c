// What toolsOfFile rebuilds from the source of real servers equals what those servers list when they run: the
// fixtures under test/fixtures/python-source/ register tools every way MCPServer (mcp 2.x), fastmcp 4 and the
// low-level Server allow, and each is run from a virtual environment with the packages of the machine's index.
// Parts the loader marks unresolved are left out of both sides; anything else must be equal.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoadedTool } from '../../../src/core/types.js';
import { PythonProject } from '../../../src/loaders/python/project.js';
import { parsePython } from '../../../src/loaders/python/syntax.js';
import { toolsOfFile } from '../../../src/loaders/python/tools.js';
import { REPO_ROOT, runMcpLint } from '../../helpers/cli.js';
import { PYTHON_SETUP_TIMEOUT_MS, pythonAvailable, pythonWith } from '../../helpers/python-venv.js';
import { tempDir } from '../../helpers/temp.js';

const FIXTURES = join(REPO_ROOT, 'test', 'fixtures', 'python-source');
const SERVERS = [
  { sdk: 'MCPServer (mcp 2.x)', dir: 'mcpserver', tools: 10 },
  { sdk: 'fastmcp 4', dir: 'fastmcp', tools: 11 },
  { sdk: 'low-level Server (mcp 2.x)', dir: 'lowlevel', tools: 2 },
];
const work = tempDir('mcp-lint-pytools-live-');
let python = '';

beforeAll(() => {
  if (pythonAvailable) python = pythonWith(['mcp>=2.3,<3', 'fastmcp>=4,<5']);
}, PYTHON_SETUP_TIMEOUT_MS);

/** The tools the fixture folder's files rebuild, all files in one project as a run has them. */
function rebuilt(dir: string): LoadedTool[] {
  const root = join(FIXTURES, dir);
  const project = new PythonProject({
    root,
    read: (path) => readFileSync(path, 'utf8'),
    display: (path) => path,
    parse: parsePython,
  });
  const files = readdirSync(root)
    .filter((name) => name.endsWith('.py'))
    .map((name) => {
      const file = parsePython(join(root, name), name, readFileSync(join(root, name), 'utf8'));
      project.add(file);
      return file;
    });
  return files.flatMap((file) => {
    const { tools, unresolved } = toolsOfFile(project, file);
    expect(unresolved, file.source).toEqual([]);
    return tools;
  });
}

async function listed(dir: string): Promise<Array<Record<string, unknown>>> {
  const out = join(work, `${dir}.json`);
  const run = await runMcpLint(['--save', out, '--stdio', `${python} ${join(FIXTURES, dir, 'server.py')}`], {
    timeoutMs: 90_000,
  });
  expect(run.code, run.stderr).not.toBe(2);
  return (JSON.parse(readFileSync(out, 'utf8')) as { tools: Array<Record<string, unknown>> }).tools;
}

/** A copy of the value without the parts at the given RFC 6901 pointers. */
function without(value: unknown, pointers: string[]): unknown {
  const copy = JSON.parse(JSON.stringify(value)) as unknown;
  for (const pointer of pointers) {
    const keys = pointer
      .split('/')
      .slice(1)
      .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
    let parent = copy as Record<string, unknown> | undefined;
    for (const key of keys.slice(0, -1))
      parent = parent && typeof parent[key] === 'object' ? (parent[key] as Record<string, unknown>) : undefined;
    if (parent && keys.length) delete parent[keys[keys.length - 1]!];
  }
  return copy;
}

describe.skipIf(!pythonAvailable).each(SERVERS)('the source of a $sdk server', ({ dir, tools: count }) => {
  it('rebuilds every tool it lists, equal to tools/list apart from the parts marked unresolved', async () => {
    const live = await listed(dir);
    const ours = rebuilt(dir);
    const name = (definition: unknown) => (definition as { name: string }).name;
    expect(ours.map((tool) => name(tool.definition)).sort()).toEqual(live.map(name).sort());
    expect(ours).toHaveLength(count);
    for (const tool of ours) {
      const unresolved = tool.sourceFacts?.unresolved ?? [];
      // Only the signature schemas may be unknown here, until type-hints.ts rebuilds them (its own live test).
      expect(
        unresolved.filter((u) => !/^\/(input|output)Schema$/.test(u.pointer)),
        name(tool.definition),
      ).toEqual([]);
      const pointers = unresolved.map((u) => u.pointer);
      const listedTool = live.find((candidate) => candidate.name === name(tool.definition));
      expect(without(tool.definition, pointers), name(tool.definition)).toEqual(without(listedTool, pointers));
    }
  });
});
