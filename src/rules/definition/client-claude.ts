import { isObject } from '../../core/json-value.js';
import { defineRule, type LoadedSource, type LoadedTool } from '../../core/types.js';
import { isUnresolvedAt } from '../../core/unresolved.js';
import { chooseDialect, DIALECT_NAMES } from '../../spec/dialects.js';
import { describeValue, quote, quoteList } from '../../spec/value-text.js';
import { checkPortableName, toolNameOf } from '../shared/client-checks.js';
import { serverPlace } from '../shared/server-place.js';

const MAX_NAME = 64;
const COMBINATORS = ['anyOf', 'oneOf', 'allOf'] as const;

// Claude's constraints (sources and dates on docs/rules/client-claude.md): tool names must match
// ^[a-zA-Z0-9_-]{1,64}$ (claude.ai and Claude Desktop reject the whole tool list otherwise) and input_schema must
// be a JSON Schema of type "object" with no anyOf, oneOf or allOf at its root (the API answers 400 to the whole
// request). Claude Desktop and Claude Code have been reported (2026-08 to 2026-09) to validate outputSchema with a
// validator that knew JSON Schema 2020-12 only, failing every call of a tool whose outputSchema declares another
// dialect (SDK v1 stamps draft-07); an inputSchema in draft-07 is accepted. SDK v1 stamps every listed schema alike,
// so that one cause is said once per server (in source, once per project, at its first declaring registration).
// Off unless `--client claude`.
const rule = defineRule({
  id: 'client-claude',
  meta: {
    description:
      'with --client claude: tool names matching ^[a-zA-Z0-9_-]{1,64}$, inputSchema of type "object" without anyOf/oneOf/allOf at its root, outputSchema in JSON Schema 2020-12',
    defaultLevel: 'off',
    scope: 'definition',
    messages: {
      nameCharacters:
        'Claude: tool name {{name}} contains {{characters}}; Claude requires ^[a-zA-Z0-9_-]{1,64}$ and claude.ai and Claude Desktop refuse the tool list ("String should match pattern"). Use {{suggestion}}.',
      nameTooLong:
        'Claude: tool name {{name}} is {{length}} characters; claude.ai and Claude Desktop require at most {{max}} (^[a-zA-Z0-9_-]{1,64}$). Shorten it.',
      inputSchemaNotObject:
        'Claude: input_schema must be a JSON Schema of "type": "object", and this inputSchema\'s type is {{value}}, so the Claude API rejects the tool. Wrap the parameters in an object.',
      topLevelCombinator:
        'Claude: inputSchema has {{keyword}} at its root; the Claude API rejects the whole request ("input_schema does not support oneOf, allOf, or anyOf at the top level"), so no tool of any server works. Move the alternatives into a property, or check them in the handler and describe them in "description".',
      outputSchemaDialect:
        'Claude: outputSchema declares {{dialect}} ("$schema": {{declared}}); Claude Desktop and Claude Code have been reported (2026-08 to 2026-09, typescript-sdk #2721, claude-code #88882) to fail every call of such a tool with "JSON Schema declares an unsupported dialect", as their validator knew 2020-12 only. Remove "$schema" or declare https://json-schema.org/draft/2020-12/schema (SDK v1: post-process the listed schema; SDK v2 emits 2020-12).',
      outputSchemaDialects:
        'Claude: the outputSchema of {{count}} tools ({{names}}) declares {{dialect}} ("$schema": {{declared}}), as SDK v1 stamps every listed schema; Claude Desktop and Claude Code have been reported (2026-08 to 2026-09, typescript-sdk #2721, claude-code #88882) to fail every call of such a tool with "JSON Schema declares an unsupported dialect", as their validator knew 2020-12 only. Remove "$schema" from the listed outputSchemas or declare https://json-schema.org/draft/2020-12/schema (SDK v1: post-process the tools/list result; SDK v2 emits 2020-12).',
    },
  },
  checkTool(tool, context) {
    const definition = tool.definition;
    const name = toolNameOf(definition);
    if (name !== undefined) {
      checkPortableName(name, MAX_NAME, context);
    }
    if (isObject(definition) && isObject(definition.inputSchema) && definition.inputSchema.type !== 'object') {
      const type = definition.inputSchema.type;
      context.report({
        messageId: 'inputSchemaNotObject',
        pointer: '/inputSchema/type',
        data: {
          value:
            type === undefined
              ? 'absent'
              : Array.isArray(type)
                ? JSON.stringify(type).slice(0, 60)
                : describeValue(type),
        },
      });
    }
    if (isObject(definition) && isObject(definition.inputSchema)) {
      const schema = definition.inputSchema;
      for (const keyword of COMBINATORS) {
        if (keyword in schema)
          context.report({
            messageId: 'topLevelCombinator',
            pointer: `/inputSchema/${keyword}`,
            data: { keyword: `"${keyword}"` },
          });
      }
    }
  },
  checkSource(tools, context) {
    const inProject = context.source.kind === 'source' ? projectDeclaring(context.projectFiles) : undefined;
    // In source mode one cause (SDK v1 stamps every listed outputSchema) is said once for the project, in the file of
    // its first declaring registration, even when each tool sits in a file of its own.
    if (inProject && inProject.owner !== context.source) return;
    const declaring = inProject?.declaring ?? declaringOf(tools, context.source.source);
    if (declaring.length === 0) return;
    const first = declaring[0]!;
    if (declaring.length === 1) {
      context.report({
        messageId: 'outputSchemaDialect',
        tool: first.tool,
        pointer: '/outputSchema/$schema',
        data: { dialect: first.dialect, declared: first.declared },
      });
      return;
    }
    // At the server's tool list, or in a source file at the first registration that declares it, so it has a line.
    const place =
      context.source.kind === 'source'
        ? { tool: first.tool, pointer: '/outputSchema/$schema' }
        : serverPlace(tools, context.source.kind);
    const files = new Set(declaring.map((d) => d.file));
    context.report({
      messageId: 'outputSchemaDialects',
      ...place,
      data: {
        count: declaring.length,
        dialect: declaring.every((d) => d.dialect === first.dialect) ? first.dialect : 'dialects other than 2020-12',
        declared: [...new Set(declaring.map((d) => d.declared))].slice(0, 3).join(', '),
        names:
          files.size > 1
            ? listed(declaring.map((d) => `${quote(toolNameOf(d.tool.definition) ?? '?')} in ${d.file}`))
            : quoteList(
                declaring.map((d) => toolNameOf(d.tool.definition) ?? '?'),
                8,
              ),
      },
    });
  },
});

interface Declaring {
  tool: LoadedTool;
  file: string;
  dialect: string;
  declared: string;
}

/** The tools of one input whose outputSchema declares a dialect other than 2020-12 (a source's unread `$schema` aside). */
function declaringOf(tools: readonly LoadedTool[], file: string): Declaring[] {
  return tools.flatMap((tool) => {
    const declared = isUnresolvedAt(tool, '/outputSchema/$schema') ? undefined : foreignOutputDialect(tool.definition);
    return declared ? [{ tool, file, ...declared }] : [];
  });
}

// Worked out once per run, not once per file: a project of n files would otherwise cost n passes over its tools.
const byProject = new WeakMap<readonly LoadedSource[], { owner?: LoadedSource; declaring: Declaring[] }>();

/** Every declaring tool of the project's files, and the file that says so (the first that declares). */
function projectDeclaring(
  files: readonly LoadedSource[] | undefined,
): { owner?: LoadedSource; declaring: Declaring[] } | undefined {
  if (!files) return undefined;
  let found = byProject.get(files);
  if (!found) {
    const declaring = files.flatMap((file) => declaringOf(file.tools, file.source));
    const owner = files.find((file) => file.source === declaring[0]?.file);
    byProject.set(files, (found = { owner, declaring }));
  }
  return found;
}

/** Items already quoted, as quoteList joins them. */
function listed(items: readonly string[], limit = 8): string {
  const shown = items.slice(0, limit);
  if (items.length > limit) shown.push(`${items.length - limit} more`);
  return shown.length <= 1 ? shown.join('') : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

/** The dialect an outputSchema declares when it is not 2020-12, quoted for a message; undefined otherwise. */
function foreignOutputDialect(definition: unknown): { dialect: string; declared: string } | undefined {
  if (!isObject(definition) || !isObject(definition.outputSchema)) return undefined;
  const schema = definition.outputSchema;
  if (typeof schema.$schema !== 'string') return undefined;
  const choice = chooseDialect(schema);
  if (!('unsupported' in choice) && choice.dialect === '2020-12') return undefined;
  const dialect = 'unsupported' in choice ? 'a dialect other than 2020-12' : DIALECT_NAMES[choice.dialect];
  return { dialect, declared: quote(schema.$schema, 80) };
}

export default rule;
