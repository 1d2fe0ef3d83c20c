import { isNonEmptyString, isObject, type JsonObject } from '../../core/json-value.js';
import { defineRule } from '../../core/types.js';
import { inputSchemaOf, parametersOf } from '../shared/parameters.js';
import { messageIn, schemaLanguageOf } from '../shared/schema-language.js';
import { resolveLocalRef } from '../shared/schema-document.js';
import { IndexedText, namedBetween, ValueLists, type Mention } from '../shared/value-mentions.js';

// The model already reads a parameter's allowed values from its enum (a Python `Literal[...]` or Enum): prose that
// lists them again spends tokens on nothing new, and the two lists drift apart when one changes. What helps instead
// is what the enum cannot say: what each value means, or when to pick it. Only a plain list counts — every value, one
// after another with nothing but separators, quotes and "or"/"and" between them — so a description that explains
// each value ("fast: a quick scan; deep: a full one") is not reported. A precise nit, but a nit: nothing breaks, so it
// is in the `style` (and `strict`) preset, not the default set.
const rule = defineRule({
  id: 'description-repeats-enum',
  meta: {
    description: 'descriptions should not list the values an enum (Literal) already gives',
    defaultLevel: 'off',
    scope: 'definition',
    messages: {
      repeats:
        'The {{where}} lists the values of "{{path}}" ({{values}}), which its schema already gives as an enum: the model reads them twice, and the lists drift apart when one changes. Say what each value means or when to pick it instead.',
      repeatsPython:
        'The {{where}} lists the values of "{{path}}" ({{values}}), which its Literal type already gives the model as an enum: it reads them twice, and the lists drift apart when one changes. Say what each value means or when to pick it instead.',
    },
  },
  checkTool(tool, context) {
    const schema = inputSchemaOf(tool.definition);
    if (!schema || !isObject(tool.definition)) return;
    const toolDescription = tool.definition.description;
    // A hand-written Python schema (the low-level Server) has no Literal: its enum is JSON Schema's.
    const messageId = messageIn(schemaLanguageOf(tool, context), { 'json-schema': 'repeats', python: 'repeatsPython' });
    const parameters = parametersOf(schema).flatMap((parameter) => {
      const values = enumValues(parameter.schema, schema);
      return values ? [{ parameter, values }] : [];
    });
    if (parameters.length === 0) return;
    // The tool description is read once for every parameter's values, not once per parameter.
    const described = isNonEmptyString(toolDescription) ? new IndexedText(toolDescription) : undefined;
    const inToolDescription = described
      ? new ValueLists(parameters.map(({ values }) => values)).mentionsIn(described)
      : [];
    parameters.forEach(({ parameter, values }, index) => {
      const data = { path: parameter.path, values: values.map((value) => JSON.stringify(value)).join(', ') };
      if (isNonEmptyString(parameter.schema.description)) {
        const text = new IndexedText(parameter.schema.description);
        if (listStart(text, new ValueLists([values]).mentionsIn(text)[0]!, values.length) !== undefined) {
          context.report({
            messageId,
            pointer: `${parameter.pointer}/description`,
            data: { ...data, where: 'description of this parameter' },
          });
        }
      }
      if (described && listedForParameter(described, inToolDescription[index]!, values.length, parameter.name)) {
        context.report({ messageId, pointer: '/description', data: { ...data, where: 'tool description' } });
      }
    });
  },
});

/**
 * The string values a parameter must take, when there are at least two: its own enum, the enum of the branch beside
 * null (`Optional[Literal[…]]`), or that of the Enum class a local `$ref` names.
 */
function enumValues(schema: JsonObject, root: JsonObject): string[] | undefined {
  let target: unknown = schema;
  if (Array.isArray(schema.anyOf)) {
    const branches = schema.anyOf.filter((branch) => !(isObject(branch) && branch.type === 'null'));
    target = branches.length === 1 ? branches[0] : undefined;
  }
  if (isObject(target) && typeof target.$ref === 'string') target = resolveLocalRef(root, target.$ref);
  if (!isObject(target) || !Array.isArray(target.enum)) return undefined;
  const values = target.enum.filter(
    (value): value is string =>
      typeof value === 'string' && value.trim().length >= 2 && !CONNECTIVES.has(value.toLowerCase()),
  );
  // A value of one letter matches ordinary prose, and "and"/"or" are what a list is joined with: such lists, and
  // lists with numbers, are not judged.
  return values.length >= 2 && values.length === target.enum.length ? values : undefined;
}

const CONNECTIVES = new Set(['and', 'or', 'nor']);

/** Characters that may stand between two listed values: quotes, brackets, separators (and a connective, see below). */
const SEPARATOR_CHAR = /[\s,;/|'"`()[\]{}*-]/;
const CONNECTIVE_WORDS = ['or', 'and', 'nor'];

/**
 * For each index of the text, the first index at or after it that is not a separator: each gap is then judged at once.
 * Computed once per text, which every parameter's list is looked for in.
 */
function separatorRunEnds(indexed: IndexedText): Int32Array {
  let ends = runEndsOf.get(indexed);
  if (ends) return ends;
  const { text } = indexed;
  ends = new Int32Array(text.length + 1);
  ends[text.length] = text.length;
  for (let at = text.length - 1; at >= 0; at--) ends[at] = SEPARATOR_CHAR.test(text[at]!) ? ends[at + 1]! : at;
  runEndsOf.set(indexed, ends);
  return ends;
}

const runEndsOf = new WeakMap<IndexedText, Int32Array>();

/**
 * Whether only quotes, brackets, separators and one connective stand between two listed values ("a, b or c",
 * "'x' | 'y'"). A full stop or a colon ends the list: "default is 'default'. 'rough' means hand-drawn" explains the
 * values.
 */
function separatesOnly(text: string, runEnds: Int32Array, from: number, to: number): boolean {
  const at = runEnds[from]!;
  if (at >= to) return true;
  return CONNECTIVE_WORDS.some(
    (word) =>
      at + word.length <= to &&
      text.slice(at, at + word.length).toLowerCase() === word &&
      runEnds[at + word.length]! >= to,
  );
}

/**
 * In a tool description, a list of the values counts only after the parameter's name on its line ("unit: 'c' or 'f'",
 * as a docstring's Args section writes it): the same words in prose ("the cost of a new project or branch") describe
 * what the tool does rather than repeat the enum.
 */
function listedForParameter(
  text: IndexedText,
  mentions: readonly Mention[],
  valueCount: number,
  name: string,
): boolean {
  const start = listStart(text, mentions, valueCount);
  if (start === undefined) return false;
  return namedBetween(text, name, text.text.lastIndexOf('\n', start) + 1, start);
}

/**
 * Where the text lists every value one after another, as a plain list; undefined when it does not. `mentions` are
 * the places the text names the values, in text order.
 */
function listStart(indexed: IndexedText, mentions: readonly Mention[], valueCount: number): number | undefined {
  if (mentions.length < valueCount) return undefined;
  const { text } = indexed;
  const runEnds = separatorRunEnds(indexed);
  let run = new Set<number>();
  let runStart = -1;
  let end = -1;
  for (const hit of mentions) {
    // A value inside another (`dark` in `dark-blue`) is not a second item.
    if (hit.start < end) continue;
    if (end < 0 || !separatesOnly(text, runEnds, end, hit.start)) {
      run = new Set();
      runStart = hit.start;
    }
    run.add(hit.value);
    end = hit.end;
    if (run.size === valueCount) return valueCount > 2 || marked(text, runStart, end) ? runStart : undefined;
  }
  return undefined;
}

/**
 * Two values joined in a sentence are often just prose ("whether to dismiss or accept the dialog", "sort by name or
 * size"): a list of two counts when it is marked as one — its values quoted, joined by `/` or `|`, or after `(` or `:`.
 */
function marked(text: string, start: number, end: number): boolean {
  const run = text.slice(start, end);
  if (/[/|]/.test(run)) return true;
  const before = text.slice(0, start).trimEnd();
  return /[(:'"`]$/.test(before);
}

export default rule;
