// A tool's description from its function's docstring, by each SDK's rule (measured on mcp 2.3.0 and fastmcp 4.0.10,
// docs/python-source.md):
// - MCPServer and FastMCP 1.x: `description or fn.__doc__ or ""` — the docstring exactly as Python holds it (indentation
//   and blank lines kept; Python 3.13+ strips the common indentation itself), `""` without one.
// - fastmcp: `inspect.getdoc` (cleandoc: tabs expanded, indentation removed, blank edge lines dropped), then griffe's
//   Google parser: when an `Args:` section lists parameters, the description is the text before the first section and
//   each listed parameter gets its line(s) as description; otherwise the whole cleaned docstring. No docstring: no
//   description key. When Google finds none, griffe's NumPy parser and then its Sphinx parser (`:param a: …`) are
//   tried the same way; Sphinx is rebuilt here, NumPy sections are not (unresolved).
import { stringValue } from './literals.js';
import { childrenOf, docstringNode, type PythonFile, type SyntaxNode } from './syntax.js';

export interface Docstring {
  /** The docstring's value; undefined when the function has none. */
  text?: string;
  node?: SyntaxNode;
  /** The docstring literal's value could not be read (`\N{…}`, bytes). */
  unreadable?: true;
}

export function docstringOf(file: PythonFile, definition: SyntaxNode): Docstring {
  const node = docstringNode(definition);
  if (!node) return {};
  let text: string | undefined = '';
  for (const part of node.name === 'ContinuedString' ? childrenOf(node) : [node]) {
    const value = stringValue(file, part);
    text = value === undefined || text === undefined ? undefined : text + value;
  }
  return text === undefined ? { node, unreadable: true } : { text, node };
}

/** Python's inspect.cleandoc (3.11–3.13): what `inspect.getdoc` gives for a function's docstring. */
export function cleandoc(doc: string): string {
  const lines = expandTabs(doc).split('\n');
  let margin = Infinity;
  for (const line of lines.slice(1)) {
    const content = line.trimStart().length;
    if (content) margin = Math.min(margin, line.length - content);
  }
  lines[0] = lines[0]!.trimStart();
  if (margin < Infinity) for (let i = 1; i < lines.length; i++) lines[i] = lines[i]!.slice(margin);
  while (lines.length && !lines[lines.length - 1]) lines.pop();
  while (lines.length && !lines[0]) lines.shift();
  return lines.join('\n');
}

/** str.expandtabs(8): each tab up to the next multiple of 8 columns, counted from the line's start. */
function expandTabs(text: string): string {
  let out = '';
  let column = 0;
  for (const char of text) {
    if (char === '\t') {
      const spaces = 8 - (column % 8);
      out += ' '.repeat(spaces);
      column += spaces;
    } else {
      out += char;
      column = char === '\n' || char === '\r' ? 0 : column + 1;
    }
  }
  return out;
}

export interface FastmcpDocstring {
  /** Undefined: no description key. */
  description?: string;
  /** Parameter descriptions from an `Args:` section (the schema keeps a `Field(description=…)` over them). */
  args: Map<string, string>;
  /** Why the description and parameter descriptions could not be rebuilt exactly (a NumPy or Sphinx section). */
  unresolved?: string;
}

const PARAMETER_SECTIONS = new Set(['args', 'arguments', 'params', 'parameters']);
// griffe's Google section and admonition title: `Word words:` (an optional title after the colon).
const TITLE = /^([\w][\s\w-]*):(\s+([^\s].*))?\s*$/;
const NAME_SPLIT = ':';
// What griffe's NumPy parser looks for (a section title underlined with dashes); its result is not rebuilt here.
const NUMPY_UNDERLINE = /^\s*-{3,}\s*$/m;
// griffe's Sphinx field prefixes (matched with startsWith, as griffe does): each field takes the lines up to the next
// line that starts with ":"; the parameter ones name a parameter.
const SPHINX_FIELDS = [
  ':param',
  ':parameter',
  ':arg',
  ':argument',
  ':key',
  ':keyword',
  ':type',
  ':var',
  ':ivar',
  ':cvar',
  ':vartype',
  ':returns',
  ':return',
  ':rtype',
  ':raises',
  ':raise',
  ':except',
  ':exception',
];
const SPHINX_PARAMETERS = [':param', ':parameter', ':arg', ':argument', ':key', ':keyword'];

export function fastmcpDocstring(doc: string | undefined): FastmcpDocstring {
  const args = new Map<string, string>();
  if (doc === undefined) return { args };
  const cleaned = cleandoc(doc);
  if (!cleaned) return { args };
  const google = googleSections(cleaned.split('\n'));
  if (google.parameters.size > 0) {
    return google.description === undefined
      ? { args: google.parameters }
      : { description: google.description, args: google.parameters };
  }
  if (NUMPY_UNDERLINE.test(cleaned))
    return { description: cleaned, args, unresolved: 'a NumPy docstring section (fastmcp parses it with griffe)' };
  const sphinx = sphinxFields(cleaned.split('\n'));
  // Sphinx always yields a text section, so a docstring of fields alone publishes "" (measured).
  if (sphinx.parameters.size > 0) return { description: sphinx.description, args: sphinx.parameters };
  return { description: cleaned, args };
}

/** griffe's Sphinx parser, as far as fastmcp reads it: the text outside fields and the parameter fields. */
function sphinxFields(lines: string[]): { description: string; parameters: Map<string, string> } {
  const parameters = new Map<string, string>();
  const text: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (!line.startsWith(':') || !SPHINX_FIELDS.some((prefix) => line.startsWith(prefix))) {
      text.push(line);
      continue;
    }
    const block = [line.trimStart()];
    while (index + 1 < lines.length && !lines[index + 1]!.startsWith(':')) block.push(lines[++index]!);
    if (!SPHINX_PARAMETERS.some((prefix) => line.startsWith(prefix))) continue;
    const field = cleandoc(block.join('\n')).replace(/\n+$/, '');
    const [, directive, ...rest] = field.split(':');
    if (directive === undefined || rest.length === 0) continue;
    const parts = directive.split(' ');
    if (parts.length < 2) continue;
    const name = parts[parts.length - 1]!;
    if (!parameters.has(name)) parameters.set(name, rest.join(':').trim());
  }
  const first = text.findIndex((line) => line.trim() !== '');
  const last = text.length - 1 - [...text].reverse().findIndex((line) => line.trim() !== '');
  return { description: first < 0 ? '' : text.slice(first, last + 1).join('\n'), parameters };
}

/** griffe's Google parser, as far as fastmcp reads it: the first text section and the parameters sections. */
function googleSections(lines: string[]): { description?: string; parameters: Map<string, string> } {
  const parameters = new Map<string, string>();
  let description: string | undefined;
  let current: string[] = [];
  let inCode = false;
  const flushText = () => {
    if (current.some((line) => line)) description ??= current.join('\n').replace(/\n+$/, '');
    current = [];
  };
  for (let offset = 0; offset < lines.length; offset++) {
    const line = lines[offset]!;
    const fence = line.replace(/^ +/, '').startsWith('```');
    if (inCode || fence) {
      if (fence) inCode = !inCode;
      current.push(line);
      continue;
    }
    const match = line.includes(':') ? TITLE.exec(line) : null;
    if (!match || !isTitle(lines, offset)) {
      current.push(line);
      continue;
    }
    const kind = match[1]!.toLowerCase();
    flushText();
    const block = blockItems(lines, offset + 1);
    if (PARAMETER_SECTIONS.has(kind)) {
      for (const item of block.items) {
        const colon = item[0]!.indexOf(NAME_SPLIT);
        if (colon < 0) continue;
        const nameWithType = item[0]!.slice(0, colon);
        const text = [item[0]!.slice(colon + 1).trimStart(), ...item.slice(1)].join('\n').replace(/\n+$/, '');
        const name =
          nameWithType.includes('(') && nameWithType.endsWith(')')
            ? nameWithType.slice(0, nameWithType.indexOf('(')).trim()
            : nameWithType;
        parameters.set(name, text);
      }
    }
    offset = block.end;
  }
  flushText();
  return { ...(description !== undefined ? { description } : {}), parameters };
}

/** griffe's test for a section title: a blank line (or nothing) above, an indented line right below. */
function isTitle(lines: string[], offset: number): boolean {
  const above = offset === 0 || !lines[offset - 1]!.trim();
  const below = lines[offset + 1];
  return above && below !== undefined && below.trim() !== '' && below.startsWith(' ');
}

/** griffe's _read_block_items: items at the first line's indentation, continuation lines at twice it. */
function blockItems(lines: string[], start: number): { items: string[][]; end: number } {
  const items: string[][] = [];
  let offset = start;
  const first = lines[offset]!;
  const indent = first.length - first.trimStart().length;
  let item = [first.slice(indent)];
  for (offset++; offset < lines.length; offset++) {
    const line = lines[offset]!;
    if (!line.trim()) item.push('');
    else if (line.startsWith(' '.repeat(indent * 2))) item.push(line.slice(indent * 2));
    else if (line.startsWith(' '.repeat(indent + 1))) item.push(line.trimStart());
    else if (line.startsWith(' '.repeat(indent))) {
      items.push(item);
      item = [line.slice(indent)];
    } else break;
  }
  items.push(item);
  return { items, end: offset - 1 };
}
