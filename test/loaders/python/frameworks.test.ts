// Everything the Python reader knows of an SDK lives in its file under src/loaders/python/frameworks/: a framework
// written only in this test is read end to end through the same interface (the walk-through in docs/architecture.md
// shows this one), and no file outside frameworks/ asks which SDK it is reading.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { PYTHON_FRAMEWORKS, type PythonFramework } from '../../../src/loaders/python/frameworks/index.js';
import { MCPSERVER_TOOLS } from '../../../src/loaders/python/frameworks/mcpserver.js';
import { loadPythonFiles } from '../../../src/loaders/python/index.js';
import { REPO_ROOT } from '../../helpers/cli.js';
import { tempDir } from '../../helpers/temp.js';

/** A framework that exists only here: `ToyServer` from the toykit package, publishing as MCPServer does, titled. */
const toykit: PythonFramework = {
  id: 'toykit',
  serverClasses: ['toykit.ToyServer'],
  handlerFramework: 'python-toykit',
  tools: 'registrations',
  registration: {
    positional: ['name'],
    options: new Set(['name', 'description']),
    addTool: { positional: [], toolObjects: false },
    published: { ...MCPSERVER_TOOLS, defaultTitle: 'annotations-or-name' },
    duplicateName: { kept: 'first', by: 'toykit' },
  },
  stdioByDefault: true,
  errorBehaviour: () => ({
    escaped: 'message',
    shown: '"Error in {tool}: <the message>"',
    statement: 'raise',
    instead: 'from toykit import ToolError',
  }),
};

const TOY_SERVER = `from typing import Annotated
from pydantic import Field
from toykit import ToyServer

toys = ToyServer("toys")


@toys.tool("shout")
def shout_text(text: Annotated[str, Field(description="What to shout.")]) -> str:
    """Shouts the text back."""
    return text.upper()


print("serving toys")
toys.run()
`;

function lintToyServer(frameworks: readonly PythonFramework[]) {
  const dir = tempDir('mcp-lint-python-toykit-');
  writeFileSync(join(dir, 'server.py'), TOY_SERVER);
  return loadPythonFiles(['server.py'], { cwd: dir, frameworks })[0]!;
}

describe('a framework written only in a test, through the same interface', () => {
  test('its server class, registrations, schemas, handler facts and stdio default are all read', () => {
    const loaded = lintToyServer([...PYTHON_FRAMEWORKS, toykit]);
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.tools.map((tool) => tool.definition)).toEqual([
      {
        name: 'shout',
        title: 'Shout',
        description: 'Shouts the text back.',
        inputSchema: {
          properties: { text: { description: 'What to shout.', title: 'Text', type: 'string' } },
          required: ['text'],
          title: 'shout_textArguments',
          type: 'object',
        },
        outputSchema: {
          properties: { result: { title: 'Result', type: 'string' } },
          required: ['result'],
          title: 'shout_textOutput',
          type: 'object',
        },
      },
    ]);
    expect(loaded.tools[0]!.handler).toMatchObject({
      framework: 'python-toykit',
      failures: { escaped: 'message', instead: 'from toykit import ToolError' },
    });
    expect(loaded.sourceFacts?.unresolved).toEqual([]);
    expect(loaded.sourceFacts?.stdio?.writes.map((write) => write.text)).toEqual(['print("serving toys")']);
  });

  test('without it in the list, the same file yields nothing', () => {
    const loaded = lintToyServer(PYTHON_FRAMEWORKS);
    expect(loaded.tools).toEqual([]);
    expect(loaded.sourceFacts?.stdio).toBeUndefined();
  });
});

const SRC = join(REPO_ROOT, 'src');
const FRAMEWORKS_DIR = join('loaders', 'python', 'frameworks');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/**
 * A branch on which Python SDK a tool comes from, as `line: text`: a flavour compared with an id, a PYTHON_FRAMEWORK
 * member, or a framework id spelled out. core/python-api.ts defines the ids.
 */
function frameworkChecks(text: string): string[] {
  const check = /flavour\s*[!=]==\s*['"]|PYTHON_FRAMEWORK\.|'python-(?:mcpserver|fastmcp|lowlevel)'/;
  return text.split('\n').flatMap((line, index) => (check.test(line) ? [`${index + 1}: ${line.trim()}`] : []));
}

describe('no Python framework checks outside frameworks/', () => {
  test('no file of src/ but the framework files and core/python-api.ts branches on a Python SDK', () => {
    const found = sourceFiles(SRC)
      .map((path) => relative(SRC, path))
      .filter((path) => !path.startsWith(FRAMEWORKS_DIR) && path !== join('core', 'python-api.ts'))
      .flatMap((path) => frameworkChecks(readFileSync(join(SRC, path), 'utf8')).map((line) => `${path}:${line}`));
    expect(found).toEqual([]);
  });

  test('the check finds each kind of branch it is there for', () => {
    const text = [
      "if (flavour === 'fastmcp') title();",
      "const wrapped = server.flavour !== 'mcpserver';",
      'if (tool.handler?.framework === PYTHON_FRAMEWORK.fastmcp) {}',
      "const masked = framework === 'python-fastmcp';",
      'const same = a.id === b.id;',
    ].join('\n');
    expect(frameworkChecks(text).map((line) => line.split(':')[0])).toEqual(['1', '2', '3', '4']);
  });
});
