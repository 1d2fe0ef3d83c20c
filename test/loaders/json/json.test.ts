import { describe, expect, it } from 'vitest';
import { loadJsonBytes, loadJsonText, type JsonLoad } from '../../../src/loaders/json/index.js';
import { LineIndex } from '../../../src/json-text/lines.js';
import { firstInvalidByte } from '../../../src/json-text/decode.js';
import { MAX_JSON_DEPTH, scanNestingDepth } from '../../../src/json-text/depth.js';
import type { LoadedSource } from '../../../src/core/types.js';

async function load(text: string, explicit = true): Promise<LoadedSource> {
  const result = await loadJsonText(text, 'tools.json', { explicit });
  if (result.status !== 'loaded') throw new Error(`expected loaded, got skipped (${result.reason})`);
  return result.source;
}

function fatalOf(source: LoadedSource) {
  expect(source.tools).toHaveLength(0);
  expect(source.diagnostics).toHaveLength(1);
  const [diagnostic] = source.diagnostics;
  expect(diagnostic!.fatal).toBe(true);
  expect(diagnostic!.ruleId).toBeNull();
  expect(diagnostic!.severity).toBe('error');
  return diagnostic!;
}

const TOOL = {
  name: 'echo',
  description: 'Echo text back',
  inputSchema: { type: 'object', properties: { text: { type: 'string' } } },
};

describe('LineIndex', () => {
  it('maps offsets to 1-based line and column', () => {
    const lines = new LineIndex('ab\ncd\r\nef');
    expect(lines.position(0)).toEqual({ line: 1, column: 1 });
    expect(lines.position(2)).toEqual({ line: 1, column: 3 });
    expect(lines.position(3)).toEqual({ line: 2, column: 1 });
    expect(lines.position(7)).toEqual({ line: 3, column: 1 });
    expect(lines.position(8)).toEqual({ line: 3, column: 2 });
  });
  it('finds lines by binary search in a long file', () => {
    const text = 'x\n'.repeat(100_000);
    const lines = new LineIndex(text);
    expect(lines.position(2 * 76_543 + 1)).toEqual({ line: 76_544, column: 2 });
  });
});

describe('shapes and document pointers', () => {
  it('reads a tools/list result with extra top-level keys (a saved capture)', async () => {
    const source = await load(
      JSON.stringify({ server: 'x', serverInfo: { name: 'demo', version: '1.0.0' }, tools: [TOOL, TOOL] }),
    );
    expect(source.kind).toBe('json');
    expect(source.tools.map((t) => t.documentPointer)).toEqual(['/tools/0', '/tools/1']);
    expect(source.tools[1]!.definition).toEqual(TOOL);
    expect(source.server).toEqual({ name: 'demo', version: '1.0.0' });
  });
  it('reads a JSON-RPC response wrapping a tools/list result', async () => {
    const source = await load(JSON.stringify({ jsonrpc: '2.0', id: 1, result: { tools: [TOOL] } }));
    expect(source.tools.map((t) => t.documentPointer)).toEqual(['/result/tools/0']);
  });
  it('reads an array of tools, including malformed entries (rules report them)', async () => {
    const source = await load(JSON.stringify([TOOL, 42, TOOL]));
    expect(source.tools.map((t) => t.documentPointer)).toEqual(['/0', '/1', '/2']);
    expect(source.tools[1]!.definition).toBe(42);
  });
  it('reads a single tool with pointer ""', async () => {
    const source = await load(JSON.stringify(TOOL));
    expect(source.tools).toHaveLength(1);
    expect(source.tools[0]!.documentPointer).toBe('');
  });
  it('accepts an empty tools list', async () => {
    const source = await load('{"tools": []}');
    expect(source.tools).toHaveLength(0);
    expect(source.diagnostics).toHaveLength(0);
  });
  it('skips non-tool JSON found by a walk, and reports it when named', async () => {
    const pkg = JSON.stringify({ name: 'my-app', description: 'An app', version: '1.0.0', scripts: {} });
    expect((await loadJsonText(pkg, 'package.json', { explicit: false })).status).toBe('skipped');
    const diagnostic = fatalOf(await load(pkg));
    expect(diagnostic.message).toContain('Not an MCP tool list');
    expect(diagnostic.message).toContain('"name", "description", "version", "scripts"');
    expect(diagnostic.range).toEqual({ start: { line: 1, column: 1 }, end: { line: 1, column: 2 } });
  });
  it('names a JSON-RPC error response for what it is', async () => {
    const diagnostic = fatalOf(
      await load('{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found"}}'),
    );
    expect(diagnostic.message).toContain('JSON-RPC error response: "Method not found"');
  });
});

/** Expected range of the `nth` occurrence of `needle` in `text`, counted independently of LineIndex. */
function rangeOf(text: string, needle: string, nth = 0) {
  let offset = -1;
  for (let i = 0; i <= nth; i++) offset = text.indexOf(needle, offset + 1);
  if (offset === -1) throw new Error(`${needle} not in text`);
  const at = (o: number) => {
    const before = text.slice(0, o);
    return { line: before.split('\n').length, column: o - (before.lastIndexOf('\n') + 1) + 1 };
  };
  return { start: at(offset), end: at(offset + needle.length) };
}

describe('locate', () => {
  const text = [
    '{',
    '  "tools": [',
    '    {',
    '      "name": "search",',
    '      "inputSchema": {',
    '        "type": "object",',
    '        "properties": {',
    '          "q": { "type": "strin" },',
    '          "tags": { "type": "array", "items": [ { "type": "string" } ] }',
    '        }',
    '      }',
    '    },',
    '    { "name": "a/b~c", "inputSchema": { "type": "object", "properties": { "x/y": { "type": 1 } } } }',
    '  ]',
    '}',
  ].join('\n');

  it('puts a scalar at its value', async () => {
    const [tool] = (await load(text)).tools;
    expect(tool!.locate('/inputSchema/properties/q/type')).toEqual(rangeOf(text, '"strin"'));
    expect(tool!.locate('/name')).toEqual(rangeOf(text, '"search"'));
    expect(rangeOf(text, '"strin"')).toEqual({ start: { line: 8, column: 26 }, end: { line: 8, column: 33 } });
  });
  it('puts an object or array member at its key', async () => {
    const [tool] = (await load(text)).tools;
    expect(tool!.locate('/inputSchema')).toEqual(rangeOf(text, '"inputSchema"'));
    expect(tool!.locate('/inputSchema/properties/tags/items')).toEqual(rangeOf(text, '"items"'));
  });
  it('puts array elements and the tool itself at the whole value', async () => {
    const [tool] = (await load(text)).tools;
    expect(tool!.locate('/inputSchema/properties/tags/items/0')).toEqual(rangeOf(text, '{ "type": "string" }'));
    expect(tool!.locate('')).toEqual({ start: { line: 3, column: 5 }, end: { line: 12, column: 6 } });
  });
  it('reports a missing key at the object that should hold it', async () => {
    const [tool] = (await load(text)).tools;
    expect(tool!.locate('/inputSchema/required')).toEqual(tool!.locate('/inputSchema'));
    expect(tool!.locate('/description')).toEqual(tool!.locate(''));
    expect(tool!.locate('/inputSchema/properties/q/description')).toEqual(rangeOf(text, '"q"'));
    expect(tool!.locate('/inputSchema/properties/tags/items/7')).toEqual(
      tool!.locate('/inputSchema/properties/tags/items'),
    );
    expect(tool!.locate('/name/deeper')).toEqual(tool!.locate('/name'));
  });
  it('unescapes ~0 and ~1 in pointers and matches escaped keys', async () => {
    const tool = (await load(text)).tools[1]!;
    const one = rangeOf(text, '1 } } } }').start;
    expect(tool.locate('/inputSchema/properties/x~1y/type')).toEqual({
      start: one,
      end: { line: one.line, column: one.column + 1 },
    });
    expect(tool.documentPointer).toBe('/tools/1');
    const escapedText = '{"tools":[{"name":"t","inputSchema":{"properties":{"\\u0071":{"type":"x"}}}}]}';
    const escaped = await load(escapedText);
    expect(escaped.tools[0]!.locate('/inputSchema/properties/q/type')).toEqual(rangeOf(escapedText, '"x"'));
  });
  it('follows the last of duplicate keys, as JSON.parse does', async () => {
    const dup = '{"name":"t","inputSchema":{"type":"object"},\n"name":"u"}';
    const source = await load(dup);
    expect(source.tools[0]!.definition).toMatchObject({ name: 'u' });
    expect(source.tools[0]!.locate('/name')).toEqual(rangeOf(dup, '"u"'));
  });
  it('handles strings with brackets, quotes and backslashes while skipping values', async () => {
    const tricky =
      '[{"name":"a","description":"has } ] \\" \\\\ chars","inputSchema":{}},{"name":"b","inputSchema":{"type":"object"}}]';
    const source = await load(tricky);
    expect(source.tools[0]!.definition).toMatchObject({ description: 'has } ] " \\ chars' });
    expect(source.tools[1]!.locate('/inputSchema/type')).toEqual(rangeOf(tricky, '"object"'));
  });
  it('counts columns after a BOM as an editor does', async () => {
    const source = await load('\ufeff{"name":"t","inputSchema":{"type":7}}');
    expect(source.tools[0]!.locate('/inputSchema/type')).toEqual({
      start: { line: 1, column: 35 },
      end: { line: 1, column: 36 },
    });
  });
});

describe('bad input', () => {
  it('reports an empty or blank file when named, and skips it in a walk', async () => {
    expect(fatalOf(await load('')).message).toContain('File is empty');
    expect(fatalOf(await load(' \n\t')).message).toContain('File is empty');
    expect((await loadJsonText('', 'x.json', { explicit: false })).status).toBe('skipped');
  });
  it('reports a trailing comma at the comma', async () => {
    const diagnostic = fatalOf(await load('{\n  "tools": [\n    {"name": "a"},\n  ]\n}'));
    expect(diagnostic.message).toMatch(/Trailing comma before "\]".*Remove it/);
    expect(diagnostic.range!.start).toEqual({ line: 3, column: 18 });
  });
  it('reports comments, missing commas and bad tokens at their line and column', async () => {
    const comment = fatalOf(await load('{\n  // tools\n  "tools": []\n}'));
    expect(comment.message).toContain('Comments are not allowed');
    expect(comment.range!.start).toEqual({ line: 2, column: 3 });
    const comma = fatalOf(await load('{"tools": [\n{"name": "a" "inputSchema": {}}]}'));
    expect(comma.message).toContain('Expected ","');
    expect(comma.range!.start).toEqual({ line: 2, column: 14 });
    const nan = fatalOf(await load('{"tools": [{"name": NaN}]}'));
    expect(nan.message).toContain('Unexpected "NaN"');
    const unterminated = fatalOf(await load('{"tools": [{"name": "abc'));
    expect(unterminated.message).toContain('Unterminated string');
  });
  it('reports a syntax error in a walked file only when the file looks like a tool list', async () => {
    expect(
      (await loadJsonText('{ // tsconfig\n "compilerOptions": {},\n}', 'tsconfig.json', { explicit: false })).status,
    ).toBe('skipped');
    const walked = await loadJsonText('{"tools": [{"name": "a", "inputSchema": {},}]}', 'tools.json', {
      explicit: false,
    });
    expect(walked.status).toBe('loaded');
    expect(fatalOf((walked as Extract<JsonLoad, { status: 'loaded' }>).source).message).toContain('Trailing comma');
  });
  it('reports invalid UTF-8 at the byte that breaks it', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{\n  "tools": [{"name": "ca'),
      Buffer.from([0xff]),
      Buffer.from('fé"}]\n}'),
    ]);
    const result = await loadJsonBytes(bytes, 'bad.json', { explicit: true });
    expect(result.status).toBe('loaded');
    const diagnostic = fatalOf((result as Extract<JsonLoad, { status: 'loaded' }>).source);
    expect(diagnostic.message).toContain('not valid UTF-8: byte 0xFF at byte offset 26');
    expect(diagnostic.range!.start).toEqual({ line: 2, column: 25 });
  });
  it('reads UTF-8 with a BOM and recognises UTF-16', async () => {
    const bom = await loadJsonBytes(
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify(TOOL))]),
      'bom.json',
      { explicit: true },
    );
    expect(bom.status === 'loaded' && bom.source.tools.length).toBe(1);
    const utf16 = await loadJsonBytes(
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{}', 'utf16le')]),
      'w.json',
      { explicit: true },
    );
    expect(fatalOf((utf16 as Extract<JsonLoad, { status: 'loaded' }>).source).message).toContain('UTF-16');
  });
  it('finds the first invalid UTF-8 byte (overlong, surrogate, truncated)', () => {
    expect(firstInvalidByte(Buffer.from('héllo ✓ 😀'))).toBe(Buffer.byteLength('héllo ✓ 😀'));
    expect(firstInvalidByte(Buffer.from([0x41, 0xc0, 0x80]))).toBe(1);
    expect(firstInvalidByte(Buffer.from([0x41, 0xed, 0xa0, 0x80]))).toBe(1);
    expect(firstInvalidByte(Buffer.from([0x41, 0xf0, 0x9f, 0x98, 0x80, 0x80]))).toBe(5);
    expect(firstInvalidByte(Buffer.from([0x41, 0xe2, 0x82]))).toBe(1);
  });
  it('reports nesting beyond the limit as a finding instead of recursing', async () => {
    const depth = 10_000;
    const text = `{"tools":[{"name":"deep","inputSchema":${'{"type":"object","properties":{"a":'.repeat(depth)}{}${'}}'.repeat(depth)}}]}`;
    const diagnostic = fatalOf(await load(text));
    expect(diagnostic.message).toContain(`nested ${2 * depth + 4} levels deep`);
    expect(diagnostic.message).toContain(`at most ${MAX_JSON_DEPTH} levels`);
    expect(diagnostic.range!.start.line).toBe(1);
    const broken = fatalOf(await load('['.repeat(depth)));
    expect(broken.message).toContain(`nested ${depth} levels deep`);
  });
  it('counts nesting outside strings only', () => {
    expect(scanNestingDepth('{"a": "[[[[{{{{", "b": ["\\"[["]}')).toEqual({ maxDepth: 2 });
    expect(scanNestingDepth('[[[]]]', 2)).toEqual({ maxDepth: 3, tooDeepAt: 2 });
  });
});
