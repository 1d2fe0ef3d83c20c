// A tool's annotations as the SDKs publish them: `ToolAnnotations(read_only_hint=True)` (or `readOnlyHint=True`, both
// accepted by pydantic) becomes {"readOnlyHint": true} with only the fields set and not None; so does a dict literal
// in either spelling (MCPServer and fastmcp both validate it into ToolAnnotations, measured). A constant
// bound once (`READ_ONLY = ToolAnnotations(…)`) is followed, in this file or an imported project file.
import type { Range } from '../../core/position.js';
import { staticValue, type PythonValue } from './literals.js';
import { qualifiedName, dottedParts, type PythonProject } from './project.js';
import { localBinding } from './scopes.js';
import { argumentsOf, childOf, childrenOf, rangeOf, textOf, type PythonFile, type SyntaxNode } from './syntax.js';

const FIELDS: ReadonlyMap<string, string> = new Map([
  ['title', 'title'],
  ['read_only_hint', 'readOnlyHint'],
  ['readOnlyHint', 'readOnlyHint'],
  ['destructive_hint', 'destructiveHint'],
  ['destructiveHint', 'destructiveHint'],
  ['idempotent_hint', 'idempotentHint'],
  ['idempotentHint', 'idempotentHint'],
  ['open_world_hint', 'openWorldHint'],
  ['openWorldHint', 'openWorldHint'],
]);

export interface BuiltAnnotations {
  /** Undefined when no field is set (the SDK sends no annotations then) or when the whole value is unknown. */
  value?: Record<string, PythonValue>;
  /** Where each key (pointer below /annotations) is written, and the value as a whole (""). */
  places: Array<{ pointer: string; range: Range }>;
  unresolved: Array<{ pointer: string; what: string; range: Range }>;
}

export function annotationsOf(project: PythonProject, file: PythonFile, node: SyntaxNode, depth = 0): BuiltAnnotations {
  const here = rangeOf(file, node);
  const unknown = (what: string): BuiltAnnotations => ({
    places: [{ pointer: '', range: here }],
    unresolved: [{ pointer: '', what, range: here }],
  });
  if (node.name === 'None') return { places: [{ pointer: '', range: here }], unresolved: [] };
  if (node.name === 'VariableName' && depth < 8) {
    const name = textOf(file, node);
    const local = localBinding(file, name, node);
    if (local?.kind === 'value') return annotationsOf(project, file, local.node, depth + 1);
    if (!local) {
      const resolved = project.resolveName(file, name);
      if (resolved.kind === 'local' && resolved.binding.kind === 'value') {
        const built = annotationsOf(project, resolved.file, resolved.binding.node, depth + 1);
        // Findings go where this registration names the constant when it is defined in another file.
        return resolved.file === file
          ? built
          : {
              ...built,
              places: [{ pointer: '', range: here }],
              unresolved: built.unresolved.map((u) => ({ ...u, range: here })),
            };
      }
    }
    return unknown(`the annotations \`${name}\` (not a ToolAnnotations(…) or dict literal bound once)`);
  }
  if (node.name === 'DictionaryExpression') {
    const value = staticValue(file, node);
    if (!value || typeof value !== 'object' || Array.isArray(value))
      return unknown('an annotations dict that is not a literal');
    const entries = Object.entries(value).map(([key, v]) => [FIELDS.get(key), v] as const);
    if (entries.some(([key]) => key === undefined))
      return unknown("an annotations dict with keys other than ToolAnnotations' fields");
    if (new Set(entries.map(([key]) => key)).size !== entries.length)
      return unknown('an annotations dict that sets a field twice');
    const set = Object.fromEntries(entries.filter(([, v]) => v !== null));
    const places = dictKeyPlaces(file, node).map((place) => ({
      ...place,
      pointer: `/${FIELDS.get(place.pointer.slice(1)) ?? place.pointer.slice(1)}`,
    }));
    return {
      ...(Object.keys(set).length ? { value: set } : {}),
      places: [{ pointer: '', range: here }, ...places],
      unresolved: [],
    };
  }
  if (node.name !== 'CallExpression') return unknown(`the annotations \`${textOf(file, node).slice(0, 60)}\``);
  const callee = node.firstChild!;
  const qualified = dottedParts(file, callee) ? qualifiedName(project.resolveExpression(file, callee)) : undefined;
  if (!qualified || !/^(mcp|mcp_types|fastmcp)(\.|$)/.test(qualified) || !qualified.endsWith('.ToolAnnotations')) {
    return unknown(`the annotations \`${textOf(file, callee).slice(0, 60)}(…)\` (not mcp.types.ToolAnnotations)`);
  }
  const result: Record<string, PythonValue> = {};
  const places: BuiltAnnotations['places'] = [{ pointer: '', range: here }];
  const unresolved: BuiltAnnotations['unresolved'] = [];
  for (const arg of argumentsOf(childOf(node, 'ArgList')!, file)) {
    const key = arg.name !== undefined ? FIELDS.get(arg.name) : undefined;
    if (!key || arg.spread) {
      unresolved.push({
        pointer: '',
        what: `the ToolAnnotations argument \`${textOf(file, arg.nameNode ?? arg.value).slice(0, 40)}\``,
        range: rangeOf(file, arg.nameNode ?? arg.value),
      });
      continue;
    }
    const range = rangeOf(file, { from: arg.nameNode!.from, to: arg.value.to });
    places.push({ pointer: `/${key}`, range });
    const value = staticValue(file, arg.value);
    if (value === undefined)
      unresolved.push({ pointer: `/${key}`, what: `\`${arg.name}=${textOf(file, arg.value).slice(0, 40)}\``, range });
    else if (value !== null) result[key] = value;
  }
  return { ...(Object.keys(result).length ? { value: result } : {}), places, unresolved };
}

/** Where each str key of a dict literal is written, as pointers "/key" (one level). */
export function dictKeyPlaces(
  file: PythonFile,
  dict: SyntaxNode,
  prefix = '',
): Array<{ pointer: string; range: Range }> {
  const places: Array<{ pointer: string; range: Range }> = [];
  const parts = childrenOf(dict).filter((child) => child.name !== '{' && child.name !== '}' && child.name !== ',');
  for (let index = 0; index + 2 < parts.length && parts[index + 1]?.name === ':'; index += 3) {
    const key = staticValue(file, parts[index]!);
    const value = parts[index + 2]!;
    if (typeof key !== 'string') continue;
    const pointer = `${prefix}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    places.push({ pointer, range: rangeOf(file, { from: parts[index]!.from, to: value.to }) });
    if (value.name === 'DictionaryExpression') places.push(...dictKeyPlaces(file, value, pointer));
    if (value.name === 'ArrayExpression') {
      const items = childrenOf(value).filter((child) => !['[', ']', ','].includes(child.name));
      items.forEach((item, i) => {
        places.push({ pointer: `${pointer}/${i}`, range: rangeOf(file, item) });
        if (item.name === 'DictionaryExpression') places.push(...dictKeyPlaces(file, item, `${pointer}/${i}`));
      });
    }
  }
  return places;
}
