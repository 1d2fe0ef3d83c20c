// The tools of one Python file, rebuilt as the SDK that registers them publishes them in tools/list: the name
// (`name=`, fastmcp's positional name, else the function's), title, description (docstrings.ts), inputSchema and
// outputSchema from the type hints (type-hints.ts), annotations (annotations.ts) and fastmcp's `_meta`, each at its
// line and column. What is not certain is listed in sourceFacts.unresolved by pointer and left out, never guessed.
// Measured facts this relies on (mcp 2.3.0, fastmcp 4.0.10; docs/python-source.md):
// - MCPServer: `@mcp.tool()` / `mcp.tool(name, title, description, annotations, icons, meta, structured_output)`
//   (positional allowed), `mcp.add_tool(fn, …same)`; `@mcp.tool` and `mcp.tool(fn)` raise TypeError. `title` only when
//   given; `meta` is `_meta` as written; `structured_output=False` drops outputSchema.
// - fastmcp: `@mcp.tool`, `@mcp.tool("name")`, `mcp.tool(fn, …)`, `mcp.add_tool(fn | Tool.from_function(fn, …))`,
//   options keyword-only; a title always (`title=`, else annotations' title, else the name with `_`/`-` as spaces
//   in Title Case); `_meta` always holds `fastmcp: {tags: sorted tags}` (plus `version`/`versions` when given) merged
//   into `meta`; `description=` wins over the docstring even when "" (MCPServer: an empty one falls back to it).
import type { SourceFileFacts } from '../../core/facts.js';
import type { Range } from '../../core/position.js';
import type { LoadedTool } from '../../core/types.js';
import { PYTHON_API } from '../../core/python-api.js';
import { frameworkOf, type ToolStyle } from './frameworks/index.js';
import { annotationsOf } from './annotations.js';
import { ToolBuilder } from '../facts/tool-builder.js';
import { docstringOf, fastmcpDocstring } from './docstrings.js';
import { pythonTitle } from './hint-types.js';
import { constants } from './constants.js';
import { staticValue, type NameValues, type PythonValue } from './literals.js';
import { lowlevelToolsOf } from './lowlevel.js';
import { privateEdits } from './private-edits.js';
import type { PythonProject } from './project.js';
import { toolRegistrations, type ToolRegistration, type UpperBound } from './registrations.js';
import {
  childOf,
  childrenOf,
  parametersOf,
  PythonTooComplexError,
  rangeOf,
  textOf,
  type Argument,
  type PythonFile,
  type SyntaxNode,
} from './syntax.js';
import { inputSchemaOf, outputSchemaOf, type Signature } from './type-hints.js';
import { pythonHandlerFacts } from './handler.js';
import { returnedLiterals } from './returns.js';
import { toolAttribute } from './tool-objects.js';

/**
 * Registrations a file is read for: each is a tool every rule checks, so N stacked `@mcp.tool()` on one function
 * would cost N tools' work. Real servers register a few dozen tools per file.
 */
export const MAX_REGISTRATIONS = 5_000;

export function toolsOfFile(
  project: PythonProject,
  file: PythonFile,
): { tools: LoadedTool[]; unresolved: SourceFileFacts['unresolved']; upperBounds: UpperBound[] } {
  const { registrations, unresolved, upperBounds } = toolRegistrations(project, file);
  if (registrations.length > MAX_REGISTRATIONS)
    throw new PythonTooComplexError(
      file.source,
      `it registers ${registrations.length.toLocaleString('en-US')} tools, more than the ${MAX_REGISTRATIONS.toLocaleString('en-US')} a file is read for (a server lists a few dozen; clients cap far lower)`,
    );
  const tools: LoadedTool[] = [];
  for (const registration of registrations) {
    const built = functionTool(project, file, registration);
    if ('what' in built) unresolved.push(built);
    else tools.push(built);
  }
  const lowlevel = lowlevelToolsOf(project, file);
  const all = [...tools, ...lowlevel.tools];
  // Indexed once: a filter per edit cost edits × tools.
  const byName = new Map<unknown, LoadedTool[]>();
  for (const tool of all) {
    const name = (tool.definition as { name?: unknown }).name;
    const named = byName.get(name);
    if (named) named.push(tool);
    else byName.set(name, [tool]);
  }
  for (const edit of privateEdits(file)) {
    const what = `\`${edit.text}\` (it changes the server's tools through the SDK's private state)`;
    const named = edit.tool === undefined ? [] : (byName.get(edit.tool) ?? []);
    if (named.length === 0) unresolved.push({ what, range: edit.range });
    for (const tool of named)
      tool.sourceFacts = {
        ...tool.sourceFacts,
        unresolved: [...(tool.sourceFacts?.unresolved ?? []), { pointer: '', what, range: edit.range }],
      };
  }
  return { tools: all, unresolved: [...unresolved, ...lowlevel.unresolved], upperBounds };
}

interface Option {
  value: SyntaxNode;
  /** The keyword and its value, or the positional value. */
  range: Range;
}

function functionTool(
  project: PythonProject,
  file: PythonFile,
  registration: ToolRegistration,
): LoadedTool | { what: string; range: Range } {
  const { flavour, fn } = registration;
  // A run of a loop is placed at its item; options written in another file (a Tool object's), at the registration.
  const atRegistration = rangeOf(file, registration.place ?? registration.at);
  const optionsFile = registration.optionsFile ?? file;
  const optionsElsewhere = optionsFile !== file || registration.place !== undefined;
  const here = (node: SyntaxNode | { from: number; to: number }) =>
    optionsElsewhere ? atRegistration : rangeOf(file, node);
  const placeOption = (range: Range) => (optionsElsewhere ? atRegistration : range);
  const sameFile = fn.file === file;
  // Parts of a function defined in another file are placed at the registration that brings it in.
  const inFunction = (node: SyntaxNode) => (sameFile ? rangeOf(file, node) : atRegistration);
  const fnNameNode = childOf(fn.node, 'VariableName')!;
  const fnName = textOf(fn.file, fnNameNode);

  const names = constants(project, optionsFile, registration.env);
  const options = new Map<string, Option>();
  const problems: Array<{ pointer: string; what: string; range: Range }> = [];
  const framework = frameworkOf(project, flavour);
  const { options: known, published } = framework.registration!;
  registration.options.forEach((arg: Argument, index) => {
    const range = here(arg.nameNode ? { from: arg.nameNode.from, to: arg.value.to } : arg.value);
    if (arg.spread)
      return problems.push({
        pointer: '',
        what: `\`${arg.spread}${textOf(optionsFile, arg.value)}\` passed to the registration (it may set any option)`,
        range,
      });
    const key = arg.name ?? registration.positional[index];
    if (!key || !known.has(key))
      return problems.push({
        pointer: '',
        what: `the registration argument \`${textOf(optionsFile, arg.nameNode ?? arg.value).slice(0, 40)}\` (an option mcp-lint does not know)`,
        range,
      });
    if (options.has(key)) return problems.push({ pointer: '', what: `the option ${key} given twice`, range });
    options.set(key, { value: arg.value, range });
  });

  // The name: without a certain one there is no tool to report on, only the file.
  const nameOption = options.get('name');
  let name = fnName;
  let nameRange = inFunction(fnNameNode);
  if (nameOption && nameOption.value.name !== 'None') {
    const value = staticValue(optionsFile, nameOption.value, names);
    if (typeof value !== 'string')
      return {
        what: `The name of the tool registered from ${fnName}() (\`${textOf(optionsFile, nameOption.value).slice(0, 60)}\` is not a string literal)`,
        range: nameOption.range,
      };
    name = value;
    nameRange = here(nameOption.value);
  }
  const tool = new ToolBuilder({ fallback: nameRange, rangeOf: (range: Range) => range, unresolvedAt: 'cause' });
  for (const problem of problems) tool.unknown(problem.pointer, problem.what, problem.range);
  tool.set('name', name, nameRange);

  const literal = (key: string): { value?: PythonValue; given: boolean; range?: Range } => {
    const option = options.get(key);
    if (!option) return { given: false };
    const value = staticValue(optionsFile, option.value, names);
    return { value, given: true, range: option.range };
  };
  const docstring = docstringOf(fn.file, fn.node);
  const docRange = docstring.node ? inFunction(docstring.node) : undefined;

  // Annotations first: the title may come from them (ToolStyle.defaultTitle).
  const annotationsOption = options.get('annotations');
  let annotationsTitle: { value?: PythonValue; unknown: boolean } = { unknown: false };
  // `annotations=tool.annotations`: what the Tool object was given, read where it is written (None when nothing was).
  const attribute = annotationsOption && toolAttribute(project, optionsFile, annotationsOption.value, registration.env);
  const annotationsAt =
    attribute && 'expr' in attribute
      ? attribute.expr
      : annotationsOption && { file: optionsFile, node: annotationsOption.value };
  if (annotationsAt && !(attribute && 'value' in attribute && attribute.value === null)) {
    const built = annotationsOf(project, annotationsAt.file, annotationsAt.node);
    const placeAnnotation = (range: Range) => (annotationsAt.file === file ? placeOption(range) : atRegistration);
    tool.placeAll(
      '/annotations',
      built.places.map((p) => ({ ...p, range: placeAnnotation(p.range) })),
    );
    for (const u of built.unresolved) tool.unknown(`/annotations${u.pointer}`, u.what, placeAnnotation(u.range));
    if (built.value) tool.set('annotations', built.value);
    annotationsTitle = { value: built.value?.title, unknown: tool.isUnknown('/annotations/title') };
  }

  // Title.
  const title = literal('title');
  if (title.given && (title.value === undefined || (title.value !== null && typeof title.value !== 'string')))
    tool.unknown('/title', `\`${textOf(optionsFile, options.get('title')!.value).slice(0, 60)}\``, title.range!);
  else if (typeof title.value === 'string') tool.set('title', title.value, title.range);
  else if (published.defaultTitle === 'annotations-or-name') {
    if (annotationsTitle.unknown)
      tool.unknown(
        '/title',
        'the title, taken from annotations that could not be read',
        annotationsOption ? here(annotationsOption.value) : nameRange,
      );
    else
      tool.set(
        'title',
        typeof annotationsTitle.value === 'string' && annotationsTitle.value
          ? annotationsTitle.value
          : pythonTitle(name.replace(/[_-]/g, ' ')),
      );
  }

  // Description.
  const description = literal('description');
  const parsedDoc = published.docstring === 'parsed' ? fastmcpDocstring(docstring.text) : undefined;
  if (description.given && description.value === undefined)
    tool.unknown(
      '/description',
      `\`${textOf(optionsFile, options.get('description')!.value).slice(0, 60)}\``,
      description.range!,
    );
  else if (typeof description.value === 'string' && (description.value !== '' || published.emptyDescriptionKept))
    tool.set('description', description.value, description.range);
  else if (docstring.unreadable)
    tool.unknown('/description', 'a docstring mcp-lint does not decode (a `\\N{…}` escape)', docRange!);
  else if (!parsedDoc) tool.set('description', docstring.text ?? '', docRange);
  else if (parsedDoc.unresolved) tool.unknown('/description', parsedDoc.unresolved, docRange!);
  else if (parsedDoc.description !== undefined) tool.set('description', parsedDoc.description, docRange);

  // inputSchema and outputSchema from the signature.
  const paramList = childOf(fn.node, 'ParamList');
  // A bound method's first parameter is `self`, which the SDK does not see.
  const parameters = (paramList ? parametersOf(paramList, fn.file) : []).slice(fn.bound ? 1 : 0);
  const returns = childrenOf(fn.node).find((child) => child.name === 'TypeDef')?.lastChild ?? undefined;
  const signature: Signature = {
    file: fn.file,
    functionName: fnName,
    parameters,
    ...(returns ? { returns } : {}),
    ...(parsedDoc?.args.size ? { docArgs: parsedDoc.args } : {}),
  };
  const input = inputSchemaOf(project, signature, published.schemas);
  tool.set('inputSchema', input.schema, paramList ? inFunction(paramList) : nameRange);
  tool.placeAll('/inputSchema', sameFile ? input.places : input.places.map((p) => ({ ...p, range: atRegistration })));
  for (const u of input.unresolved)
    tool.unknown(`/inputSchema${u.pointer}`, u.what, sameFile ? u.range : atRegistration);
  if (parsedDoc?.unresolved) {
    for (const parameter of parameters)
      tool.unknown(`/inputSchema/properties/${parameter.name}/description`, parsedDoc.unresolved, docRange!);
  }
  const exclude = options.get('exclude_args');
  if (exclude) tool.unknown('/inputSchema', '`exclude_args` (it removes parameters from the schema)', exclude.range);

  const valueAt = outputSchema(
    project,
    optionsFile,
    names,
    tool,
    published,
    signature,
    options,
    inFunction,
    sameFile,
    atRegistration,
  );
  // A cause of the server's, said once for the file by registrations.ts.
  if (registration.schemasAsIs) {
    tool.unknown('/inputSchema', registration.schemasAsIs, atRegistration, { saidForFile: true });
    if ('outputSchema' in tool.definition)
      tool.unknown('/outputSchema', registration.schemasAsIs, atRegistration, { saidForFile: true });
  }
  meta(optionsFile, names, tool, published, options);

  for (const key of ['icons', 'app', 'task'] as const) {
    const option = literal(key);
    if (!option.given || option.value === null || option.value === false) continue;
    tool.unknown(
      key === 'icons' ? '/icons' : key === 'app' ? '/_meta' : '/execution',
      `the option \`${key}=${textOf(optionsFile, options.get(key)!.value).slice(0, 40)}\``,
      option.range!,
    );
  }
  const enabled = literal('enabled');
  if (enabled.given && enabled.value !== true)
    tool.unknown(
      '',
      `\`enabled=${textOf(optionsFile, options.get('enabled')!.value).slice(0, 40)}\` (it can keep the tool out of tools/list)`,
      enabled.range!,
    );
  // An auth check can hide the tool from clients that do not pass it; a registration helper nobody calls adds nothing.
  const mayNotRun = registration.mayNotRun ?? (options.has('auth') ? 'guarded' : undefined);
  const listing = {
    registration: {
      placements: [registration.placement],
      duplicateName: registration.duplicateName ?? framework.registration!.duplicateName,
      ...(mayNotRun ? { mayNotRun } : {}),
    },
  };

  const api =
    registration.kind === 'decorator'
      ? PYTHON_API.decorator
      : registration.kind === 'call'
        ? PYTHON_API.call
        : PYTHON_API.addTool;
  // What the function raises and looks up (handler.ts), placed in its own file: from another file only where it is.
  if (!sameFile)
    return tool.build(api, { framework: framework.handlerFramework, returns: [], range: atRegistration }, listing);
  const handler = pythonHandlerFacts(project, file, fn.node, parameters, flavour);
  const body = childOf(fn.node, 'Body');
  const literals = body && valueAt !== undefined ? returnedLiterals(file, body, `/outputSchema${valueAt}`) : [];
  return tool.build(
    api,
    literals.length > 0
      ? { ...handler, returnedLiterals: literals, returnedValues: published.returnedValues }
      : handler,
    listing,
  );
}

function outputSchema(
  project: PythonProject,
  file: PythonFile,
  names: NameValues,
  tool: ToolBuilder<Range>,
  published: ToolStyle,
  signature: Signature,
  options: Map<string, Option>,
  inFunction: (node: SyntaxNode) => Range,
  sameFile: boolean,
  atRegistration: Range,
): string | undefined {
  const key = published.outputOption;
  const option = options.get(key);
  const value = option ? staticValue(file, option.value, names) : undefined;
  if (option && value === undefined)
    return void tool.unknown('/outputSchema', `\`${key}=${textOf(file, option.value).slice(0, 40)}\``, option.range);
  if (key === 'structured_output' && value === false) return undefined;
  if (key === 'output_schema' && option) {
    if (value === null) return undefined;
    return void tool.unknown(
      '/outputSchema',
      `\`output_schema=${textOf(file, option.value).slice(0, 40)}\``,
      option.range,
    );
  }
  const output = outputSchemaOf(project, signature, published.schemas);
  if (!output) {
    if (key === 'structured_output' && value === true && option)
      tool.unknown(
        '/outputSchema',
        'structured_output=True with a return annotation that gives no schema',
        option.range,
      );
    return undefined;
  }
  tool.set('outputSchema', output.schema, signature.returns ? inFunction(signature.returns) : atRegistration);
  tool.placeAll(
    '/outputSchema',
    sameFile ? output.places : output.places.map((p) => ({ ...p, range: atRegistration })),
  );
  for (const u of output.unresolved)
    tool.unknown(`/outputSchema${u.pointer}`, u.what, sameFile ? u.range : atRegistration);
  return output.valueAt;
}

/** `_meta`: `meta` as written, or (ToolStyle.meta) with fastmcp's `fastmcp` namespace (tags, version) merged in. */
function meta(
  file: PythonFile,
  names: NameValues,
  tool: ToolBuilder<Range>,
  published: ToolStyle,
  options: Map<string, Option>,
): void {
  const metaOption = options.get('meta');
  const given = metaOption ? staticValue(file, metaOption.value, names) : undefined;
  if (metaOption && (given === undefined || (given !== null && (typeof given !== 'object' || Array.isArray(given))))) {
    return tool.unknown(
      '/_meta',
      `\`meta=${textOf(file, metaOption.value).slice(0, 40)}\` (not a dict literal)`,
      metaOption.range,
    );
  }
  const base = (given ?? undefined) as Record<string, PythonValue> | undefined;
  if (published.meta === 'as-written') {
    if (base) tool.set('_meta', base, metaOption!.range);
    return;
  }
  const tagsOption = options.get('tags');
  const tags = tagsOption ? stringSet(file, tagsOption.value, names) : [];
  if (!tags)
    return tool.unknown(
      '/_meta',
      `\`tags=${textOf(file, tagsOption!.value).slice(0, 40)}\` (not a set of string literals)`,
      tagsOption!.range,
    );
  const namespace: Record<string, PythonValue> = { tags: [...tags].sort() };
  const versionOption = options.get('version');
  if (versionOption && versionOption.value.name !== 'None') {
    const version = staticValue(file, versionOption.value, names);
    if (typeof version !== 'string')
      return tool.unknown(
        '/_meta',
        `\`version=${textOf(file, versionOption.value).slice(0, 40)}\``,
        versionOption.range,
      );
    namespace.versions = [version];
    namespace.version = version;
  }
  const upstream = base?.fastmcp;
  if (upstream !== undefined && (typeof upstream !== 'object' || upstream === null || Array.isArray(upstream)))
    return tool.unknown('/_meta', 'meta["fastmcp"] that is not a dict (fastmcp raises TypeError)', metaOption!.range);
  const publicUpstream = Object.fromEntries(Object.entries(upstream ?? {}).filter(([key]) => !key.startsWith('_')));
  tool.set('_meta', { ...base, fastmcp: { ...publicUpstream, ...namespace } }, metaOption?.range ?? tagsOption?.range);
}

/** A set, list or tuple literal of str literals; undefined when it is anything else. */
function stringSet(file: PythonFile, node: SyntaxNode, names: NameValues): Set<string> | undefined {
  if (node.name === 'None') return new Set();
  if (node.name !== 'SetExpression') {
    const value = staticValue(file, node, names);
    return Array.isArray(value) && value.every((v) => typeof v === 'string') ? new Set(value as string[]) : undefined;
  }
  const values = new Set<string>();
  for (const child of childrenOf(node)) {
    if (['{', '}', ','].includes(child.name)) continue;
    const value = staticValue(file, child, names);
    if (typeof value !== 'string') return undefined;
    values.add(value);
  }
  return values;
}
