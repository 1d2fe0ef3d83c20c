// mcp-framework: `class X extends MCPTool { name = "x"; description = "…"; schema = z.object({…}); async execute(input) {…} }`.
// mcp-framework builds inputSchema with its own converter (not zod's); this mirrors what it publishes for the
// common field kinds, and leaves anything else unresolved rather than guessing.
import type { LoadedTool } from '../../../core/types.js';
import { ts, type TS } from '../typescript.js';
import { DefinitionBuilder } from '../materialize.js';
import { toolFrom, type FileContext } from '../tool-building.js';
import { unknown, type SValue, type ZodLoc } from '../values.js';
import { locOf } from '../zod.js';
import { joinPointer } from '../../../core/pointer.js';
import type { Framework } from './framework.js';

export const mcpFramework: Framework = {
  id: 'mcp-framework',
  modules: [{ module: 'mcp-framework', packages: ['mcp-framework'] }],
  packageWords: ['mcp-framework'],
  toolWords: ['MCPTool'],
  // mcp-framework only accepts zod 3 schemas: `from "zod"` means zod 3 in a file that names it.
  zodFlavor: (text) => (/['"]mcp-framework['"]/.test(text) ? 'v3' : undefined),
  recognises(node) {
    const t = ts();
    return t.isClassLike(node) && !!node.heritageClauses?.some((c) => c.token === t.SyntaxKind.ExtendsKeyword);
  },
  build(nodes, context) {
    for (const node of nodes) {
      const tool = mcpFrameworkTool(context, node as TS.ClassLikeDeclaration);
      if (tool) context.tools.push(tool);
    }
  },
};

function mcpFrameworkTool(context: FileContext, node: TS.ClassLikeDeclaration): LoadedTool | undefined {
  const t = ts();
  const extendsClause = node.heritageClauses?.find((c) => c.token === t.SyntaxKind.ExtendsKeyword);
  const base = extendsClause?.types[0]?.expression;
  if (!base || !t.isIdentifier(base)) return undefined;
  const baseValue = context.evaluator.evaluate(base);
  const isMcpTool =
    (baseValue.kind === 'external' && baseValue.module === 'mcp-framework' && baseValue.name === 'MCPTool') ||
    (baseValue.kind === 'unknown' && base.text === 'MCPTool' && context.imports.has('mcp-framework'));
  if (!isMcpTool) return undefined;
  const members = new Map<string, { node: TS.Node; value: SValue }>();
  for (const member of node.members) {
    const key = member.name ? context.evaluator.propertyKey(member.name) : undefined;
    if (!key) continue;
    if (t.isPropertyDeclaration(member) && member.initializer)
      members.set(key, { node: member, value: context.evaluator.evaluate(member.initializer) });
    if (t.isMethodDeclaration(member))
      members.set(key, { node: member, value: { kind: 'function', decl: member, env: new Map(), node: member } });
  }
  const builder = new DefinitionBuilder(context.project.model, context.file, node.name ?? node);
  const definition: Record<string, unknown> = {};
  const nameMember = members.get('name');
  if (!nameMember || nameMember.value.kind !== 'primitive' || typeof nameMember.value.value !== 'string')
    return undefined;
  definition.name = nameMember.value.value;
  builder.mark('/name', (nameMember.node as TS.PropertyDeclaration).name);
  for (const key of ['description', 'title']) {
    const member = members.get(key);
    if (!member) continue;
    builder.mark(`/${key}`, (member.node as TS.PropertyDeclaration).name);
    const json = builder.json(member.value, `/${key}`);
    if (member.value.kind !== 'unknown') definition[key] = json;
  }
  const schema = members.get('schema');
  builder.mark('/inputSchema', schema ? (schema.node as TS.PropertyDeclaration).name : (node.name ?? node));
  definition.inputSchema = schema ? inputSchemaOf(schema.value, builder) : { type: 'object', properties: {} };
  const annotations = members.get('annotations');
  if (annotations) {
    builder.mark('/annotations', (annotations.node as TS.PropertyDeclaration).name);
    const json = builder.json(annotations.value, '/annotations');
    if (json && typeof json === 'object' && Object.keys(json).length) definition.annotations = json;
  }
  const execute = members.get('execute');
  const handler = context.handlers.analyze(execute?.value, 'mcp-framework', node.name ?? node);
  return toolFrom(context, builder, definition, 'MCPTool', handler);
}

function inputSchemaOf(value: SValue, builder: DefinitionBuilder): Record<string, unknown> {
  if (value.kind === 'zod') {
    const shape = (value.schema as { shape?: Record<string, unknown> }).shape;
    if (!shape)
      return unresolvedSchema(builder, unknown(value.node, 'an mcp-framework schema that is not z.object(…)'));
    const properties: Record<string, unknown> = {};
    const required: string[] = [];
    for (const [key, field] of Object.entries(shape)) {
      const pointer = joinPointer('/inputSchema/properties', key);
      const prop = value.loc.props?.get(key);
      if (prop) builder.mark(pointer, prop.keyNode);
      const info = fieldInfo(field, prop?.loc, pointer, builder, 0);
      if (!info)
        return unresolvedSchema(
          builder,
          unknown(value.node, `the field "${key}", a zod type mcp-lint does not convert the way mcp-framework does`),
        );
      properties[key] = info.schema;
      if (!info.optional) required.push(key);
    }
    return { type: 'object', properties, required };
  }
  if (value.kind === 'object') {
    // Legacy form: { field: { type: z.string(), description: "…" } }.
    const properties: Record<string, unknown> = {};
    const required: string[] = [];
    for (const [key, entry] of value.entries) {
      const pointer = joinPointer('/inputSchema/properties', key);
      builder.mark(pointer, entry.node);
      const field = entry.value;
      const type = field.kind === 'object' ? field.entries.get('type')?.value : undefined;
      const description = field.kind === 'object' ? field.entries.get('description')?.value : undefined;
      if (!type || type.kind !== 'zod')
        return unresolvedSchema(builder, unknown(entry.node, `the legacy field "${key}"`));
      const unwrapped = unwrapModifiers(type.schema);
      properties[key] = {
        type: jsonType(unwrapped.schema),
        description: description?.kind === 'primitive' ? description.value : undefined,
      };
      if (!unwrapped.optional) required.push(key);
    }
    return { type: 'object', properties, ...(required.length ? { required } : {}) };
  }
  return unresolvedSchema(builder, value.kind === 'unknown' ? value : unknown(value.node, 'an mcp-framework schema'));
}

function unresolvedSchema(
  builder: DefinitionBuilder,
  value: Extract<SValue, { kind: 'unknown' }>,
): Record<string, unknown> {
  builder.markUnresolved('/inputSchema', value);
  return { type: 'object' };
}

type Def = {
  typeName?: string;
  description?: string;
  innerType?: unknown;
  defaultValue?: () => unknown;
  values?: unknown;
  value?: unknown;
  type?: unknown;
  checks?: Array<{ kind: string; value?: unknown; inclusive?: boolean; regex?: RegExp }>;
};

function defOf(schema: unknown): Def {
  return ((schema as { _def?: Def })._def ?? {}) as Def;
}

function unwrapModifiers(schema: unknown): {
  schema: unknown;
  optional: boolean;
  description?: string;
  defaultValue?: unknown;
} {
  let current = schema;
  let optional = false;
  let description = defOf(current).description;
  let defaultValue: unknown;
  for (let i = 0; i < 20; i++) {
    const def = defOf(current);
    if (def.typeName === 'ZodOptional' || def.typeName === 'ZodNullable') optional = true;
    else if (def.typeName === 'ZodDefault') defaultValue = def.defaultValue?.();
    else break;
    current = def.innerType;
    description ??= defOf(current).description;
  }
  return { schema: current, optional, description, defaultValue };
}

function jsonType(schema: unknown): string {
  switch (defOf(schema).typeName) {
    case 'ZodNumber':
      return 'number';
    case 'ZodBoolean':
      return 'boolean';
    case 'ZodArray':
      return 'array';
    case 'ZodObject':
      return 'object';
    case 'ZodNull':
      return 'null';
    case 'ZodLiteral': {
      const value = defOf(schema).value;
      return typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : 'string';
    }
    default:
      return 'string';
  }
}

function fieldInfo(
  field: unknown,
  loc: ZodLoc | undefined,
  pointer: string,
  builder: DefinitionBuilder,
  depth: number,
): { schema: Record<string, unknown>; optional: boolean } | undefined {
  if (depth > 20 || !('_def' in (field as object))) return undefined;
  const unwrapped = unwrapModifiers(field);
  const inner = unwrapped.schema;
  const def = defOf(inner);
  const schema: Record<string, unknown> = { type: jsonType(inner) };
  if (unwrapped.description) {
    schema.description = unwrapped.description;
    if (loc?.description) builder.mark(`${pointer}/description`, loc.description);
  }
  if (unwrapped.defaultValue !== undefined) schema.default = unwrapped.defaultValue;
  if (def.typeName === 'ZodEnum') schema.enum = def.values;
  if (def.typeName === 'ZodArray')
    schema.items = fieldInfo(def.type, loc?.items, `${pointer}/items`, builder, depth + 1)?.schema;
  if (def.typeName === 'ZodObject') {
    const shape = (inner as { shape: Record<string, unknown> }).shape;
    const properties: Record<string, unknown> = {};
    const required: string[] = [];
    for (const [key, child] of Object.entries(shape)) {
      const childLoc = loc?.props?.get(key);
      const info = fieldInfo(
        child,
        childLoc?.loc ?? locOf(builder.model, child),
        joinPointer(`${pointer}/properties`, key),
        builder,
        depth + 1,
      );
      if (!info) return undefined;
      properties[key] = info.schema;
      if (!info.optional) required.push(key);
    }
    schema.properties = properties;
    if (required.length) schema.required = required;
  }
  for (const check of def.checks ?? []) {
    if (def.typeName === 'ZodNumber') {
      if (check.kind === 'min') schema.minimum = check.value;
      if (check.kind === 'max') schema.maximum = check.value;
      if (check.kind === 'min' && check.inclusive === false) schema.exclusiveMinimum = true;
      if (check.kind === 'max' && check.inclusive === false) schema.exclusiveMaximum = true;
      if (check.kind === 'int') schema.type = 'integer';
    }
    if (def.typeName === 'ZodString') {
      if (check.kind === 'min') schema.minLength = check.value;
      if (check.kind === 'max') schema.maxLength = check.value;
      if (check.kind === 'regex') schema.pattern = check.regex?.source;
      if (check.kind === 'email') schema.format = 'email';
      if (check.kind === 'url') schema.format = 'uri';
      if (check.kind === 'uuid') schema.format = 'uuid';
    }
  }
  if (
    def.typeName === 'ZodNumber' &&
    (def.checks ?? []).some((c) => c.kind === 'min' && c.value === 0 && c.inclusive === false)
  )
    schema.minimum = 1;
  return { schema, optional: unwrapped.optional };
}
