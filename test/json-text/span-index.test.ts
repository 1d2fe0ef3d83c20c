// The span index walks pointers with a bracket table and remembered listings. These pin it to the plain definition —
// a recursive-descent reading of the same text — on generated documents with odd whitespace, escaped and duplicate
// keys, strings full of brackets and quotes, and deep nesting, for every path in them and for paths that go missing.
import { describe, expect, it } from 'vitest';
import type { NodeSpan } from '../../src/json-text/cursor.js';
import { SpanIndex } from '../../src/json-text/span-index.js';

interface RefNode {
  span: NodeSpan;
  members?: Map<string, RefNode>;
  elements?: RefNode[];
}

/** Reads valid JSON the slow, obvious way, keeping every value's span (the last of duplicate keys, as JSON.parse). */
function referenceTree(text: string): RefNode {
  let i = 0;
  const ws = () => {
    while (' \n\r\t'.includes(text[i] ?? 'x')) i++;
  };
  const string = (): number => {
    const start = i;
    i++;
    while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return start;
  };
  const value = (): RefNode => {
    ws();
    const start = i;
    const c = text[i];
    if (c === '{') {
      i++;
      const members = new Map<string, RefNode>();
      ws();
      if (text[i] === '}') i++;
      else {
        for (;;) {
          ws();
          const keyStart = string();
          const keyEnd = i;
          ws();
          i++; // colon
          const child = value();
          members.set(JSON.parse(text.slice(keyStart, keyEnd)) as string, {
            ...child,
            span: { ...child.span, keyStart, keyEnd },
          });
          ws();
          if (text[i++] === '}') break;
        }
      }
      return { span: { start, end: i }, members };
    }
    if (c === '[') {
      i++;
      const elements: RefNode[] = [];
      ws();
      if (text[i] === ']') i++;
      else {
        for (;;) {
          elements.push(value());
          ws();
          if (text[i++] === ']') break;
        }
      }
      return { span: { start, end: i }, elements };
    }
    if (c === '"') {
      string();
      return { span: { start, end: i } };
    }
    while (i < text.length && !',}] \n\r\t'.includes(text[i]!)) i++;
    return { span: { start, end: i } };
  };
  return value();
}

function referenceDeepest(root: RefNode, path: readonly string[]): NodeSpan {
  let node = root;
  for (const segment of path) {
    const next =
      node.members?.get(segment) ?? (/^(0|[1-9]\d*)$/.test(segment) ? node.elements?.[Number(segment)] : undefined);
    if (!next) break;
    node = next;
  }
  return node.span;
}

function allPaths(node: RefNode, path: string[], out: string[][]): void {
  out.push(path);
  out.push([...path, 'missing']);
  out.push([...path, '0']);
  out.push([...path, '01']);
  for (const [key, child] of node.members ?? []) allPaths(child, [...path, key], out);
  (node.elements ?? []).forEach((child, index) => allPaths(child, [...path, String(index)], out));
  if (node.elements) out.push([...path, String(node.elements.length)]);
}

function generated(seed: number): string {
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const space = () => pick(['', '', ' ', '\n  ', '\t', '\r\n']);
  const strings = ['a', 'b', 'x{', '[]', 'q\\"u', '\\\\', '\\u005b', '', 'long text with } and ] inside', 'é'];
  const value = (depth: number): string => {
    const kind = depth > 6 ? Math.floor(random() * 3) : Math.floor(random() * 5);
    if (kind === 0) return `"${pick(strings)}"`;
    if (kind === 1) return pick(['1', '-2.5e3', 'true', 'false', 'null', '0']);
    if (kind === 2) return `"${pick(strings)}${pick(strings)}"`;
    const count = Math.floor(random() * 5);
    const parts: string[] = [];
    for (let k = 0; k < count; k++) {
      const item = space() + value(depth + 1) + space();
      parts.push(kind === 3 ? `${space()}"${pick(strings)}"${space()}:${item}` : item);
    }
    return kind === 3 ? `{${parts.join(',')}${count ? '' : space()}}` : `[${parts.join(',')}${count ? '' : space()}]`;
  };
  return space() + value(0) + space();
}

describe('span index', () => {
  it('finds the same node as a recursive-descent reading, for every path of generated documents', () => {
    let checked = 0;
    for (let seed = 1; seed <= 400; seed++) {
      const text = generated(seed);
      expect(() => JSON.parse(text)).not.toThrow();
      const tree = referenceTree(text);
      const index = new SpanIndex(text);
      expect(index.root()).toEqual(tree.span);
      const paths: string[][] = [];
      allPaths(tree, [], paths);
      for (const path of paths) {
        expect(index.deepest(index.root(), path)).toEqual(referenceDeepest(tree, path));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(5000);
  });
});
