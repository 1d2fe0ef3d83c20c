// JSON loader: tools/list results, JSON-RPC responses, arrays of tools and single tools, with a position
// for every pointer. Happy path: JSON.parse (native, fast) plus a lazy character scan for positions;
// jsonc-parser is loaded only to explain a syntax error.
import { parsePointer } from '../../core/pointer.js';
import type { Diagnostic, InputKind, LoadedSource, LoadedTool } from '../../core/types.js';
import type { Position, Range } from '../../core/position.js';
import { highlightedOffsets, skipWhitespace, type NodeSpan } from '../../json-text/cursor.js';
import { decodeUtf8 } from '../../json-text/decode.js';
import { MAX_JSON_DEPTH, scanNestingDepth } from '../../json-text/depth.js';
import { LineIndex } from '../../json-text/lines.js';
import { SpanIndex } from '../../json-text/span-index.js';
import { languageOfTools } from '../live/server-language.js';
import { ACCEPTED_SHAPES, describeNonToolValue, detectShape, type ToolShaped } from './shape.js';
import { findSyntaxProblem, tolerantValue } from '../../json-text/syntax-error.js';

export { detectShape, isToolLike, ACCEPTED_SHAPES } from './shape.js';
export { MAX_JSON_DEPTH } from '../../json-text/depth.js';

export interface JsonLoadOptions {
  /**
   * True when the user named this file: a file that is not tool-shaped is then a finding.
   * False for files found by a directory walk or glob: those are skipped quietly.
   */
  explicit: boolean;
}

/** `skipped` is a file from a walk that turned out not to be a tool list. */
export type JsonLoad = { status: 'loaded'; source: LoadedSource } | { status: 'skipped'; reason: string };

export async function loadJsonBytes(bytes: Uint8Array, source: string, options: JsonLoadOptions): Promise<JsonLoad> {
  const parsed = await parseJsonBytes(bytes, source, {
    ...options,
    kind: 'json',
    expected: ACCEPTED_SHAPES,
    wanted: (root) => detectShape(root) !== undefined,
  });
  if (parsed.status !== 'parsed') return parsed;
  return loadParsed(parsed, source, options);
}

export async function loadJsonText(input: string, source: string, options: JsonLoadOptions): Promise<JsonLoad> {
  const parsed = await parseJsonText(input, source, {
    ...options,
    kind: 'json',
    expected: ACCEPTED_SHAPES,
    wanted: (root) => detectShape(root) !== undefined,
  });
  if (parsed.status !== 'parsed') return parsed;
  return loadParsed(parsed, source, options);
}

function loadParsed({ text, root, tooDeep: deep }: ParsedJson, source: string, options: JsonLoadOptions): JsonLoad {
  const shaped = detectShape(root);
  if (!shaped) {
    if (!options.explicit) return { status: 'skipped', reason: 'not tool-shaped' };
    const lines = new LineIndex(text);
    const start = skipWhitespace(text, 0);
    return fatal(
      source,
      'json',
      `Not an MCP tool list: found ${describeNonToolValue(root)}. Expected ${ACCEPTED_SHAPES}.`,
      lines.range(start, start + 1),
    );
  }
  if (deep) return deep();
  return { status: 'loaded', source: toolSource(text, source, shaped) };
}

/** How a loader of some JSON document reads its text: what it is called, and which parsed values are its. */
export interface JsonDocumentOptions extends JsonLoadOptions {
  kind: InputKind;
  /** What the file should hold, for the message on an empty file. */
  expected: string;
  /** Whether a value (parsed, or read tolerantly from text with a syntax error) is a document of this kind. */
  wanted(root: unknown): boolean;
}

/** A JSON document parsed; `tooDeep` is set when it nests past MAX_JSON_DEPTH (the loader decides when to refuse it). */
export interface ParsedJson {
  status: 'parsed';
  text: string;
  root: unknown;
  tooDeep?: () => JsonLoad;
}

/** The bytes as JSON: parsed, or the finding that stops the file (not UTF-8, empty, a syntax error), or skipped. */
export async function parseJsonBytes(
  bytes: Uint8Array,
  source: string,
  options: JsonDocumentOptions,
): Promise<ParsedJson | JsonLoad> {
  const decoded = decodeUtf8(bytes);
  if (!decoded.ok) {
    if (!options.explicit) return { status: 'skipped', reason: 'not UTF-8' };
    const { line, column } = decoded.position;
    return fatal(source, options.kind, decoded.message, { start: decoded.position, end: { line, column: column + 1 } });
  }
  return parseJsonText(decoded.text, source, options);
}

export async function parseJsonText(
  input: string,
  source: string,
  options: JsonDocumentOptions,
): Promise<ParsedJson | JsonLoad> {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  if (text.trim() === '') {
    if (!options.explicit) return { status: 'skipped', reason: 'empty' };
    return fatal(source, options.kind, `File is empty. Expected ${options.expected}.`, pointRange(1, 1));
  }

  const depth = scanNestingDepth(text);
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch (error) {
    return syntaxFailure(text, source, options, depth.tooDeepAt, error);
  }
  const parsed: ParsedJson = { status: 'parsed', text, root };
  const at = depth.tooDeepAt;
  if (at !== undefined) parsed.tooDeep = () => tooDeep(text, source, options.kind, at, depth.maxDepth);
  return parsed;
}

async function syntaxFailure(
  text: string,
  source: string,
  options: JsonDocumentOptions,
  tooDeepAt: number | undefined,
  error: unknown,
): Promise<JsonLoad> {
  // Past the depth limit nothing recursive may look at the text, not even to explain the syntax error.
  if (tooDeepAt !== undefined) {
    if (!options.explicit) return { status: 'skipped', reason: 'too deep to inspect' };
    return tooDeep(text, source, options.kind, tooDeepAt, scanNestingDepth(text).maxDepth);
  }
  if (!options.explicit && !options.wanted(await tolerantValue(text)))
    return { status: 'skipped', reason: 'not tool-shaped' };
  const reason = error instanceof Error ? error.message : String(error);
  const problem = await findSyntaxProblem(text, reason);
  const lines = new LineIndex(text);
  return fatal(
    source,
    options.kind,
    `JSON syntax error: ${problem.message}`,
    lines.range(problem.offset, problem.offset + problem.length),
  );
}

function tooDeep(text: string, source: string, kind: InputKind, offset: number, maxDepth: number): JsonLoad {
  const lines = new LineIndex(text);
  return fatal(
    source,
    kind,
    `JSON is nested ${maxDepth} levels deep; mcp-lint reads at most ${MAX_JSON_DEPTH} levels. No real tool definition needs this: flatten the schema (use "$defs" and "$ref" for shared parts).`,
    lines.range(offset, offset + 1),
  );
}

function pointRange(line: number, column: number): Range {
  const at: Position = { line, column };
  return { start: at, end: at };
}

function fatal(source: string, kind: InputKind, message: string, range: Range): JsonLoad {
  const diagnostic: Diagnostic = { ruleId: null, severity: 'error', message, source, pointer: '', range, fatal: true };
  return { status: 'loaded', source: { source, kind, tools: [], diagnostics: [diagnostic] } };
}

/**
 * Where a pointer is in a JSON text: the deepest existing node on its path, below `base` (the document's root when
 * absent). Lines and brackets are indexed on the first call, and shared by every later one.
 */
export function jsonLocator(
  text: string,
  positions = sharedSpans(text),
): (pointer: string, base?: () => NodeSpan) => Range {
  let lines: LineIndex | undefined;
  return (pointer, base) => {
    let segments: string[];
    try {
      segments = parsePointer(pointer);
    } catch {
      segments = [];
    }
    const spans = positions();
    const node = spans.deepest(base ? base() : spans.root(), segments);
    const { start, end } = highlightedOffsets(text, node);
    lines ??= new LineIndex(text);
    return lines.range(start, end);
  };
}

/** One SpanIndex of the text, made on first use. */
function sharedSpans(text: string): () => SpanIndex {
  let spans: SpanIndex | undefined;
  return () => (spans ??= new SpanIndex(text));
}

function toolSource(text: string, source: string, shaped: ToolShaped): LoadedSource {
  // Positions are computed on the first finding that needs one, then shared by every tool of the file:
  // a clean file never indexes its lines or brackets.
  let toolSpans: readonly NodeSpan[] | undefined;
  const positions = sharedSpans(text);
  const locate = jsonLocator(text, positions);
  const spanOfTool = (index: number): NodeSpan => {
    const root = positions().root();
    if (shaped.shape === 'single tool') return root;
    toolSpans ??= positions().elements(positions().deepest(root, shaped.toolsPath));
    return toolSpans[index] ?? root;
  };

  const pointerBase = shaped.toolsPath.map((segment) => '/' + segment).join('');
  const tools: LoadedTool[] = shaped.tools.map((definition, index) => ({
    definition,
    documentPointer: shaped.shape === 'single tool' ? '' : `${pointerBase}/${index}`,
    locate: (pointer: string): Range => locate(pointer, () => spanOfTool(index)),
  }));

  const loaded: LoadedSource = { source, kind: 'json', tools, diagnostics: [] };
  if (shaped.server) loaded.server = shaped.server;
  if (shaped.instructions !== undefined) loaded.liveFacts = { initialize: { instructions: shaped.instructions } };
  // A saved tools/list of a Python server carries the same marks as the live list: its fixes go in the signature.
  const language = languageOfTools(shaped.tools);
  if (language) loaded.language = language;
  return loaded;
}
