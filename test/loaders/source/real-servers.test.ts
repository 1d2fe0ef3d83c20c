// Real published code: the shipped JS of official servers (devDependencies, never committed here).
// Their tools must be found, and the rules whose findings would mean a wrong rebuild must stay silent.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { getAtPointer } from '../../../src/core/pointer.js';
import { lintFiles, loadFixtures, REPO_ROOT } from './helpers.js';

const PACKAGES = join(REPO_ROOT, 'node_modules', '@modelcontextprotocol');

/** Fixed rules that judge the rebuild itself or the handlers: any finding from them here is a false positive. */
const MUST_BE_SILENT = [
  'input-schema-root-object',
  'tool-description',
  'input-schema-valid',
  'required-property-exists',
  'tool-name-format',
  'tool-name-unique',
  'annotations-consistent',
  'output-schema-valid',
  'tool-definition-valid',
  'handler-returns-bare-string',
  'handler-returns-result',
  'json-schema-in-zod-api',
  'structured-content-returned',
];

async function check(files: string[], expectedTools: string[]): Promise<void> {
  const results = await lintFiles(files, { cwd: REPO_ROOT });
  const sources = await loadFixtures(files, { cwd: REPO_ROOT });
  const names = sources.flatMap((source) => source.tools.map((tool) => (tool.definition as { name: string }).name));
  expect(names.sort()).toEqual([...expectedTools].sort());
  const diagnostics = results.flatMap((result) => result.diagnostics);
  expect(diagnostics.filter((d) => d.ruleId === null || MUST_BE_SILENT.includes(d.ruleId))).toEqual([]);
  // The remaining fixed definition rules report what the published schema really lacks.
  const tools = new Map(
    sources.flatMap((source) =>
      source.tools.map((tool) => [(tool.definition as { name: string }).name, tool.definition]),
    ),
  );
  for (const finding of diagnostics.filter((d) => d.ruleId === 'property-description')) {
    const schema = getAtPointer(tools.get(finding.toolName!), finding.pointer) as { description?: string } | undefined;
    expect(schema, `${finding.toolName} ${finding.pointer}`).toBeDefined();
    expect(schema!.description, `${finding.toolName} ${finding.pointer}`).toBeUndefined();
  }
  for (const finding of diagnostics.filter((d) => d.ruleId === 'input-schema-required-array')) {
    const schema = getAtPointer(tools.get(finding.toolName!), finding.pointer) as
      | { required?: unknown; properties?: object }
      | undefined;
    expect(schema?.required, `${finding.toolName} ${finding.pointer}`).toBeUndefined();
    expect(Object.keys(schema?.properties ?? {}).length).toBeGreaterThan(0);
  }
}

describe('official servers, shipped JavaScript', () => {
  test('@modelcontextprotocol/server-filesystem', async () => {
    await check(
      [join(PACKAGES, 'server-filesystem', 'dist', 'index.js')],
      [
        'read_file',
        'read_text_file',
        'read_media_file',
        'read_multiple_files',
        'write_file',
        'edit_file',
        'create_directory',
        'list_directory',
        'list_directory_with_sizes',
        'directory_tree',
        'move_file',
        'search_files',
        'get_file_info',
        'list_allowed_directories',
      ],
    );
  });

  test('@modelcontextprotocol/server-memory', async () => {
    await check(
      [join(PACKAGES, 'server-memory', 'dist', 'index.js')],
      [
        'create_entities',
        'create_relations',
        'add_observations',
        'delete_entities',
        'delete_observations',
        'delete_relations',
        'read_graph',
        'search_nodes',
        'open_nodes',
      ],
    );
  });

  test('@modelcontextprotocol/server-everything (one file per tool, registered through helper functions)', async () => {
    const dir = join(PACKAGES, 'server-everything', 'dist', 'tools');
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.js'))
      .map((f) => join(dir, f));
    // simulate-research-query registers through the experimental tasks API (registerToolTask).
    await check(files, [
      'echo',
      'get-annotated-message',
      'get-env',
      'get-resource-links',
      'get-resource-reference',
      'get-roots-list',
      'get-structured-content',
      'get-sum',
      'get-tiny-image',
      'gzip-file-as-resource',
      'toggle-simulated-logging',
      'toggle-subscriber-updates',
      'trigger-elicitation-request',
      'trigger-elicitation-request-async',
      'trigger-long-running-operation',
      'trigger-sampling-request',
      'trigger-sampling-request-async',
      'trigger-url-elicitation',
      'simulate-research-query',
    ]);
  });
});

/** tools/list of a real server started over stdio (the server runs in its own process; mcp-lint itself never runs it). */
async function liveTools(script: string, args: string[], env: Record<string, string> = {}): Promise<unknown[]> {
  const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
  const { StdioClientTransport } = await import('@modelcontextprotocol/sdk/client/stdio.js');
  const { ListToolsResultSchema } = await import('@modelcontextprotocol/sdk/types.js');
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [script, ...args],
    env: { ...process.env, ...env } as Record<string, string>,
    stderr: 'ignore',
  });
  const client = new Client({ name: 'parity', version: '1.0.0' });
  await client.connect(transport);
  try {
    return (await client.request({ method: 'tools/list', params: {} }, ListToolsResultSchema)).tools;
  } finally {
    await client.close();
  }
}

describe('static rebuild equals the running server', () => {
  test.each([
    ['server-memory', [] as string[]],
    ['server-filesystem', [REPO_ROOT]],
  ])('%s: every definition mcp-lint rebuilds is what tools/list publishes', async (pkg, args) => {
    const script = join(PACKAGES, pkg, 'dist', 'index.js');
    const scratch = mkdtempSync(join(tmpdir(), 'mcp-lint-memory-'));
    try {
      const live = await liveTools(script, args, { MEMORY_FILE_PATH: join(scratch, 'memory.jsonl') });
      const [source] = await loadFixtures([script], { cwd: REPO_ROOT });
      const statics = new Map(
        source!.tools.map((tool) => [(tool.definition as { name: string }).name, tool.definition]),
      );
      expect(live.length).toBe(statics.size);
      for (const tool of live)
        expect(statics.get((tool as { name: string }).name), (tool as { name: string }).name).toEqual(tool);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
