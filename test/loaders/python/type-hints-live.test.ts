// The rebuilt schemas against what the SDKs really publish: the fixture's tools are registered on MCPServer (mcp 2.x)
// and fastmcp 4 (the venv every Python test shares; the index holds mcp 2.3.0 and fastmcp 4.0.10), listed through their in-memory clients (dump.py), and compared tool by tool.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { inputSchemaOf, outputSchemaOf } from '../../../src/loaders/python/type-hints.js';
import { PYTHON_SETUP_TIMEOUT_MS, pythonAvailable, pythonWith } from '../../helpers/python-venv.js';
import { REPO_ROOT } from '../live/helpers.js';
import { projectOf, schemaStyle, toolsOf, type SchemaFlavour } from './signatures.js';

const FIXTURE = join(REPO_ROOT, 'test', 'fixtures', 'python-type-hints');
type Published = Record<SchemaFlavour, Record<string, { inputSchema?: unknown; outputSchema?: unknown }>>;
let live: Published;

beforeAll(() => {
  if (!pythonAvailable) return;
  const python = pythonWith(['mcp>=2.3,<3', 'fastmcp>=4,<5']);
  const run = spawnSync(python, [join(FIXTURE, 'dump.py'), join(FIXTURE, 'server.py')], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (run.status !== 0) throw new Error(`dump.py failed:\n${run.stderr}`);
  live = JSON.parse(run.stdout) as Published;
}, PYTHON_SETUP_TIMEOUT_MS);

const { project, file } = projectOf(join(FIXTURE, 'server.py'));
const tools = [...toolsOf(file)].flatMap(([name, registrations]) =>
  registrations.flatMap((tool) => tool.flavours.map((flavour) => ({ name, flavour, tool }))),
);

describe.skipIf(!pythonAvailable)('type hints rebuilt as the SDKs publish them', () => {
  it('covers every tool the servers list', () => {
    for (const flavour of ['mcpserver', 'fastmcp'] as const) {
      expect(
        tools
          .filter((tool) => tool.flavour === flavour)
          .map((tool) => tool.name)
          .sort(),
      ).toEqual(Object.keys(live[flavour]).sort());
    }
  });

  it.each(tools.map((tool) => [`${tool.flavour} ${tool.name}`, tool] as const))(
    '%s',
    (_label, { name, flavour, tool }) => {
      const published = live[flavour][name]!;
      const input = inputSchemaOf(project, tool.signature, schemaStyle(flavour));
      const output = outputSchemaOf(project, tool.signature, schemaStyle(flavour));
      expect({ unresolved: input.unresolved, outputUnresolved: output?.unresolved ?? [] }).toEqual({
        unresolved: [],
        outputUnresolved: [],
      });
      expect(input.schema).toEqual(published.inputSchema);
      expect(output?.schema).toEqual(published.outputSchema);
    },
  );
});
