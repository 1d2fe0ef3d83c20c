// The MCP SDK's high-level API (1.x and 2.x): `registerTool(name, config, handler)`, the experimental
// `registerToolTask`, and the deprecated `server.tool(name, …)` overloads.
import type { ToolSourceFacts } from '../../../types.js';
import { ts, type TS } from '../typescript.js';
import { rangeOf, snippet } from '../positions.js';
import { DefinitionBuilder } from '../materialize.js';
import { convertSchema, EMPTY_OBJECT_SCHEMA, looksLikeJsonSchema, rawShapeFlavor, type ConverterVersions, type SchemaTarget } from '../schemas.js';
import { atLeast } from '../project.js';
import { dirname } from 'node:path';
import { isString, nameOf, receiverIs, reportUnresolved, sdkGeneration, toolFrom, type FileContext } from '../tool-building.js';
import { forEachRegistration } from '../iteration.js';
import { unknown, type Env, type SValue } from '../values.js';
import { methodCall, type Adapter } from './adapter.js';

const TOOL_CONFIG_KEYS = ['description', 'inputSchema', 'outputSchema', 'title', 'annotations', '_meta', 'icons'];

export const sdkAdapter: Adapter = {
  id: 'sdk',
  recognises(node, context) {
    const method = methodCall(node, ts(), 2);
    if (method === 'registerTool' || method === 'registerToolTask') return true;
    return method === 'tool' && (context.imports.has('sdk-v1') || receiverIs(context, node as TS.CallExpression, 'McpServer'));
  },
  build(nodes, context) {
    for (const node of nodes) {
      const call = node as TS.CallExpression;
      const method = (call.expression as TS.PropertyAccessExpression).name.text;
      forEachRegistration(context, call, (env) => {
        if (method === 'tool') serverTool(context, call, env);
        else registerTool(context, call, env, method);
      });
    }
  },
};

/** `registerTool(name, config, handler)`; the experimental `registerToolTask` takes the same config plus `execution`. */
function registerTool(context: FileContext, call: TS.CallExpression, env: Env, api: string): void {
  const { evaluator } = context;
  const config = evaluator.evaluate(call.arguments[1]!, env);
  // In a file that imports no MCP SDK (a registration helper, or unrelated code with a method of the same name),
  // only a call whose config looks like a tool config counts.
  const mcpFile = context.imports.has('sdk-v1') || context.imports.has('sdk-v2');
  if (!mcpFile && (config.kind !== 'object' || (config.entries.size > 0 && !TOOL_CONFIG_KEYS.some((key) => config.entries.has(key))))) return;
  const nameValue = evaluator.evaluate(call.arguments[0]!, env);
  const name = nameOf(context, nameValue, call);
  if (name === undefined) return;
  if (config.kind !== 'object') {
    reportUnresolved(context, config.kind === 'unknown' ? config : unknown(config.node, `\`${snippet(config.node)}\``), `The config of tool "${name}"`, call.arguments[1]);
    return;
  }
  const generation = sdkGeneration(context);
  const target: SchemaTarget = generation === 2 ? 'sdk-v2' : 'sdk-v1';
  const builder = new DefinitionBuilder(context.file, call);
  builder.mark('', call);
  builder.mark('/name', call.arguments[0]!);
  const definition: Record<string, unknown> = { name };
  const entry = (key: string): SValue | undefined => {
    const found = config.entries.get(key);
    if (found) {
      builder.mark(`/${key}`, found.node, builder.anchorOf(config, undefined));
      return found.value;
    }
    if (config.opaque) builder.markUnresolved(`/${key}`, config.opaque);
    return undefined;
  };
  for (const key of ['title', 'description']) {
    const value = entry(key);
    if (value) {
      const json = builder.json(value, `/${key}`);
      // An unreadable part is left out; sourceFacts.unresolved says it is unknown, not absent.
      if (json !== undefined && value.kind !== 'unknown') definition[key] = json;
    }
  }
  const jsonSchemaForZod: NonNullable<ToolSourceFacts['jsonSchemaForZod']> = [];
  const schema = (key: 'inputSchema' | 'outputSchema', io: 'input' | 'output'): void => {
    const value = entry(key);
    if (!value) {
      if (key === 'inputSchema') definition.inputSchema = config.opaque ? { type: 'object' } : { ...EMPTY_OBJECT_SCHEMA, properties: {} };
      return;
    }
    const outcome = convertSchema(value, target, io, `/${key}`, builder, context.project.zod, sdkConverterVersions(context));
    if (outcome.kind === 'absent') {
      if (key === 'inputSchema') definition.inputSchema = { ...EMPTY_OBJECT_SCHEMA, properties: {} };
      return;
    }
    if (outcome.kind === 'plain-json') jsonSchemaForZod.push({ pointer: `/${key}`, range: rangeOf(builder.here(outcome.node, value.site)), outcome: 'throws' });
    definition[key] = outcome.json;
  };
  schema('inputSchema', 'input');
  for (const key of generation === 2 ? ['annotations', 'icons', '_meta'] : ['annotations', '_meta']) {
    const value = entry(key);
    if (value) {
      const json = builder.json(value, `/${key}`);
      if (json !== undefined) definition[key] = json;
    }
  }
  if (api === 'registerToolTask') {
    const execution = entry('execution');
    const given = execution ? builder.json(execution, '/execution') : undefined;
    definition.execution = { taskSupport: 'required', ...(given && typeof given === 'object' ? given : {}) };
  } else if (generation === 1) definition.execution = { taskSupport: 'forbidden' };
  schema('outputSchema', 'output');
  const handlerValue = call.arguments[2] ? evaluator.evaluate(call.arguments[2], env) : undefined;
  // A task handler is an object of task callbacks, not a tools/call handler: its returns are not CallToolResults.
  const handler = handlerValue && api === 'registerTool' ? context.handlers.analyze(handlerValue, generation === 2 ? 'sdk-v2' : 'sdk-v1', call.arguments[2]!) : undefined;
  if (handler?.unresolved && handlerValue?.kind === 'unknown') reportUnresolved(context, handlerValue, `The handler of tool "${name}"`, call.arguments[2]);
  context.tools.push(toolFrom(context, builder, definition, api, handler, jsonSchemaForZod.length ? { jsonSchemaForZod } : {}));
}

/** The deprecated `server.tool(name, [description], [paramsSchema | annotations], [annotations], callback)` overloads. */
function serverTool(context: FileContext, call: TS.CallExpression, env: Env): void {
  const { evaluator } = context;
  const t = ts();
  const name = nameOf(context, evaluator.evaluate(call.arguments[0]!, env), call);
  if (name === undefined) return;
  const builder = new DefinitionBuilder(context.file, call);
  builder.mark('', call);
  builder.mark('/name', call.arguments[0]!);
  const definition: Record<string, unknown> = { name };
  const rest = call.arguments.slice(1).map((arg) => ({ node: arg, value: evaluator.evaluate(arg, env) }));
  const jsonSchemaForZod: NonNullable<ToolSourceFacts['jsonSchemaForZod']> = [];
  const first = rest[0];
  if (first && rest.length > 1 && (isString(first.value) || (first.value.kind === 'unknown' && !t.isObjectLiteralExpression(first.node)))) {
    builder.mark('/description', first.node);
    if (first.value.kind === 'primitive') definition.description = first.value.value;
    if (first.value.kind === 'unknown') builder.markUnresolved('/description', first.value);
    rest.shift();
  }
  let inputSchema: Record<string, unknown> = { ...EMPTY_OBJECT_SCHEMA, properties: {} };
  if (rest.length > 1) {
    const candidate = rest[0]!.value;
    if (candidate.kind === 'object' && rawShapeFlavor(candidate) !== undefined) {
      const outcome = convertSchema(candidate, 'sdk-v1', 'input', '/inputSchema', builder, context.project.zod, sdkConverterVersions(context));
      if (outcome.kind === 'json') inputSchema = outcome.json;
      rest.shift();
      const next = rest[0]?.value;
      if (rest.length > 1 && next && next.kind === 'object' && rawShapeFlavor(next) === undefined) {
        definition.annotations = builder.json(next, '/annotations');
        rest.shift();
      }
    } else if (candidate.kind === 'object') {
      // The SDK throws when a value is an object (a JSON Schema's `properties`), and otherwise takes the object as annotations.
      const nested = [...candidate.entries.values()].some((e) => e.value.kind === 'object' || e.value.kind === 'array');
      const unreadable = candidate.opaque ?? [...candidate.entries.values()].map((e) => e.value).find((v): v is Extract<SValue, { kind: 'unknown' }> => v.kind === 'unknown');
      const knownNonZod = [...candidate.entries.values()].some((e) => e.value.kind !== 'unknown' && e.value.kind !== 'zod');
      if (unreadable && !knownNonZod) {
        // The SDK tells a parameter shape from annotations by whether every value is a zod schema; with no value
        // known not to be one, an unreadable value leaves it open: neither the input schema nor the annotations are known.
        builder.markUnresolved('/inputSchema', unreadable);
        builder.mark('/inputSchema', candidate.node);
        builder.markUnresolved('/annotations', unreadable);
        inputSchema = { type: 'object' };
      } else if (looksLikeJsonSchema(candidate)) {
        jsonSchemaForZod.push({ pointer: '/inputSchema', range: rangeOf(builder.here(candidate.node, candidate.site)), outcome: nested ? 'throws' : 'taken-as-annotations' });
        inputSchema = (builder.json(candidate, '/inputSchema') ?? {}) as Record<string, unknown>;
      } else definition.annotations = builder.json(candidate, '/annotations');
      rest.shift();
    } else if (candidate.kind === 'unknown') {
      builder.markUnresolved('/inputSchema', candidate);
      builder.mark('/inputSchema', candidate.node);
      inputSchema = { type: 'object' };
      rest.shift();
    }
  }
  definition.inputSchema = inputSchema;
  definition.execution = { taskSupport: 'forbidden' };
  const callback = rest[rest.length - 1];
  const handler = callback ? context.handlers.analyze(callback.value, 'sdk-v1', callback.node) : undefined;
  context.tools.push(toolFrom(context, builder, definition, 'server.tool', handler, jsonSchemaForZod.length ? { jsonSchemaForZod } : {}));
}

/** The installed SDK 1.x version, where it changes how zod 3 schemas are converted. */
function sdkConverterVersions(context: FileContext): ConverterVersions {
  const sdk = context.project.installedPackage(dirname(context.file.fileName), '@modelcontextprotocol/sdk');
  return sdk && sdk.version[0] === 1 && !atLeast(sdk.version, [1, 20, 2]) ? { sdkV1PipeStrategy: false } : {};
}
