// One tool written the four ways a definition rule meets it, so that each fix can be checked in its author's
// language: TypeScript SDK source (zod), Python source (type hints read by FastMCP), a saved tools/list of a server
// whose schemas are hand-written JSON Schema, and a saved tools/list of a Python server (pydantic's
// "<fn>Arguments" root title marks it). Each text puts the tool on a known line, given below.
import { SDK } from '../loaders/source/helpers.js';
import type { InvalidCodeRuleTestCase } from './rule-tester.js';

/** A tool as a tools/list result lists it. */
export interface ListedTool {
  name: string;
  inputSchema: unknown;
  [key: string]: unknown;
}

/** TypeScript SDK source: the SDK head (3 lines), then the registration from line 4. */
export function tsServer(registration: string): string {
  return `${SDK}${registration}\n`;
}

/** Python source: imports and the server (6 lines), then the tool from line 7. */
export function pythonServer(tool: string): string {
  return (
    'from typing import Annotated, Literal\n' +
    'from pydantic import Field\n' +
    'from mcp.server.fastmcp import FastMCP\n' +
    'from mcp.types import ToolAnnotations\n' +
    'mcp = FastMCP("t")\n' +
    '\n' +
    `${tool}\n`
  );
}

/** A saved tools/list: the tool on line 2, as a hand-written (JSON Schema) server lists it. */
export function capture(tool: ListedTool): string {
  return `{"tools": [\n${JSON.stringify(tool)}\n]}\n`;
}

/** A saved tools/list of a Python server: the same, with the "<fn>Arguments" title pydantic gives every input root. */
export function pythonCapture(tool: ListedTool): string {
  return capture({ ...tool, inputSchema: { ...(tool.inputSchema as object), title: `${tool.name}Arguments` } });
}

/** The line each text puts the tool on (its registration, decorator or listing). */
export const TOOL_LINE = { ts: 4, python: 7, json: 2 } as const;

/** One tool, written in each language. */
export interface ToolInEachLanguage {
  /** The registration in TypeScript SDK source, on one line (zod). */
  ts: string;
  /** The decorator and function in Python source. */
  python: string;
  /** The tool as a tools/list lists it (for the captures). */
  listed: ListedTool;
}

/** The finding expected in one language; its line defaults to the tool's line in that text. */
export interface FindingInLanguage {
  messageId: string;
  message: RegExp;
  line?: number;
}

/**
 * The rule tester's code cases for one tool in each language: TS source, Python source, a capture, and a Python
 * server's capture (expected to be worded as Python source is, unless said otherwise).
 */
export function casesInEachLanguage(
  what: string,
  tool: ToolInEachLanguage,
  expected: {
    zod: FindingInLanguage;
    python: FindingInLanguage;
    jsonSchema: FindingInLanguage;
    pythonCapture?: FindingInLanguage;
  },
  options?: Record<string, unknown>,
): InvalidCodeRuleTestCase[] {
  const finding = (want: FindingInLanguage, line: number) => [
    { messageId: want.messageId, message: want.message, line: want.line ?? line },
  ];
  const pythonCaptured = expected.pythonCapture ?? { ...expected.python, line: undefined };
  const cases: InvalidCodeRuleTestCase[] = [
    {
      name: `${what}: TypeScript SDK source, in zod`,
      code: tsServer(tool.ts),
      errors: finding(expected.zod, TOOL_LINE.ts),
    },
    {
      name: `${what}: Python source, in its signature and decorator`,
      filename: 'server.py',
      code: pythonServer(tool.python),
      errors: finding(expected.python, TOOL_LINE.python),
    },
    {
      name: `${what}: a capture of a JSON Schema server, in JSON Schema`,
      filename: 'tools.json',
      code: capture(tool.listed),
      errors: finding(expected.jsonSchema, TOOL_LINE.json),
    },
    {
      name: `${what}: a capture of a Python server (<fn>Arguments titles), in Python`,
      filename: 'tools.json',
      code: pythonCapture(tool.listed),
      errors: finding(pythonCaptured, TOOL_LINE.json),
    },
  ];
  return options ? cases.map((testCase) => ({ ...testCase, options })) : cases;
}

/**
 * The commonest shape: a tool with one required string parameter, its description, and its hints if any, written
 * as a zod registration, a decorated Python function (the description its docstring) and a listed tool.
 */
export function oneStringParameter(
  name: string,
  description: string,
  parameter: string,
  annotations?: Record<string, boolean>,
): ToolInEachLanguage {
  const hints = annotations ? Object.entries(annotations) : [];
  const tsHints = annotations ? `, annotations: ${JSON.stringify(annotations)}` : '';
  const pythonHints = annotations
    ? `annotations=ToolAnnotations(${hints.map(([hint, value]) => `${hint}=${value ? 'True' : 'False'}`).join(', ')})`
    : '';
  return {
    ts: `server.registerTool(${JSON.stringify(name)}, { description: ${JSON.stringify(description)}, inputSchema: { ${parameter}: z.string() }${tsHints} }, async () => ({ content: [] }));`,
    python: `@mcp.tool(${pythonHints})\ndef ${name}(${parameter}: str) -> str:\n    """${description}"""\n    return ${parameter}`,
    listed: {
      name,
      description,
      inputSchema: { type: 'object', properties: { [parameter]: { type: 'string' } }, required: [parameter] },
      ...(annotations ? { annotations } : {}),
    },
  };
}
