import { isObject, type JsonObject } from '../../core/json-value.js';
import { joinPointer } from '../../core/pointer.js';
import { defineRule } from '../../core/types.js';
import { quote, quoteList } from '../../spec/value-text.js';
import { resolveLocalRef } from '../shared/schema-document.js';
import { subschemasOf } from '../shared/subschemas.js';
import { hasUnresolvedWithin } from '../../core/unresolved.js';
import {
  definitionPattern,
  MAX_PATTERN_SIZE,
  MAX_PATTERN_SIZE_PER_INPUT,
  newPatternBudget,
  type DefinitionPattern,
  type PatternBudget,
} from '../../spec/patterns.js';

const COMPOSITION_ARRAYS = new Set(['allOf', 'anyOf', 'oneOf']);
const COMPOSITION_SINGLE = new Set(['if', 'then', 'else', 'not']);

/**
 * The pointer of the schema a composition branch belongs to ("/x/oneOf/1" → "/x"), or undefined. Only the last two
 * segments matter, and they are compared unescaped-free: a keyword or an index has no "~" or "/" to escape.
 */
function compositionParent(pointer: string): string | undefined {
  const cut = pointer.lastIndexOf('/');
  const last = pointer.slice(cut + 1);
  const cutBefore = cut > 0 ? pointer.lastIndexOf('/', cut - 1) : -1;
  const before = cutBefore >= 0 ? pointer.slice(cutBefore + 1, cut) : undefined;
  if (COMPOSITION_SINGLE.has(last)) return pointer.slice(0, cut);
  if (before !== undefined && /^\d+$/.test(last) && COMPOSITION_ARRAYS.has(before)) return pointer.slice(0, cutBefore);
  if (before === 'dependentSchemas') return pointer.slice(0, cutBefore);
  return undefined;
}

interface Known {
  names: Set<string>;
  /** True when some schema in context declares `properties` (otherwise nothing can be judged). */
  declared: boolean;
  /** patternProperties keys, compiled when a name is first tested against them (most never are). */
  patterns: Array<{ source: string; pattern?: DefinitionPattern }>;
  /** True when a `$ref` in context could not be followed: properties may come from elsewhere. */
  opaque: boolean;
}

/**
 * `reached`: the fewest hops each schema was reached at. A schema reached again at as many hops or more adds nothing,
 * and without it an `allOf` of N `$ref`s back to its own definition cost N^4 visits (100 refs: 18 s).
 */
function addProperties(
  schema: JsonObject,
  known: Known,
  root: JsonObject,
  hops = 0,
  reached = new Map<JsonObject, number>(),
): void {
  if ((reached.get(schema) ?? Infinity) <= hops) return;
  reached.set(schema, hops);
  if (isObject(schema.properties)) {
    known.declared = true;
    for (const name of Object.keys(schema.properties)) known.names.add(name);
  }
  if (isObject(schema.patternProperties)) {
    for (const source of Object.keys(schema.patternProperties)) known.patterns.push({ source });
  }
  if (typeof schema.$ref === 'string') {
    const target = schema.$ref.startsWith('#') && hops < 8 ? resolveLocalRef(root, schema.$ref) : undefined;
    if (isObject(target)) addProperties(target, known, root, hops + 1, reached);
    else known.opaque = true;
  }
  for (const key of COMPOSITION_ARRAYS) {
    const branches = schema[key];
    if (Array.isArray(branches))
      for (const branch of branches)
        if (isObject(branch) && hops < 8) addProperties(branch, known, root, hops + 1, reached);
  }
}

const isOwnEnumerable = Object.prototype.propertyIsEnumerable;

/**
 * True when every string in `required` is a key of the schema's own `properties` (as Object.keys lists them), the
 * usual case: those are always known, so nothing can be reported and the context need not be gathered.
 */
function namesOwnProperties(schema: JsonObject): boolean {
  const properties = schema.properties;
  if (!isObject(properties)) return false;
  const required = schema.required as unknown[];
  for (let i = 0; i < required.length; i++) {
    const name = required[i];
    if (typeof name === 'string' && !isOwnEnumerable.call(properties, name)) return false;
  }
  return true;
}

type Match = 'matches' | 'no' | 'unknown' | 'spent' | { costly: string };

/**
 * Whether some pattern matches the name. An invalid pattern (input-schema-valid reports it) or one the linear engine
 * cannot run (look-ahead, a backreference) may: the match is unknown, and nothing is reported. One too costly to run,
 * or one left when the input's patterns have spent their budget, is said, since the check did not happen.
 */
function matchPatterns(patterns: Known['patterns'], name: string, budget: PatternBudget): Match {
  let result: Match = 'no';
  for (const entry of patterns) {
    const pattern = (entry.pattern ??= definitionPattern(entry.source, budget));
    const matched = pattern.ok ? pattern.test(name) : undefined;
    if (matched) return 'matches';
    if (matched === false || result !== 'no') continue;
    if (pattern.ok || pattern.problem === 'costly') result = { costly: entry.source };
    else result = pattern.problem === 'spent' ? 'spent' : 'unknown';
  }
  return result;
}

interface Reports {
  unknown(pointer: string, name: string, known: string[]): void;
  costly(pointer: string, name: string, pattern: string): void;
  spent(pointer: string, name: string): void;
}

function check(root: JsonObject, rootPointer: string, budget: PatternBudget, report: Reports): void {
  const nodes = subschemasOf(root, rootPointer);
  // Built only when a branch needs its parent (the walk's pointers are unique, so this holds every node).
  let byPointer: Map<string, JsonObject> | undefined;
  for (let n = 0; n < nodes.length; n++) {
    const schema = nodes[n]!.schema;
    if (!Array.isArray(schema.required) || schema.required.length === 0 || namesOwnProperties(schema)) continue;
    const pointer = nodes[n]!.pointer;
    const known: Known = { names: new Set(), declared: false, patterns: [], opaque: false };
    addProperties(schema, known, root);
    // A branch such as {"oneOf": [{"required": ["a"]}, …]} names properties its parent declares.
    for (let parent = compositionParent(pointer); parent !== undefined; parent = compositionParent(parent)) {
      if (!byPointer) {
        byPointer = new Map();
        for (const node of nodes) byPointer.set(node.pointer, node.schema);
      }
      const owner = byPointer.get(parent);
      if (!owner) break;
      addProperties(owner, known, root);
    }
    if (!known.declared || known.opaque) continue;
    schema.required.forEach((name, index) => {
      if (typeof name !== 'string' || known.names.has(name)) return;
      const match = matchPatterns(known.patterns, name, budget);
      if (match === 'no') report.unknown(joinPointer(pointer, 'required', index), name, [...known.names]);
      else if (match === 'spent') report.spent(joinPointer(pointer, 'required', index), name);
      else if (typeof match === 'object') report.costly(joinPointer(pointer, 'required', index), name, match.costly);
    });
  }
}

// `required` naming a property that `properties` does not declare is almost always a typo: the real property
// stays optional and the misspelt one can never be satisfied by a model that reads the schema.
const rule = defineRule({
  id: 'required-property-exists',
  meta: {
    description: '"required" may only name properties declared in "properties"',
    defaultLevel: 'error',
    scope: 'definition',
    messages: {
      unknown:
        '"required" lists {{name}}, which is not in "properties" ({{known}}). Fix the name or declare the property.',
      patternTooCostly:
        '"required" lists {{name}}, which is not in "properties"; whether the "patternProperties" key {{pattern}} matches it is too costly to check (over {{max}} steps). Simplify the pattern or declare the property.',
      patternsTooCostly:
        '"required" lists {{name}}, which is not in "properties"; the "patternProperties" keys of this input passed {{max}} steps together, so from here on names that only a pattern could match are not checked. Simplify the patterns or declare the properties.',
    },
  },
  // Per input rather than per tool, so that one budget bounds all of an input's patterns in this run.
  checkSource(tools, context) {
    const budget = newPatternBudget();
    let spentSaid = false;
    for (const tool of tools) {
      const definition = tool.definition;
      if (!isObject(definition)) continue;
      // One costly pattern is said once per tool, however many names it leaves unchecked.
      let costlySaid = false;
      const reports: Reports = {
        unknown: (pointer, name, known) =>
          context.report({
            tool,
            messageId: 'unknown',
            pointer,
            data: { name: quote(name), known: known.length ? quoteList(known, 6) : 'none' },
          }),
        costly: (pointer, name, pattern) => {
          if (costlySaid) return;
          costlySaid = true;
          context.report({
            tool,
            messageId: 'patternTooCostly',
            pointer,
            data: { name: quote(name), pattern: quote(pattern), max: MAX_PATTERN_SIZE.toLocaleString('en-US') },
          });
        },
        // Once per input: every later tool would say the same.
        spent: (pointer, name) => {
          if (spentSaid) return;
          spentSaid = true;
          context.report({
            tool,
            messageId: 'patternsTooCostly',
            pointer,
            data: { name: quote(name), max: MAX_PATTERN_SIZE_PER_INPUT.toLocaleString('en-US') },
          });
        },
      };
      for (const key of ['inputSchema', 'outputSchema']) {
        const schema = definition[key];
        // Properties the source loader could not read may be the ones `required` names.
        if (isObject(schema) && !hasUnresolvedWithin(tool, '/' + key)) check(schema, '/' + key, budget, reports);
      }
    }
  },
});

export default rule;
