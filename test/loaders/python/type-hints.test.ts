// Units per hint family: what is rebuilt, where it is placed, and what is marked unresolved instead of guessed.
// (type-hints-live.test.ts compares many more signatures with the SDKs themselves.)
import { describe, expect, it } from 'vitest';
import { inputSchemaOf, outputSchemaOf } from '../../../src/loaders/python/type-hints.js';
import { projectOfText, schemaStyle, toolsOf, type SchemaFlavour } from './signatures.js';

const HEADER = `from typing import Annotated, Optional, Literal\nfrom pydantic import BaseModel, Field, ConfigDict\nfrom mcp.server.mcpserver import MCPServer, Context\nmcp = MCPServer("x")\n`;

function build(
  body: string,
  flavour: SchemaFlavour = 'mcpserver',
  neighbours: Record<string, string> = {},
  docArgs?: Map<string, string>,
) {
  const { project, file } = projectOfText(HEADER + body, neighbours);
  const [tool] = [...toolsOf(file).values()].flat();
  const signature = { ...tool!.signature, ...(docArgs ? { docArgs } : {}) };
  return {
    input: inputSchemaOf(project, signature, schemaStyle(flavour)),
    output: outputSchemaOf(project, signature, schemaStyle(flavour)),
    lineOf: (text: string) => (HEADER + body).split('\n').findIndex((line) => line.includes(text)) + 1,
  };
}

describe('parameters', () => {
  it('titles, defaults and required, per flavour', () => {
    const body = `@mcp.tool()\ndef search(city_name: str, days: int = 3, *, flag: bool = False) -> str: ...\n`;
    expect(build(body).input.schema).toEqual({
      properties: {
        city_name: { title: 'City Name', type: 'string' },
        days: { default: 3, title: 'Days', type: 'integer' },
        flag: { default: false, title: 'Flag', type: 'boolean' },
      },
      required: ['city_name'],
      title: 'searchArguments',
      type: 'object',
    });
    expect(build(body, 'fastmcp').input.schema).toEqual({
      additionalProperties: false,
      properties: {
        city_name: { type: 'string' },
        days: { default: 3, type: 'integer' },
        flag: { default: false, type: 'boolean' },
      },
      required: ['city_name'],
      type: 'object',
    });
  });

  it('leaves the request context out and places each property at its parameter', () => {
    const body = `@mcp.tool()\ndef f(ctx: Context, q: str) -> str: ...\n`;
    const { input, lineOf } = build(body);
    expect(Object.keys(input.schema.properties as object)).toEqual(['q']);
    const place = input.places.find((p) => p.pointer === '/properties/q');
    expect(place?.range.start).toEqual({ line: lineOf('def f('), column: 21 });
    expect(input.places.find((p) => p.pointer === '')?.range.start.line).toBe(lineOf('def f('));
  });

  it('publishes an alias as the property name', () => {
    const { input } = build(`@mcp.tool()\ndef f(q: Annotated[str, Field(alias="query")]) -> str: ...\n`);
    expect(input.schema.properties).toEqual({ query: { title: 'Query', type: 'string' } });
    expect(input.schema.required).toEqual(['query']);
  });

  it('takes fastmcp docstring descriptions only where Field gave none', () => {
    const body = `@mcp.tool()\ndef f(a: str, b: Annotated[str, Field(description="own")]) -> str: ...\n`;
    const { input } = build(
      body,
      'fastmcp',
      {},
      new Map([
        ['a', 'from doc'],
        ['b', 'ignored'],
      ]),
    );
    expect(input.schema.properties).toEqual({
      a: { description: 'from doc', type: 'string' },
      b: { description: 'own', type: 'string' },
    });
    // MCPServer's docstring is not parsed, so it gives no docArgs at all (tools.test.ts).
  });
});

describe('project classes', () => {
  const models = `from pydantic import BaseModel\nclass Item(BaseModel):\n    """An item."""\n    name: str\n`;

  it('follows `from models import Item` to another project file', () => {
    const body = `from models import Item\n@mcp.tool()\ndef f(item: Item) -> Item: ...\n`;
    const { input, output } = build(body, 'mcpserver', { 'models.py': models });
    expect(input.schema).toMatchObject({
      properties: { item: { $ref: '#/$defs/Item' } },
      $defs: { Item: { description: 'An item.', title: 'Item', required: ['name'] } },
    });
    expect(input.places.find((p) => p.pointer === '/$defs/Item/properties/name')?.range.start).toEqual({
      line: 4,
      column: 5,
    });
    expect(output?.schema).toEqual({
      description: 'An item.',
      properties: { name: { title: 'Name', type: 'string' } },
      required: ['name'],
      title: 'Item',
      type: 'object',
    });
    const fast = build(body, 'fastmcp', { 'models.py': models }).input;
    expect(fast.schema.properties).toEqual({
      item: { description: 'An item.', properties: { name: { type: 'string' } }, required: ['name'], type: 'object' },
    });
    expect(fast.places.find((p) => p.pointer === '/properties/item/properties/name')?.range.start.line).toBe(4);
  });

  it('marks a config it cannot rebuild, and a model from a package, unresolved with {}', () => {
    const body = `from somepkg import Thing\nclass M(BaseModel):\n    model_config = ConfigDict(alias_generator=to_camel)\n    a: int\n@mcp.tool()\ndef f(m: M, t: Thing, ok: int) -> str: ...\n`;
    const { input } = build(body);
    expect(input.schema.properties).toMatchObject({ m: {}, t: {}, ok: { type: 'integer' } });
    expect(input.unresolved.map((u) => [u.pointer, u.what])).toEqual(
      expect.arrayContaining([
        ['/properties/t', 'the type hint `Thing` (from `somepkg`)'],
        ['/$defs/M', expect.stringContaining('alias_generator')],
      ]),
    );
  });

  it('resolves a class nested in the model that uses it, as pydantic does', () => {
    const body = `class Tank(BaseModel):\n    class Shrimp(BaseModel):\n        name: str\n    shrimp: list[Shrimp]\n@mcp.tool()\ndef f(tank: Tank) -> str: ...\n`;
    const { input } = build(body, 'fastmcp');
    expect(input.unresolved).toEqual([]);
    expect(input.schema.properties).toEqual({
      tank: {
        properties: {
          shrimp: {
            items: { properties: { name: { type: 'string' } }, required: ['name'], type: 'object' },
            type: 'array',
          },
        },
        required: ['shrimp'],
        type: 'object',
      },
    });
  });

  it('marks a v1-style `class Config` unresolved rather than ignoring it', () => {
    const body = `class M(BaseModel):\n    a: int\n    class Config:\n        extra = "forbid"\n@mcp.tool()\ndef f(m: M) -> str: ...\n`;
    expect(build(body).input.unresolved.map((u) => [u.pointer, u.what])).toEqual([
      ['/$defs/M', 'the class `M` (the `class Config` of `M`)'],
    ]);
  });

  it('marks validators and schema hooks only where they change the schema', () => {
    const body = `from pydantic import field_validator, computed_field\nclass M(BaseModel):\n    a: int\n    @field_validator("a")\n    def check(cls, v): return v\n    @computed_field\n    def b(self) -> int: return 1\n@mcp.tool()\ndef f(m: M) -> M: ...\n`;
    expect(build(body).input.unresolved).toEqual([]);
    expect(build(body, 'fastmcp').input.unresolved).toEqual([]);
    // fastmcp's output schema is pydantic's serialization schema, which computed fields change.
    expect(build(body, 'fastmcp').output?.unresolved.map((u) => u.pointer)).toEqual(['']);
  });

  it('bounds a hint nested past the depth limit', () => {
    const deep = 'list['.repeat(70) + 'int' + ']'.repeat(70);
    const { input } = build(`@mcp.tool()\ndef f(a: ${deep}) -> str: ...\n`);
    expect(input.unresolved).toHaveLength(1);
    expect(input.unresolved[0]!.what).toContain('nested more than');
  });

  it("bounds the $defs count and fastmcp's inlining of them", () => {
    const chain = [
      'class M0(BaseModel):\n    a: int\n',
      ...Array.from({ length: 20 }, (_, i) => `class M${i + 1}(BaseModel):\n    a: M${i}\n    b: M${i}\n`),
    ].join('');
    const doubling = `${chain}@mcp.tool()\ndef f(m: M20) -> str: ...\n`;
    expect(build(doubling).input.unresolved).toEqual([]);
    const fast = build(doubling, 'fastmcp').input;
    expect(fast.schema).toEqual({});
    expect(fast.unresolved.map((u) => [u.pointer, u.what])).toEqual([
      ['', expect.stringContaining('once fastmcp inlines its $defs')],
    ]);
    const many = Array.from({ length: 70 }, (_, i) => `class N${i}(BaseModel):\n    a: int\n`).join('');
    const wide = `${many}@mcp.tool()\ndef f(${Array.from({ length: 70 }, (_, i) => `p${i}: N${i}`).join(', ')}) -> str: ...\n`;
    const { input } = build(wide);
    expect(Object.keys(input.schema.$defs as object)).toHaveLength(64);
    expect(input.unresolved.map((u) => u.pointer)).toEqual([
      '/properties/p64',
      '/properties/p65',
      '/properties/p66',
      '/properties/p67',
      '/properties/p68',
      '/properties/p69',
    ]);
  });

  it('reads enum values from the class body, str and int mixins and auto()', () => {
    const body = `from enum import Enum, IntEnum, auto\nclass C(str, Enum):\n    A = "a"\n    B = "b"\nclass N(IntEnum):\n    X = auto()\n    Y = auto()\n@mcp.tool()\ndef f(c: C = C.B, n: N = N.Y) -> str: ...\n`;
    const { input } = build(body);
    expect(input.schema.properties).toEqual({
      c: { $ref: '#/$defs/C', default: 'b' },
      n: { $ref: '#/$defs/N', default: 2 },
    });
    expect(input.schema.$defs).toEqual({
      C: { enum: ['a', 'b'], title: 'C', type: 'string' },
      N: { enum: [1, 2], title: 'N', type: 'integer' },
    });
  });
});

describe('hints that are not certain', () => {
  it('a default it cannot evaluate: the default is {} and unresolved', () => {
    const { input } = build(`import os\n@mcp.tool()\ndef f(a: str = os.getcwd()) -> str: ...\n`);
    expect(input.schema.properties).toEqual({ a: { default: {}, title: 'A', type: 'string' } });
    expect(input.unresolved.map((u) => u.pointer)).toEqual(['/properties/a/default']);
  });

  it('json_schema_extra that is not a literal dict, and forward references it cannot find', () => {
    const { input } = build(
      `EXTRA = make()\n@mcp.tool()\ndef f(a: Annotated[str, Field(json_schema_extra=EXTRA)], b: "Missing") -> str: ...\n`,
    );
    expect(input.unresolved.map((u) => [u.pointer, u.what])).toEqual([
      ['/properties/a', 'the `Field(json_schema_extra=…)` value'],
      ['/properties/b', expect.stringMatching(/^the type hint `Missing` \(not defined or imported in .*server\.py/)],
    ]);
  });

  it('a constraint on a type pydantic would treat differently', () => {
    const { input } = build(`@mcp.tool()\ndef f(a: Annotated[bool, Field(ge=1)]) -> str: ...\n`);
    expect(input.schema.properties).toEqual({ a: {} });
    expect(input.unresolved[0]?.what).toContain('`ge`');
  });
});

describe('output schemas', () => {
  it('wraps what is not an object, per flavour', () => {
    expect(build(`@mcp.tool()\ndef f() -> int: ...\n`).output?.schema).toEqual({
      properties: { result: { title: 'Result', type: 'integer' } },
      required: ['result'],
      title: 'fOutput',
      type: 'object',
    });
    expect(build(`@mcp.tool()\ndef f() -> int: ...\n`, 'fastmcp').output?.schema).toEqual({
      properties: { result: { type: 'integer' } },
      required: ['result'],
      type: 'object',
      'x-fastmcp-wrap-result': true,
    });
    expect(build(`@mcp.tool()\ndef f() -> None: ...\n`, 'fastmcp').output).toBeUndefined();
    expect(build(`@mcp.tool()\ndef f() -> dict: ...\n`).output).toBeUndefined();
    expect(build(`@mcp.tool()\ndef f() -> dict: ...\n`, 'fastmcp').output?.schema).toEqual({
      additionalProperties: true,
      type: 'object',
    });
    expect(build(`@mcp.tool()\ndef f() -> dict[str, int]: ...\n`).output?.schema).toEqual({
      additionalProperties: { type: 'integer' },
      title: 'fDictOutput',
      type: 'object',
    });
  });

  it('strips InputRequiredResult arms and publishes nothing for content blocks (MCPServer)', () => {
    const head = `from mcp.types import InputRequiredResult, TextContent\n`;
    expect(build(`${head}@mcp.tool()\ndef f() -> str | InputRequiredResult: ...\n`).output?.schema).toEqual({
      properties: { result: { title: 'Result', type: 'string' } },
      required: ['result'],
      title: 'fOutput',
      type: 'object',
    });
    expect(build(`${head}@mcp.tool()\ndef f() -> InputRequiredResult: ...\n`).output).toBeUndefined();
    expect(build(`${head}@mcp.tool()\ndef f() -> list[TextContent]: ...\n`).output).toBeUndefined();
    expect(build(`${head}@mcp.tool()\ndef f() -> str | TextContent: ...\n`).output).toBeUndefined();
  });

  it('places the wrapped result at the return annotation', () => {
    const { output, lineOf } = build(`@mcp.tool()\ndef f() -> list[str]: ...\n`);
    expect(output?.places.find((p) => p.pointer === '/properties/result')?.range.start).toEqual({
      line: lineOf('def f('),
      column: 12,
    });
  });
});
