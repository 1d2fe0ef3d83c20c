import { isNonEmptyString, isObject, type JsonObject } from '../../core/json-value.js';
import type { Rule } from '../../core/types.js';
import { inputSchemaOf, parametersOf } from '../shared/parameters.js';
import { isPythonServer } from '../shared/python-server.js';
import { resolveLocalRef } from '../shared/schema-document.js';

// The model already reads a parameter's allowed values from its enum (a Python `Literal[...]` or Enum): prose that
// lists them again spends tokens on nothing new, and the two lists drift apart when one changes. What helps instead
// is what the enum cannot say: what each value means, or when to pick it. Only a plain list counts — every value, one
// after another with nothing but separators, quotes and "or"/"and" between them — so a description that explains
// each value ("fast: a quick scan; deep: a full one") is not reported. A precise nit, but a nit: nothing breaks, so it
// is in the `style` (and `strict`) preset, not the default set.
const rule: Rule = {
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
    const messageId = isPythonServer(context) ? 'repeatsPython' : 'repeats';
    for (const parameter of parametersOf(schema)) {
      const values = enumValues(parameter.schema, schema);
      if (!values) continue;
      const data = { path: parameter.path, values: values.map((value) => JSON.stringify(value)).join(', ') };
      if (isNonEmptyString(parameter.schema.description) && listStart(parameter.schema.description, values) !== undefined) {
        context.report({ messageId, pointer: `${parameter.pointer}/description`, data: { ...data, where: 'description of this parameter' } });
      }
      if (isNonEmptyString(toolDescription) && listedForParameter(toolDescription, values, parameter.name)) {
        context.report({ messageId, pointer: '/description', data: { ...data, where: 'tool description' } });
      }
    }
  },
};

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
  const values = target.enum.filter((value): value is string => typeof value === 'string' && value.trim().length >= 2 && !CONNECTIVES.has(value.toLowerCase()));
  // A value of one letter matches ordinary prose, and "and"/"or" are what a list is joined with: such lists, and
  // lists with numbers, are not judged.
  return values.length >= 2 && values.length === target.enum.length ? values : undefined;
}

const CONNECTIVES = new Set(['and', 'or', 'nor']);

/**
 * Between two listed values: only quotes, brackets, separators and a connective ("a, b or c", "'x' | 'y'"). A full stop
 * or a colon ends the list: "default is 'default'. 'rough' means hand-drawn" explains the values.
 */
const SEPARATOR = /^[\s,;/|'"`()[\]{}*-]*(?:(?:or|and|nor)[\s,;/|'"`()[\]{}*-]*)?$/i;

/**
 * In a tool description, a list of the values counts only after the parameter's name on its line ("unit: 'c' or 'f'",
 * as a docstring's Args section writes it): the same words in prose ("the cost of a new project or branch") describe
 * what the tool does rather than repeat the enum.
 */
function listedForParameter(text: string, values: readonly string[], name: string): boolean {
  const start = listStart(text, values);
  if (start === undefined) return false;
  const line = text.slice(text.lastIndexOf('\n', start) + 1, start);
  return new RegExp(`(?<![\\p{L}\\p{N}_])${escape(name)}(?![\\p{L}\\p{N}_])`, 'u').test(line);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Where the text lists every value one after another, as a plain list; undefined when it does not. */
function listStart(text: string, values: readonly string[]): number | undefined {
  const hits: Array<{ start: number; end: number; value: number }> = [];
  values.forEach((value, index) => {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])${escape(value)}(?![\\p{L}\\p{N}_])`, 'giu');
    for (const match of text.matchAll(pattern)) hits.push({ start: match.index, end: match.index + match[0].length, value: index });
  });
  hits.sort((a, b) => a.start - b.start || b.end - a.end);
  let run = new Set<number>();
  let runStart = -1;
  let end = -1;
  for (const hit of hits) {
    // A value inside another (`dark` in `dark-blue`) is not a second item.
    if (hit.start < end) continue;
    if (end < 0 || !SEPARATOR.test(text.slice(end, hit.start))) {
      run = new Set();
      runStart = hit.start;
    }
    run.add(hit.value);
    end = hit.end;
    if (run.size === values.length) return values.length > 2 || marked(text, runStart, end) ? runStart : undefined;
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
