import { isObject } from '../../core/json-value.js';
import { defineRule } from '../../core/types.js';
import { forEachParameter, inputSchemaOf, typesOf } from '../shared/parameters.js';
import { messageIn, schemaLanguageOf } from '../shared/schema-language.js';
import { saysItRunsCode } from '../shared/words.js';

export const DEFAULT_BROAD_PARAMETER_NAMES = [
  'command',
  'cmd',
  'commandLine',
  'shellCommand',
  'shell',
  'bash',
  'powershell',
  'script',
  'code',
  'sourceCode',
  'javascript',
  'python',
  'sql',
  'sqlQuery',
  'rawSql',
  'query_sql',
  'exec',
  'eval',
  'expression_to_eval',
];

/** `sql_query`, `sqlQuery` and `SQL-Query` compare equal. */
function normalize(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

// Options objects live for a whole run: normalise their names once, not once per tool.
const nameSets = new WeakMap<object, Set<string>>();
function namesFor(options: Record<string, unknown>): Set<string> {
  let names = nameSets.get(options);
  if (!names) {
    names = new Set(((options.parameterNames as string[] | undefined) ?? DEFAULT_BROAD_PARAMETER_NAMES).map(normalize));
    nameSets.set(options, names);
  }
  return names;
}

// "Run anything" tools (a free-text command, SQL statement or code snippet) hand a model, and anyone who can
// inject into its context, the full power of the backend. Narrow operations with typed parameters survive
// production; an enum or pattern on the parameter is taken as a deliberate restriction.
// A `command` described as choosing one of the tool's own sub-commands (azure's `command`) picks an operation of
// a fixed CLI, not a shell line; reviewers rejected such findings.
const SUBCOMMAND = /\bsub-?commands?\b/i;
function selectsSubcommand(schema: Record<string, unknown>): boolean {
  return typeof schema.description === 'string' && SUBCOMMAND.test(schema.description);
}

// A parameter's name is not evidence: `script` may name a Cloudflare Worker and `command` one of a router tool's own
// operations. The finding needs the text to say the tool runs what it is given: the tool's description ("Execute
// JavaScript in the browser"), or the parameter's ("JavaScript code to execute").
// `shell`, `python` and the like often choose the interpreter ("shell": "bash") beside the parameter holding the
// command: for them only the parameter's own description counts.
const PARAMETER_RUNS = /\b(?:execut|evaluat|run\b|runs\b|interpret)/i;
const INTERPRETER_NAMES = new Set(['shell', 'bash', 'powershell', 'python', 'javascript']);
function saysItRuns(definition: unknown, name: string, schema: Record<string, unknown>): boolean {
  if (typeof schema.description === 'string' && PARAMETER_RUNS.test(schema.description)) return true;
  return !INTERPRETER_NAMES.has(normalize(name)) && isObject(definition) && saysItRunsCode(definition.description);
}

const rule = defineRule({
  id: 'broad-capability',
  meta: {
    description:
      'flags "run anything" tools: a free-string command, SQL, code or script parameter the description says the tool runs',
    // Info in `strict`: a tool that runs code is a design choice a reviewer weighs, not a defect (8 of 11 findings on the
    // published servers were TRUE, docs/rules/broad-capability.md); hints that understate it are destructive-hint's.
    defaultLevel: 'off',
    scope: 'definition',
    messages: {
      broad:
        'Parameter "{{path}}" takes free text the tool runs ("run anything"), which gives a model (or a prompt injection) the whole backend. Offer narrow operations with typed parameters instead (e.g. list_tables, get_row(id)); if it must stay, restrict it with an enum or pattern.',
      broadZod:
        'Parameter "{{path}}" takes free text the tool runs ("run anything"), which gives a model (or a prompt injection) the whole backend. Offer narrow operations with typed parameters instead (e.g. list_tables, get_row(id)); if it must stay, restrict it: z.enum([…]) of the accepted values, or z.string().regex(/…/).',
      broadPython:
        'Parameter "{{path}}" takes free text the tool runs ("run anything"), which gives a model (or a prompt injection) the whole backend. Offer narrow operations with typed parameters instead (e.g. list_tables, get_row(id)); if it must stay, restrict it: Literal[…] of the accepted values, or Annotated[str, Field(pattern=r"…")].',
    },
    optionsSchema: {
      type: 'object',
      properties: {
        parameterNames: {
          type: 'array',
          items: { type: 'string' },
          description: 'parameter names that mean "run this" (compared ignoring case, "_" and "-")',
        },
      },
      additionalProperties: false,
    },
    defaultOptions: { parameterNames: DEFAULT_BROAD_PARAMETER_NAMES },
  },
  checkTool(tool, context) {
    const schema = inputSchemaOf(tool.definition);
    if (!schema) return;
    const names = namesFor(context.options);
    const messageId = messageIn(schemaLanguageOf(tool, context), {
      'json-schema': 'broad',
      zod: 'broadZod',
      python: 'broadPython',
    });
    forEachParameter(schema, (parameter) => {
      if (!names.has(normalize(parameter.name))) return;
      const s = parameter.schema;
      if (!typesOf(s).includes('string') || 'enum' in s || 'const' in s || 'pattern' in s) return;
      if (selectsSubcommand(s) || !saysItRuns(tool.definition, parameter.name, s)) return;
      context.report({ messageId, pointer: parameter.pointer, data: { path: parameter.path } });
    });
  },
});

export default rule;
