// Tool tests: a real MCP client talks to the server in memory, so these exercise the full protocol path
// (schema validation, result shape) without starting a process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectInMemory } from './helpers/connect.js';

type Connection = Awaited<ReturnType<typeof connectInMemory>>;
let connection: Connection;

beforeAll(async () => {
  connection = await connectInMemory();
});
afterAll(async () => {
  await connection.close();
});

function call(name: string, args: Record<string, unknown>) {
  return connection.client.callTool({ name, arguments: args });
}

function textOf(result: object): string {
  const blocks = ('content' in result && Array.isArray(result.content) ? result.content : []) as Array<{ type: string; text?: string }>;
  return blocks
    .filter((block) => block.type === 'text')
    .map((block) => block.text)
    .join('\n');
}

describe('tools/list', () => {
  it('lists every tool with a description, annotations and an object input schema', async () => {
    const { tools } = await connection.client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(
      expect.arrayContaining(['add_numbers', 'get_weather', 'read_document', 'edit_document']),
    );
    for (const tool of tools) {
      expect(tool.description, tool.name).toBeTruthy();
      expect(tool.annotations, tool.name).toBeDefined();
      expect(tool.inputSchema.type, tool.name).toBe('object');
      expect(tool.outputSchema?.type, tool.name).toBe('object');
    }
  });

  it('marks the lookups read-only and the edit destructive', async () => {
    const { tools } = await connection.client.listTools();
    const annotationsOf = (name: string) => tools.find((tool) => tool.name === name)?.annotations;
    for (const name of ['add_numbers', 'get_weather', 'read_document']) expect(annotationsOf(name)?.readOnlyHint, name).toBe(true);
    expect(annotationsOf('edit_document')).toMatchObject({ readOnlyHint: false, destructiveHint: true });
  });
});

describe('add_numbers', () => {
  it('returns the sum as structured content and as text', async () => {
    const result = await call('add_numbers', { a: 2, b: 3.5 });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual({ sum: 5.5 });
    expect(JSON.parse(textOf(result))).toEqual(result.structuredContent);
  });

  it('rejects arguments that do not match the schema', async () => {
    const result = await call('add_numbers', { a: 'two', b: 3 });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/validation/i);
  });

  it('rejects numbers outside the bounds', async () => {
    const result = await call('add_numbers', { a: 1e16, b: 1 });
    expect(result.isError).toBe(true);
  });
});

describe('get_weather', () => {
  it('returns the weather for a known city, in the requested unit', async () => {
    const result = await call('get_weather', { city: 'paris', units: 'fahrenheit' });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ city: 'Paris', temperature: 59, units: 'fahrenheit' });
    expect(JSON.parse(textOf(result))).toEqual(result.structuredContent);
  });

  it('reports an unknown city as an isError result that names the known ones', async () => {
    const result = await call('get_weather', { city: 'Atlantis' });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('Atlantis');
    expect(textOf(result)).toContain('London');
  });

  it('rejects an empty city', async () => {
    const result = await call('get_weather', { city: '' });
    expect(result.isError).toBe(true);
  });
});

describe('read_document and edit_document', () => {
  it('reads a document', async () => {
    const result = await call('read_document', { name: 'welcome.md' });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ name: 'welcome.md' });
    expect(textOf(result)).toContain('Status: draft');
  });

  it('reports an unknown document as an isError result', async () => {
    const result = await call('read_document', { name: 'missing.md' });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('welcome.md');
  });

  it('replaces exactly the old text and keeps the rest', async () => {
    const before = await call('read_document', { name: 'todo.md' });
    const original = (before.structuredContent as { text: string }).text;

    const result = await call('edit_document', {
      name: 'todo.md',
      old_text: '- [ ] connect a client',
      new_text: '- [x] connect a client',
    });
    expect(result.isError).toBeFalsy();
    const expected = original.replace('- [ ] connect a client', '- [x] connect a client');
    expect(result.structuredContent).toEqual({ name: 'todo.md', text: expected });

    const after = await call('read_document', { name: 'todo.md' });
    expect((after.structuredContent as { text: string }).text).toBe(expected);
  });

  it('refuses an edit whose old text is missing, and changes nothing', async () => {
    const before = await call('read_document', { name: 'welcome.md' });
    const result = await call('edit_document', { name: 'welcome.md', old_text: 'not in the document', new_text: 'x' });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('does not appear');
    const after = await call('read_document', { name: 'welcome.md' });
    expect(after.structuredContent).toEqual(before.structuredContent);
  });

  it('refuses an ambiguous edit instead of guessing', async () => {
    const result = await call('edit_document', { name: 'todo.md', old_text: '- [ ]', new_text: '- [x]' });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/appears \d+ times/);
  });

  it('rejects an empty old_text', async () => {
    const result = await call('edit_document', { name: 'todo.md', old_text: '', new_text: 'x' });
    expect(result.isError).toBe(true);
  });
});
