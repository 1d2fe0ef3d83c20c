// The MCP SDK's high-level API (1.x and 2.x): `registerTool(name, config, handler)`, the experimental
// `registerToolTask`, and the deprecated `server.tool(name, …)` overloads.
import type { LoadedTool } from '../../../core/types.js';
import type { ToolSourceFacts } from '../../../core/facts.js';
import { ts, type TS } from '../typescript.js';
import { rangeOf, snippet } from '../positions.js';
import { DefinitionBuilder } from '../materialize.js';
import {
  convertSchema,
  EMPTY_OBJECT_SCHEMA,
  looksLikeJsonSchema,
  rawShapeFlavor,
  type ConverterVersions,
  type SchemaTarget,
} from '../schemas.js';
import { atLeast } from '../project.js';
import { dirname } from 'node:path';
import { isString, nameOf, reportUnresolved, toolFrom, type FileContext } from '../tool-building.js';
import { Memo, type SourceModel } from '../model.js';
import { receiverWhereCalled, toolReceiver } from './sdk-receiver.js';
import { forEachRegistration } from '../iteration.js';
import { resolveDeclaration } from '../scope.js';
import { serverRegistrationMethods } from './sdk-server-methods.js';
import { dependsOnMcpSdk, importsSdk, isSdkModule, sdkGeneration, SDK_MODULES } from './sdk-packages.js';
import { unknown, type Env, type SValue } from '../values.js';
import { methodCall, type Framework } from './framework.js';

const TOOL_CONFIG_KEYS = ['description', 'inputSchema', 'outputSchema', 'title', 'annotations', '_meta', 'icons'];

export const sdk: Framework = {
  id: 'sdk',
  modules: SDK_MODULES,
  packageWords: ['modelcontextprotocol'],
  serverClasses: ['McpServer'],
  registrationMethods: ['registerTool', 'registerToolTask'],
  toolWords: ['tool', 'registerTool', 'registerToolTask'],
  // SDK 2.x's `fromJsonSchema({ … })`: the object literal inside is the schema, taken as written.
  callResult: (fn, args) =>
    fn.name === 'fromJsonSchema' && isSdkModule(fn.module) && args[0]?.kind === 'object'
      ? { ...args[0], jsonWrapper: fn.name }
      : undefined,
  recognises(node, context) {
    const method = methodCall(node, ts(), 2);
    if (method === 'registerTool' || method === 'registerToolTask') return true;
    // A server subclass's own registration method, called from outside the class (its own `this.x(…)` calls are
    // followed as helpers, iteration.ts).
    if (
      method &&
      method !== 'tool' &&
      (node as TS.CallExpression).arguments.length >= 2 &&
      ((node as TS.CallExpression).expression as TS.PropertyAccessExpression).expression.kind !==
        ts().SyntaxKind.ThisKeyword &&
      serverRegistrationMethods(context.project, context.evaluator).has(method)
    )
      return true;
    if (method !== 'tool') return false;
    const call = node as TS.CallExpression;
    const where = receiverWhereCalled(context, call);
    if (where !== 'unknown') return where === 'mcp-server';
    // Followed back through helpers only for a call that would count on a guess: most `.tool(…)` calls are not MCP.
    return (
      (context.imports.has('sdk-v1') || untypedServerTool(call, context)) && toolReceiver(context, call) !== 'other'
    );
  },
  build(nodes, context) {
    for (const node of nodes) {
      const call = node as TS.CallExpression;
      const method = (call.expression as TS.PropertyAccessExpression).name.text;
      forEachRegistration(context, call, (env) => {
        if (method === 'tool') serverTool(context, call, env);
        else if (method === 'registerTool' || method === 'registerToolTask') registerTool(context, call, env, method);
        else serverTool(context, call, env, method);
      });
    }
  },
  /** `new StdioServerTransport()` (ES import, or `stdio_js_1.StdioServerTransport` in compiled CommonJS). */
  startsStdio(node, context) {
    const t = ts();
    if (!t.isNewExpression(node)) return false;
    const callee = node.expression;
    const name = t.isIdentifier(callee)
      ? callee.text
      : t.isPropertyAccessExpression(callee)
        ? callee.name.text
        : undefined;
    if (name !== 'StdioServerTransport') return false;
    const value = context.evaluator.evaluate(callee);
    return value.kind === 'external' && isSdkModule(value.module) && /(^|\.)StdioServerTransport$/.test(value.name);
  },
};

/**
 * Compiled helpers lose the `: McpServer` annotation: `server.tool(name, …, callback)` on a parameter, in a package
 * that depends on the SDK, with a callback last, is the SDK's `tool()`.
 */
function untypedServerTool(call: TS.CallExpression, context: FileContext): boolean {
  const t = ts();
  const receiver = (call.expression as TS.PropertyAccessExpression).expression;
  if (!t.isIdentifier(receiver)) return false;
  const declaration = resolveDeclaration(context.project.model, receiver);
  const last = call.arguments[call.arguments.length - 1]!;
  return (
    !!declaration &&
    t.isParameter(declaration) &&
    (t.isArrowFunction(last) || t.isFunctionExpression(last)) &&
    dependsOnMcpSdk(context.project, context.file.fileName)
  );
}

/** `registerTool(name, config, handler)`; the experimental `registerToolTask` takes the same config plus `execution`. */
function registerTool(context: FileContext, call: TS.CallExpression, env: Env, api: string): void {
  const { evaluator } = context;
  const config = evaluator.evaluate(call.arguments[1]!, env);
  // In a file that imports no MCP SDK (a registration helper, or unrelated code with a method of the same name),
  // only a call whose config looks like a tool config counts.
  const mcpFile = importsSdk(context);
  if (
    !mcpFile &&
    (config.kind !== 'object' || (config.entries.size > 0 && !TOOL_CONFIG_KEYS.some((key) => config.entries.has(key))))
  )
    return;
  const nameValue = evaluator.evaluate(call.arguments[0]!, env);
  const name = nameOf(context, nameValue, call);
  if (name === undefined) return;
  if (config.kind !== 'object') {
    reportUnresolved(
      context,
      config.kind === 'unknown' ? config : unknown(config.node, `\`${snippet(config.node)}\``),
      `The config of tool "${name}"`,
      call.arguments[1],
    );
    return;
  }
  const generation = sdkGeneration(context);
  const target: SchemaTarget = generation === 2 ? 'sdk-v2' : 'sdk-v1';
  const builder = new DefinitionBuilder(context.project.model, context.file, call);
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
  let zodInputRoot: ToolSourceFacts['zodInputRoot'];
  const schema = (key: 'inputSchema' | 'outputSchema', io: 'input' | 'output'): void => {
    const value = entry(key);
    if (!value) {
      if (key === 'inputSchema')
        definition.inputSchema = config.opaque ? { type: 'object' } : { ...EMPTY_OBJECT_SCHEMA, properties: {} };
      return;
    }
    const outcome = convertSchema(
      value,
      target,
      io,
      `/${key}`,
      builder,
      context.project.zod,
      sdkConverterVersions(context),
    );
    if (outcome.kind === 'absent') {
      if (key === 'inputSchema') definition.inputSchema = { ...EMPTY_OBJECT_SCHEMA, properties: {} };
      return;
    }
    if (outcome.kind === 'json' && outcome.nonObjectRoot) zodInputRoot = { ...outcome.nonObjectRoot, generation };
    if (outcome.kind === 'plain-json')
      jsonSchemaForZod.push({
        pointer: `/${key}`,
        range: rangeOf(builder.here(outcome.node, value.site)),
        outcome: 'throws',
        ...literalOffsets(context, outcome.node),
      });
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
  const handler =
    handlerValue && api === 'registerTool'
      ? context.handlers.analyze(handlerValue, generation === 2 ? 'sdk-v2' : 'sdk-v1', call.arguments[2]!)
      : undefined;
  if (handler?.unresolved && handlerValue?.kind === 'unknown')
    reportUnresolved(context, handlerValue, `The handler of tool "${name}"`, call.arguments[2]);
  context.tools.push(
    toolFrom(context, builder, definition, api, handler, {
      ...(jsonSchemaForZod.length ? { jsonSchemaForZod } : {}),
      ...(zodInputRoot ? { zodInputRoot } : {}),
    }),
  );
}

/** The deprecated `server.tool(name, [description], [paramsSchema | annotations], [annotations], callback)` overloads. */
function serverTool(context: FileContext, call: TS.CallExpression, env: Env, customMethod?: string): void {
  const { evaluator } = context;
  const t = ts();
  const name = nameOf(context, evaluator.evaluate(call.arguments[0]!, env), call);
  if (name === undefined) return;
  const builder = new DefinitionBuilder(context.project.model, context.file, call);
  builder.mark('', call);
  builder.mark('/name', call.arguments[0]!);
  const definition: Record<string, unknown> = { name };
  const rest = call.arguments.slice(1).map((arg) => ({ node: arg, value: evaluator.evaluate(arg, env) }));
  const jsonSchemaForZod: NonNullable<ToolSourceFacts['jsonSchemaForZod']> = [];
  // What each argument is, for rewriting the call as registerTool; any doubt and the call is left as it is.
  const roles: { description?: TS.Node; inputSchema?: TS.Node; annotations?: TS.Node } = {};
  let understood = true;
  const first = rest[0];
  if (
    first &&
    rest.length > 1 &&
    (isString(first.value) || (first.value.kind === 'unknown' && !t.isObjectLiteralExpression(first.node)))
  ) {
    if (isString(first.value)) roles.description = first.node;
    else understood = false;
    builder.mark('/description', first.node);
    if (first.value.kind === 'primitive') definition.description = first.value.value;
    if (first.value.kind === 'unknown') builder.markUnresolved('/description', first.value);
    rest.shift();
  }
  let inputSchema: Record<string, unknown> = { ...EMPTY_OBJECT_SCHEMA, properties: {} };
  if (rest.length > 1) {
    const candidate = rest[0]!.value;
    if (candidate.kind === 'object' && rawShapeFlavor(candidate) !== undefined) {
      const outcome = convertSchema(
        candidate,
        'sdk-v1',
        'input',
        '/inputSchema',
        builder,
        context.project.zod,
        sdkConverterVersions(context),
      );
      if (outcome.kind === 'json') inputSchema = outcome.json;
      roles.inputSchema = rest[0]!.node;
      if (candidate.opaque) understood = false;
      rest.shift();
      const next = rest[0]?.value;
      if (rest.length > 1 && next && next.kind === 'object' && rawShapeFlavor(next) === undefined) {
        definition.annotations = builder.json(next, '/annotations');
        roles.annotations = rest[0]!.node;
        if (next.opaque || looksLikeJsonSchema(next)) understood = false;
        rest.shift();
      }
    } else if (candidate.kind === 'object') {
      // The SDK throws when a value is an object (a JSON Schema's `properties`), and otherwise takes the object as annotations.
      const nested = [...candidate.entries.values()].some((e) => e.value.kind === 'object' || e.value.kind === 'array');
      const unreadable =
        candidate.opaque ??
        [...candidate.entries.values()]
          .map((e) => e.value)
          .find((v): v is Extract<SValue, { kind: 'unknown' }> => v.kind === 'unknown');
      const knownNonZod = [...candidate.entries.values()].some(
        (e) => e.value.kind !== 'unknown' && e.value.kind !== 'zod',
      );
      if (unreadable && !knownNonZod) {
        // The SDK tells a parameter shape from annotations by whether every value is a zod schema; with no value
        // known not to be one, an unreadable value leaves it open: neither the input schema nor the annotations are known.
        builder.markUnresolved('/inputSchema', unreadable);
        builder.mark('/inputSchema', candidate.node);
        builder.markUnresolved('/annotations', unreadable);
        inputSchema = { type: 'object' };
        understood = false;
      } else if (looksLikeJsonSchema(candidate)) {
        jsonSchemaForZod.push({
          pointer: '/inputSchema',
          range: rangeOf(builder.here(candidate.node, candidate.site)),
          outcome: nested ? 'throws' : 'taken-as-annotations',
          ...literalOffsets(context, candidate.node),
        });
        inputSchema = (builder.json(candidate, '/inputSchema') ?? {}) as Record<string, unknown>;
        understood = false;
      } else {
        definition.annotations = builder.json(candidate, '/annotations');
        roles.annotations = rest[0]!.node;
        if (candidate.opaque) understood = false;
      }
      rest.shift();
    } else if (candidate.kind === 'unknown') {
      understood = false;
      builder.markUnresolved('/inputSchema', candidate);
      builder.mark('/inputSchema', candidate.node);
      inputSchema = { type: 'object' };
      rest.shift();
    }
  }
  definition.inputSchema = inputSchema;
  definition.execution = { taskSupport: 'forbidden' };
  if (customMethod) {
    // A server subclass's own method (server-methods.ts) takes `tool()`'s arguments, but may add a title and
    // annotations of its own: those parts are not known.
    for (const key of ['title', 'annotations']) {
      if (definition[key] === undefined)
        builder.markUnresolved(
          `/${key}`,
          unknown(call.expression, `\`${customMethod}(…)\`, a method of the server's class that may set it`),
        );
    }
  }
  const callback = rest[rest.length - 1];
  const handler = callback ? context.handlers.analyze(callback.value, 'sdk-v1', callback.node) : undefined;
  const extra: ToolSourceFacts = jsonSchemaForZod.length ? { jsonSchemaForZod } : {};
  // Rewritten only on a receiver known to be the SDK's McpServer: the call was read as one on a guess otherwise.
  const rewrite =
    understood && rest.length === 1 && toolReceiver(context, call, env) === 'mcp-server'
      ? registerToolRewrite(context, call, roles)
      : undefined;
  const tool = toolFrom(context, builder, definition, customMethod ?? 'server.tool', handler, extra);
  if (agreesWithEarlierPasses(context.project.model, call, rewrite, tool))
    tool.sourceFacts!.registerToolRewrite = rewrite;
  context.tools.push(tool);
}

/** Each `server.tool` call's rewrite so far, and the tools holding it; null once two passes disagreed. */
const REWRITES = new Memo<TS.CallExpression, { key: string; holders: LoadedTool[] } | null>(
  "each `server.tool` call's rewrite so far",
);

/**
 * A call evaluated several times (in a loop, or a helper called from several places) gets one rewrite only when
 * every evaluation gave the same one: an argument that is a description in one and a shape in another has no single
 * right rewrite, so then none of them keeps it.
 */
function agreesWithEarlierPasses(
  model: SourceModel,
  call: TS.CallExpression,
  rewrite: ToolSourceFacts['registerToolRewrite'],
  holder: LoadedTool,
): rewrite is NonNullable<ToolSourceFacts['registerToolRewrite']> {
  const key = JSON.stringify(rewrite ?? null);
  const rewritesByCall = model.table(REWRITES);
  const earlier = rewritesByCall.get(call);
  if (earlier === null) return false;
  if (earlier === undefined) {
    rewritesByCall.set(call, { key, holders: [holder] });
    return rewrite !== undefined;
  }
  if (earlier.key !== key) {
    // Through the tool: its sourceFacts object may have been replaced since (placements are added later).
    for (const tool of earlier.holders) if (tool.sourceFacts) delete tool.sourceFacts.registerToolRewrite;
    rewritesByCall.set(call, null);
    return false;
  }
  earlier.holders.push(holder);
  return rewrite !== undefined;
}

/**
 * The parts of `server.registerTool(name, { description, inputSchema, annotations }, handler)` for a `server.tool`
 * call whose arguments were all understood. The handler and every argument keep their source text, so nothing but
 * the call's shape changes (registerTool calls the handler with the same arguments).
 */
function registerToolRewrite(
  context: FileContext,
  call: TS.CallExpression,
  roles: { description?: TS.Node; inputSchema?: TS.Node; annotations?: TS.Node },
): ToolSourceFacts['registerToolRewrite'] {
  const t = ts();
  const file = context.file;
  if (
    call.getSourceFile() !== file ||
    !t.isPropertyAccessExpression(call.expression) ||
    call.expression.name.text !== 'tool'
  )
    return undefined;
  // Type arguments are server.tool's own; a spread hides which argument is which.
  if (call.typeArguments || call.arguments.some((argument) => t.isSpreadElement(argument))) return undefined;
  const name = call.expression.name;
  const nameArgument = call.arguments[0]!;
  const parts = [roles.description, roles.inputSchema, roles.annotations].filter(
    (node): node is TS.Node => node !== undefined,
  );
  const text = (node: TS.Node) => node.getText(file);
  const config = {
    ...(roles.description ? { description: text(roles.description) } : {}),
    ...(roles.inputSchema ? { inputSchema: text(roles.inputSchema) } : {}),
    ...(roles.annotations ? { annotations: text(roles.annotations) } : {}),
  };
  // Only commas and white space between the moved arguments: a comment there would be lost.
  if (parts.some((part, i) => i > 0 && !/^\s*,\s*$/.test(file.text.slice(parts[i - 1]!.getEnd(), part.getStart(file)))))
    return undefined;
  const start = name.getStart(file);
  if (parts.length === 0)
    return {
      start,
      end: nameArgument.getEnd(),
      between: file.text.slice(name.getEnd(), nameArgument.getEnd()),
      insert: true,
      config,
    };
  return {
    start,
    end: parts[parts.length - 1]!.getEnd(),
    between: file.text.slice(name.getEnd(), parts[0]!.getStart(file)),
    insert: false,
    config,
  };
}

/** Offsets of an object literal written in this file (a suggestion may replace it), or nothing. */
export function literalOffsets(context: FileContext, node: TS.Node): { offsets?: [number, number] } {
  const t = ts();
  if (node.getSourceFile() !== context.file || !t.isObjectLiteralExpression(node)) return {};
  return { offsets: [node.getStart(context.file), node.getEnd()] };
}

/** The installed SDK 1.x version, where it changes how zod 3 schemas are converted. */
function sdkConverterVersions(context: FileContext): ConverterVersions {
  const installed = context.project.installedPackage(dirname(context.file.fileName), '@modelcontextprotocol/sdk');
  return installed && installed.version[0] === 1 && !atLeast(installed.version, [1, 20, 2])
    ? { sdkV1PipeStrategy: false }
    : {};
}
