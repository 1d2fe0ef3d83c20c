// Finds every tool registration in one file and rebuilds the definition each would publish.
import type { HandlerFacts, LoadedTool, SourceFileFacts, ToolSourceFacts } from '../../types.js';
import { ts, type TS } from './typescript.js';
import { rangeOf, snippet } from './positions.js';
import { bindParameters, bindPattern, isFunctionLike, resolveDeclaration, type Evaluator } from './evaluate.js';
import { DefinitionBuilder } from './materialize.js';
import { convertSchema, EMPTY_OBJECT_SCHEMA, looksLikeJsonSchema, rawShapeFlavor, type SchemaTarget } from './schemas.js';
import { HandlerAnalyzer } from './handler.js';
import { recognisedModule, type Project } from './project.js';
import { parentPointer } from './pointers.js';
import { EMPTY_ENV, unknown, type Env, type SValue, type Unknown } from './values.js';
import { findLowLevel } from './lowlevel.js';
import { mcpFrameworkTool } from './mcp-framework.js';
import { atCallSite, callSiteOf, placeRegistration } from './placements.js';
import { stdioFacts } from './stdio-facts.js';

const MAX_EXPANSION = 500;
const TOOL_CONFIG_KEYS = ['description', 'inputSchema', 'outputSchema', 'title', 'annotations', '_meta', 'icons'];

export interface FileAnalysis {
  tools: LoadedTool[];
  facts: SourceFileFacts;
}

export interface FileContext {
  file: TS.SourceFile;
  evaluator: Evaluator;
  project: Project;
  handlers: HandlerAnalyzer;
  imports: Set<string>;
  facts: SourceFileFacts;
  tools: LoadedTool[];
}

export function analyzeFile(file: TS.SourceFile, evaluator: Evaluator, project: Project): FileAnalysis {
  const context: FileContext = {
    file,
    evaluator,
    project,
    handlers: new HandlerAnalyzer(file, project.checker),
    imports: importedModules(file),
    facts: { unresolved: [] },
    tools: [],
  };
  const t = ts();
  const lowLevel: TS.CallExpression[] = [];
  const visit = (node: TS.Node): void => {
    if (t.isCallExpression(node) && t.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      if ((method === 'registerTool' || method === 'registerToolTask') && node.arguments.length >= 2) registration(context, node, method);
      else if (method === 'tool' && node.arguments.length >= 2 && (context.imports.has('sdk-v1') || receiverIs(context, node, 'McpServer'))) registration(context, node, 'server.tool');
      else if (method === 'setRequestHandler' && node.arguments.length >= 2) lowLevel.push(node);
      else if ((method === 'addTool' || method === 'addTools') && node.arguments.length >= 1 && (context.imports.has('fastmcp') || receiverIs(context, node, 'FastMCP'))) registration(context, node, method);
    }
    if (t.isClassLike(node) && node.heritageClauses) {
      const tool = mcpFrameworkTool(context, node);
      if (tool) context.tools.push(tool);
    }
    t.forEachChild(node, visit);
  };
  visit(file);
  if (lowLevel.length) findLowLevel(context, lowLevel);
  const stdio = stdioFacts(context);
  if (stdio) context.facts.stdio = stdio;
  context.tools.forEach((tool, index) => (tool.documentPointer = `/tools/${index}`));
  return { tools: context.tools, facts: context.facts };
}

function importedModules(file: TS.SourceFile): Set<string> {
  const t = ts();
  const found = new Set<string>();
  for (const statement of file.statements) {
    if (t.isImportDeclaration(statement) && t.isStringLiteral(statement.moduleSpecifier)) {
      const module = recognisedModule(statement.moduleSpecifier.text);
      if (module) found.add(module);
    }
  }
  // CommonJS: require('…') anywhere at the top level.
  const visit = (node: TS.Node): void => {
    if (t.isCallExpression(node) && t.isIdentifier(node.expression) && node.expression.text === 'require' && node.arguments[0] && t.isStringLiteral(node.arguments[0])) {
      const module = recognisedModule(node.arguments[0].text);
      if (module) found.add(module);
    }
    if (!isFunctionLike(node)) t.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function receiverIs(context: FileContext, call: TS.CallExpression, className: string): boolean {
  const receiver = (call.expression as TS.PropertyAccessExpression).expression;
  const value = context.evaluator.evaluate(receiver);
  return value.kind === 'instance' && value.name === className;
}

/** A tool being assembled: the definition, where its parts are, and what could not be read. */
export function toolFrom(
  context: FileContext,
  builder: DefinitionBuilder,
  definition: Record<string, unknown>,
  api: string,
  handler: HandlerFacts | undefined,
  extra: ToolSourceFacts = {},
): LoadedTool {
  const positions = builder.positions;
  const fallback = builder.fallback;
  // An unresolved part is reported where the definition names it (the `inputSchema:` key), not where the unknown value started.
  const unresolved = builder.unresolved.map((u) => ({
    pointer: u.pointer,
    what: u.value.reason,
    range: rangeOf(positions.get(u.pointer) ?? builder.here(u.value.node, u.value.site)),
    ...(u.value.budget ? { overBudget: true as const } : {}),
  }));
  const sourceFacts: ToolSourceFacts = { ...extra };
  if (unresolved.length) sourceFacts.unresolved = unresolved;
  return {
    definition,
    documentPointer: '',
    api,
    handler,
    sourceFacts,
    locate(pointer: string) {
      for (let current: string | undefined = pointer; current !== undefined; current = parentPointer(current)) {
        const node = positions.get(current);
        if (node) return rangeOf(node);
      }
      return rangeOf(fallback);
    },
  };
}

export function reportUnresolved(context: FileContext, value: Unknown, what: string, at?: TS.Node): void {
  const node = at && at.getSourceFile() === context.file ? at : value.node.getSourceFile() === context.file ? value.node : value.site ?? value.node;
  const range = rangeOf(node.getSourceFile() === context.file ? node : context.file);
  const message = `${what} comes from ${value.reason}`;
  if (!context.facts.unresolved.some((u) => u.what === message && u.range.start.line === range.start.line)) context.facts.unresolved.push({ what: message, range, ...(value.budget ? { overBudget: true as const } : {}) });
}

// ---- iteration: registrations inside loops over static arrays ----

interface Binder {
  declaration: TS.ParameterDeclaration | TS.VariableDeclaration;
  iterable: TS.Expression;
}

/** Environments to evaluate a registration in: one per element of the arrays it iterates over. */
export function iterationEnvs(context: FileContext, call: TS.Node, args: readonly TS.Node[]): Env[] | Unknown {
  const t = ts();
  const binders: Binder[] = [];
  for (let node: TS.Node = call; node.parent; node = node.parent) {
    const parent = node.parent;
    if (t.isForOfStatement(parent) && node === parent.statement && t.isVariableDeclarationList(parent.initializer) && parent.initializer.declarations.length === 1) {
      binders.unshift({ declaration: parent.initializer.declarations[0]!, iterable: parent.expression });
    }
    if (isFunctionLike(node) && t.isCallExpression(parent) && parent.arguments[0] === node && t.isPropertyAccessExpression(parent.expression)
      && ['forEach', 'map', 'flatMap'].includes(parent.expression.name.text) && node.parameters[0]) {
      binders.unshift({ declaration: node.parameters[0], iterable: parent.expression.expression });
    }
  }
  const used = binders.filter((binder) => args.some((arg) => references(arg, binder.declaration)));
  let envs: Env[] = callSiteEnvs(context, call, args, binders.map((b) => b.declaration));
  for (const binder of used) {
    const next: Env[] = [];
    for (const env of envs) {
      const iterable = context.evaluator.evaluate(binder.iterable, env);
      if (iterable.kind !== 'array' || iterable.opaque) {
        return iterable.kind === 'unknown' ? iterable : iterable.kind === 'array' && iterable.opaque ? iterable.opaque : unknown(binder.iterable, `\`${snippet(binder.iterable)}\``);
      }
      for (const item of iterable.items) {
        const bound = atCallSite(new Map(env), callSiteOf(env));
        bound.set(binder.declaration, item);
        bindPattern(binder.declaration.name, item, bound, context.evaluator);
        next.push(bound);
        if (next.length > MAX_EXPANSION) return unknown(binder.iterable, `more than ${MAX_EXPANSION} registrations from \`${snippet(binder.iterable)}\``);
      }
    }
    envs = next;
  }
  return envs;
}

/**
 * A registration inside a helper whose parameters feed its arguments (`function addTool(server, name, config) {
 * server.registerTool(name, config, …) }`): one environment per call of the helper in the same file, with the
 * parameters bound to that call's arguments. Without such calls the parameters stay unknown (and are reported).
 */
function callSiteEnvs(context: FileContext, call: TS.Node, args: readonly TS.Node[], iterationBinders: TS.Node[]): Env[] {
  const t = ts();
  let helper: (TS.SignatureDeclaration & { body?: TS.Node }) | undefined;
  for (let node: TS.Node | undefined = call.parent; node; node = node.parent) {
    if (isFunctionLike(node) && !iterationBinders.includes(node.parameters[0] as TS.Node)) {
      helper = node;
      break;
    }
  }
  if (!helper || !helper.parameters.some((parameter) => args.some((arg) => references(arg, parameter)))) return [EMPTY_ENV];
  // The helper's own name: a function declaration, or the constant an arrow function is assigned to.
  const declaration: TS.Node | undefined = t.isFunctionDeclaration(helper) ? helper
    : t.isVariableDeclaration(helper.parent) && t.isIdentifier(helper.parent.name) ? helper.parent : undefined;
  const name = declaration && (t.isFunctionDeclaration(declaration) ? declaration.name : (declaration as TS.VariableDeclaration).name);
  if (!declaration || !name || !t.isIdentifier(name)) return [EMPTY_ENV];
  const envs: Env[] = [];
  const visit = (node: TS.Node): void => {
    if (envs.length > MAX_EXPANSION) return;
    if (t.isCallExpression(node) && t.isIdentifier(node.expression) && node.expression.text === name.text && resolveDeclaration(node.expression) === declaration) {
      const values = node.arguments.map((arg) => context.evaluator.evaluate(arg));
      envs.push(atCallSite(bindParameters(helper!, values, EMPTY_ENV, context.evaluator), node));
    }
    t.forEachChild(node, visit);
  };
  visit(context.file);
  return envs.length ? envs : [EMPTY_ENV];
}

function references(node: TS.Node, declaration: TS.Node): boolean {
  const t = ts();
  let found = false;
  const visit = (child: TS.Node): void => {
    if (found) return;
    if (t.isIdentifier(child)) {
      const target = resolveDeclaration(child);
      if (target && (target === declaration || isWithin(target, declaration))) found = true;
    }
    t.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

function isWithin(node: TS.Node, ancestor: TS.Node): boolean {
  for (let current: TS.Node | undefined = node; current; current = current.parent) if (current === ancestor) return true;
  return false;
}

// ---- McpServer#registerTool, server.tool(...), fastmcp addTool ----

function registration(context: FileContext, call: TS.CallExpression, api: string): void {
  // Only what defines tools decides how many there are: an inline handler that uses a loop variable or a helper's
  // parameter (`servers.forEach((s) => s.registerTool("x", config, () => s.ping()))`) does not multiply the tool.
  const t = ts();
  const defining = call.arguments.filter((arg) => !t.isArrowFunction(arg) && !t.isFunctionExpression(arg));
  const envs = iterationEnvs(context, call, defining);
  if (!Array.isArray(envs)) {
    reportUnresolved(context, envs as Unknown, `The tools registered in a loop by \`${snippet(call.expression)}(…)\``, call);
    return;
  }
  for (const env of envs) {
    const first = context.tools.length;
    if (api === 'registerTool' || api === 'registerToolTask') registerTool(context, call, env, api);
    else if (api === 'server.tool') serverTool(context, call, env);
    else fastmcpAddTool(context, call, env, api);
    placeRegistration(context.project, call, env, context.tools.slice(first));
  }
}

function sdkGeneration(context: FileContext): 1 | 2 {
  if (context.imports.has('sdk-v2') && !context.imports.has('sdk-v1')) return 2;
  if (context.imports.has('sdk-v1')) return 1;
  return context.project.sdkGeneration(context.file.fileName);
}

function nameOf(context: FileContext, value: SValue, call: TS.CallExpression): string | undefined {
  if (value.kind === 'primitive' && typeof value.value === 'string') return value.value;
  reportUnresolved(context, value.kind === 'unknown' ? value : unknown(value.node, `the name \`${snippet(value.node)}\` is not a string`), `The name of a tool registered by \`${snippet(call.expression)}(…)\``, call.arguments[0]);
  return undefined;
}

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
    const outcome = convertSchema(value, target, io, `/${key}`, builder, context.project.zod);
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
      const outcome = convertSchema(candidate, 'sdk-v1', 'input', '/inputSchema', builder, context.project.zod);
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
      if (looksLikeJsonSchema(candidate)) {
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

function isString(value: SValue): boolean {
  return value.kind === 'primitive' && typeof value.value === 'string';
}

/** fastmcp: `addTool({ name, description, parameters, execute, annotations })`; `addTools([...])`. */
function fastmcpAddTool(context: FileContext, call: TS.CallExpression, env: Env, api: string): void {
  const argument = context.evaluator.evaluate(call.arguments[0]!, env);
  const configs = api === 'addTools' ? (argument.kind === 'array' && !argument.opaque ? argument.items : [argument]) : [argument];
  for (const config of configs) {
    if (config.kind !== 'object') {
      reportUnresolved(context, config.kind === 'unknown' ? config : unknown(config.node, `\`${snippet(config.node)}\``), `A tool added by \`${snippet(call.expression)}(…)\``);
      continue;
    }
    const nameEntry = config.entries.get('name');
    const name = nameEntry ? nameOf(context, nameEntry.value, call) : undefined;
    if (name === undefined) continue;
    const builder = new DefinitionBuilder(context.file, config.node.getSourceFile() === context.file ? config.node : call);
    builder.mark('/name', nameEntry!.node);
    const definition: Record<string, unknown> = { name };
    const description = config.entries.get('description');
    if (description) {
      builder.mark('/description', description.node);
      definition.description = builder.json(description.value, '/description');
    }
    const parameters = config.entries.get('parameters');
    if (parameters) {
      builder.mark('/inputSchema', parameters.node);
      const outcome = convertSchema(parameters.value, 'fastmcp', 'output', '/inputSchema', builder, context.project.zod);
      definition.inputSchema = outcome.kind === 'absent' ? { type: 'object', properties: {}, additionalProperties: false } : outcome.json;
    } else definition.inputSchema = { type: 'object', properties: {}, additionalProperties: false };
    for (const key of ['annotations', '_meta']) {
      const entry = config.entries.get(key);
      if (entry) {
        builder.mark(`/${key}`, entry.node);
        definition[key] = builder.json(entry.value, `/${key}`);
      }
    }
    const execute = config.entries.get('execute');
    const handler = execute ? context.handlers.analyze(execute.value, 'fastmcp', execute.node) : undefined;
    context.tools.push(toolFrom(context, builder, definition, api, handler));
  }
}
