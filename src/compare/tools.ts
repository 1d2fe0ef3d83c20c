// Compares two versions of a set of tools: pairs them by name, detects renamed tools, and classifies every
// difference inside a pair. The result is a flat list of changes, each owned by one diff rule.
import { isObject, type JsonObject } from '../core/json-value.js';
import { canonicalJson, jsonEqual } from './canonical.js';
import { quote } from '../spec/value-text.js';
import { BEHAVIOUR_HINTS } from '../spec/tool-annotations.js';
import { ownValue } from '../core/records.js';
import { compareHints } from './hints.js';
import { compareSchema } from './schema.js';
import { compareText } from './text.js';
import type { ChangeData, CompareContext, RawChange } from './changes.js';
import { MAX_CANDIDATES, jaccard, nameSimilarity, wordSet } from './similarity.js';

/** A tool of one side, by name (tools without a string name cannot be paired and are left to the lint rules). */
export interface NamedDefinition<T> {
  name: string;
  definition: JsonObject;
  /** Whatever the caller needs back with the change (the loaded tool). */
  handle: T;
}

export interface ToolChanges<T> {
  /** Changes inside a tool present on both sides (possibly under a new name). */
  changed: Array<{ handle: T; changes: RawChange[] }>;
  added: Array<{ handle: T; change: RawChange }>;
  removed: Array<{ handle: T; change: RawChange }>;
}

/** Shorter descriptions ("Get data") are too common to identify a tool. */
const MIN_DESCRIPTION = 20;
const TOOL_FIELDS = new Set(['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations']);
const ANNOTATION_FIELDS = new Set<string>(['title', ...BEHAVIOUR_HINTS]);

export function byName<T>(tools: Iterable<{ definition: unknown; handle: T }>): Map<string, NamedDefinition<T>> {
  const map = new Map<string, NamedDefinition<T>>();
  for (const { definition, handle } of tools) {
    // The first of two same-named tools wins, as in most clients; duplicate-tool-name reports the other.
    if (isObject(definition) && typeof definition.name === 'string' && !map.has(definition.name)) {
      map.set(definition.name, { name: definition.name, definition, handle });
    }
  }
  return map;
}

export function compareToolSets<T>(
  before: Map<string, NamedDefinition<T>>,
  after: Map<string, NamedDefinition<T>>,
): ToolChanges<T> {
  const names = new Set([...before.keys(), ...after.keys()].map((name) => name.toLowerCase()));
  const result: ToolChanges<T> = { changed: [], added: [], removed: [] };
  const removed = [...before.values()].filter((tool) => !after.has(tool.name));
  const added = [...after.values()].filter((tool) => !before.has(tool.name));
  const renames = findToolRenames(removed, added);

  for (const tool of after.values()) {
    const old = before.get(tool.name);
    if (old) {
      const changes = compareTool(old.definition, tool.definition, names);
      if (changes.length > 0) result.changed.push({ handle: tool.handle, changes });
    }
  }
  for (const [old, tool] of renames) {
    const rename: RawChange = {
      ruleId: 'tool-renamed',
      messageId: 'renamed',
      pointer: '/name',
      data: { from: quote(old.name), to: quote(tool.name) },
    };
    result.changed.push({
      handle: tool.handle,
      changes: [rename, ...compareTool(old.definition, tool.definition, names)],
    });
  }
  const renamedOld = new Set([...renames.keys()].map((tool) => tool.name));
  const renamedNew = new Set([...renames.values()].map((tool) => tool.name));
  for (const tool of removed) {
    if (renamedOld.has(tool.name)) continue;
    result.removed.push({
      handle: tool.handle,
      change: { ruleId: 'tool-removed', messageId: 'removed', pointer: '', data: { name: quote(tool.name) } },
    });
  }
  for (const tool of added) {
    if (renamedNew.has(tool.name)) continue;
    result.added.push({
      handle: tool.handle,
      change: { ruleId: 'tool-added', messageId: 'added', pointer: '', data: { name: quote(tool.name) } },
    });
  }
  return result;
}

/**
 * A removed and an added tool are a rename when everything but the name is identical, when the input schemas are
 * identical and the descriptions (or, for undescribed tools, the names) are close, or when the description is
 * identical (and long enough to mean something) while the schema changed too. Candidates are looked up by input
 * schema and by description, so a thousand tools cost a thousand hashes, not a million comparisons.
 */
function findToolRenames<T>(
  removed: NamedDefinition<T>[],
  added: NamedDefinition<T>[],
): Map<NamedDefinition<T>, NamedDefinition<T>> {
  const renames = new Map<NamedDefinition<T>, NamedDefinition<T>>();
  if (removed.length === 0 || added.length === 0) return renames;
  // Each tool's canonical forms are computed once; pairs only compare strings.
  const memo = <V>(compute: (tool: NamedDefinition<T>) => V) => {
    const cache = new Map<NamedDefinition<T>, V>();
    return (tool: NamedDefinition<T>) => {
      let value = cache.get(tool);
      if (value === undefined) cache.set(tool, (value = compute(tool)));
      return value;
    };
  };
  const withoutName = memo((tool) => canonicalJson({ ...tool.definition, name: undefined, title: undefined }));
  const schemaKey = memo((tool) => canonicalJson(tool.definition.inputSchema ?? null));
  const textOf = memo((tool) =>
    typeof tool.definition.description === 'string' ? tool.definition.description.trim() : '',
  );
  const wordsOf = memo((tool) => wordSet(textOf(tool)));
  const index = new Map<string, NamedDefinition<T>[]>();
  const add = (key: string, tool: NamedDefinition<T>) => {
    const list = index.get(key);
    if (list) list.push(tool);
    else index.set(key, [tool]);
  };
  for (const tool of added) {
    add('s' + schemaKey(tool), tool);
    if (textOf(tool).length >= MIN_DESCRIPTION) add('d' + textOf(tool), tool);
  }
  const taken = new Set<NamedDefinition<T>>();
  for (const old of removed) {
    const oldText = textOf(old);
    // Bounded: hundreds of tools sharing one trivial schema must not cost removed × added text comparisons.
    const candidates = new Set([
      ...(index.get('s' + schemaKey(old)) ?? []).slice(0, MAX_CANDIDATES),
      ...(oldText.length >= MIN_DESCRIPTION ? (index.get('d' + oldText) ?? []) : []).slice(0, MAX_CANDIDATES),
    ]);
    const oldRest = withoutName(old);
    const oldSchema = schemaKey(old);
    let best: { tool: NamedDefinition<T>; score: number } | undefined;
    for (const tool of candidates) {
      if (taken.has(tool)) continue;
      const newText = textOf(tool);
      let tier = -1;
      if (withoutName(tool) === oldRest) tier = 3;
      else if (schemaKey(tool) === oldSchema) {
        const texts = oldText && newText ? jaccard(wordsOf(old), wordsOf(tool)) : nameSimilarity(old.name, tool.name);
        if (texts >= 0.8) tier = 2;
      } else if (oldText.length >= MIN_DESCRIPTION && newText === oldText) tier = 1;
      // The name decides only between candidates of the same tier (edit distance is the costly part).
      if (tier < 0 || (best && tier < Math.floor(best.score))) continue;
      const score = tier + nameSimilarity(old.name, tool.name) * 0.99;
      if (!best || score > best.score) best = { tool, score };
    }
    if (best) {
      renames.set(old, best.tool);
      taken.add(best.tool);
    }
  }
  return renames;
}

export function compareTool(before: JsonObject, after: JsonObject, names: ReadonlySet<string>): RawChange[] {
  const changes: RawChange[] = [];
  if (jsonEqual(before, after)) return changes;
  const context: CompareContext = {
    names,
    emit: (ruleId: string, messageId: string, pointer: string, data: ChangeData) =>
      void changes.push({ ruleId, messageId, pointer, data }),
  };
  compareText(before.title, after.title, '/title', 'tool title', context);
  compareText(before.description, after.description, '/description', 'tool description', context);
  const oldAnnotations = isObject(before.annotations) ? before.annotations : {};
  const newAnnotations = isObject(after.annotations) ? after.annotations : {};
  compareText(oldAnnotations.title, newAnnotations.title, '/annotations/title', 'annotations title', context);
  compareHints(before, after, context);
  compareSchema(
    { schema: before.inputSchema, pointer: '/inputSchema' },
    { schema: after.inputSchema, pointer: '/inputSchema' },
    'input',
    context,
  );
  if (before.outputSchema !== undefined && after.outputSchema === undefined) {
    context.emit('output-field-removed', 'schemaRemoved', '/outputSchema', {});
  } else if (before.outputSchema === undefined && after.outputSchema !== undefined) {
    context.emit('schema-relaxed', 'outputSchemaAdded', '/outputSchema', {});
  } else if (before.outputSchema !== undefined) {
    compareSchema(
      { schema: before.outputSchema, pointer: '/outputSchema' },
      { schema: after.outputSchema, pointer: '/outputSchema' },
      'output',
      context,
    );
  }
  // Own values only: a "__proto__" or "constructor" field on one side must not meet Object.prototype's on the other.
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const now = ownValue(after, field);
    if (TOOL_FIELDS.has(field) || jsonEqual(ownValue(before, field), now)) continue;
    context.emit(
      'definition-changed',
      'field',
      now === undefined ? '' : `/${field.replace(/~/g, '~0').replace(/\//g, '~1')}`,
      { field: quote(field) },
    );
  }
  for (const field of new Set([...Object.keys(oldAnnotations), ...Object.keys(newAnnotations)])) {
    const now = ownValue(newAnnotations, field);
    if (ANNOTATION_FIELDS.has(field) || jsonEqual(ownValue(oldAnnotations, field), now)) continue;
    context.emit(
      'definition-changed',
      'field',
      now === undefined ? '/annotations' : `/annotations/${field.replace(/~/g, '~0').replace(/\//g, '~1')}`,
      { field: quote(`annotations.${field}`) },
    );
  }
  return changes;
}
