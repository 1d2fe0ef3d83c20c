// fastmcp: `server.addTool({ name, description, parameters, execute, annotations })` and `addTools([...])`.
//
// How fastmcp turns `parameters` into the `inputSchema` it lists. It has changed across releases, and the server
// uses the fastmcp, xsschema and zod installed next to it, so the versions found there decide (only their
// package.json files are read). Checked against the published packages:
// - xsschema before 0.4 (fastmcp 3.20 and older): zod 4 → `toJSONSchema(schema)` (draft 2020-12, output side).
// - xsschema 0.4+: a schema that offers Standard JSON Schema (`~standard.jsonSchema`, zod 4.2+) is converted with
//   `~standard.jsonSchema.input({ target: "draft-07" })`; an older zod 4 with `toJSONSchema(schema, { target: "draft-7" })`.
// - zod 3 schemas, in every version: zod-to-json-schema with its default options.
// - fastmcp 4.3.1+ (`strictJsonSchema`): `additionalProperties: false` on the root and on every property whose
//   schema says `type: "object"`, recursively through properties (not through items or combinators).
// Nothing installed (source linted without node_modules): the newest behaviour.
import { dirname } from 'node:path';
import { ts, type TS } from '../typescript.js';
import { snippet } from '../positions.js';
import { DefinitionBuilder } from '../materialize.js';
import { asObject, convertSchema, zod4Api, type ZodConverter } from '../schemas.js';
import { atLeast, type Project } from '../project.js';
import { nameOf, receiverIs, reportUnresolved, toolFrom, type FileContext } from '../tool-building.js';
import { forEachRegistration } from '../iteration.js';
import { unknown, type Env } from '../values.js';
import { methodCall, type Framework } from './framework.js';

export const fastmcp: Framework = {
  id: 'fastmcp',
  modules: [{ module: 'fastmcp', packages: ['fastmcp'] }],
  packageWords: ['fastmcp'],
  serverClasses: ['FastMCP'],
  registrationMethods: ['addTool', 'addTools'],
  toolWords: ['addTool', 'addTools'],
  // `jsonSchemaAdapter({ … })`: the object literal inside is the schema, taken as written.
  callResult: (fn, args) =>
    fn.name === 'jsonSchemaAdapter' && fn.module === 'fastmcp' && args[0]?.kind === 'object'
      ? { ...args[0], jsonWrapper: fn.name }
      : undefined,
  recognises(node, context) {
    const method = methodCall(node, ts(), 1);
    return (
      (method === 'addTool' || method === 'addTools') &&
      (context.imports.has('fastmcp') || receiverIs(context, node as TS.CallExpression, 'FastMCP'))
    );
  },
  build(nodes, context) {
    for (const node of nodes) {
      const call = node as TS.CallExpression;
      const method = (call.expression as TS.PropertyAccessExpression).name.text;
      forEachRegistration(context, call, (env) => fastmcpAddTool(context, call, env, method));
    }
  },
  /**
   * `server.start({ transportType: "stdio" })` on a FastMCP instance. Without `transportType`, fastmcp picks the
   * transport from the command line and FASTMCP_TRANSPORT at run time, so that says nothing certain.
   */
  startsStdio(node, context) {
    const t = ts();
    if (
      !t.isCallExpression(node) ||
      !t.isPropertyAccessExpression(node.expression) ||
      node.expression.name.text !== 'start'
    )
      return false;
    const argument = node.arguments[0];
    if (!context.imports.has('fastmcp') || !argument) return false;
    const receiver = context.evaluator.evaluate(node.expression.expression);
    if (receiver.kind !== 'instance' || receiver.module !== 'fastmcp' || receiver.name !== 'FastMCP') return false;
    const options = context.evaluator.evaluate(argument);
    const type = options.kind === 'object' ? options.entries.get('transportType')?.value : undefined;
    return type?.kind === 'primitive' && type.value === 'stdio';
  },
};

/** One `addTool` config, or each config of `addTools([...])`. */
function fastmcpAddTool(context: FileContext, call: TS.CallExpression, env: Env, api: string): void {
  const argument = context.evaluator.evaluate(call.arguments[0]!, env);
  const configs =
    api === 'addTools' ? (argument.kind === 'array' && !argument.opaque ? argument.items : [argument]) : [argument];
  for (const config of configs) {
    if (config.kind !== 'object') {
      reportUnresolved(
        context,
        config.kind === 'unknown' ? config : unknown(config.node, `\`${snippet(config.node)}\``),
        `A tool added by \`${snippet(call.expression)}(…)\``,
      );
      continue;
    }
    const nameEntry = config.entries.get('name');
    const name = nameEntry ? nameOf(context, nameEntry.value, call) : undefined;
    if (name === undefined) continue;
    const builder = new DefinitionBuilder(
      context.project.model,
      context.file,
      config.node.getSourceFile() === context.file ? config.node : call,
    );
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
      const outcome = convertSchema(
        parameters.value,
        fastmcpConverter(fastmcpConversion(context.project, context.file.fileName)),
        'input',
        '/inputSchema',
        builder,
        context.project.zod,
      );
      definition.inputSchema =
        outcome.kind === 'absent' ? { type: 'object', properties: {}, additionalProperties: false } : outcome.json;
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

interface FastmcpConversion {
  /** How a zod 4 schema is converted. */
  zod4: 'standard-input' | 'draft-7-output' | 'draft-2020-12-output';
  /** Whether fastmcp closes object schemas (`additionalProperties: false`) after converting. */
  strict: boolean;
}

function fastmcpConversion(project: Project, file: string): FastmcpConversion {
  const dir = dirname(file);
  const installed = project.installedPackage(dir, 'fastmcp');
  // xsschema is fastmcp's dependency: resolved from where fastmcp is installed.
  const xsschema = installed ? project.installedPackage(installed.dir, 'xsschema') : undefined;
  const zod = project.installedPackage(dir, 'zod');
  const strict = !installed || atLeast(installed.version, [4, 3, 1]);
  if (xsschema && !atLeast(xsschema.version, [0, 4, 0])) return { zod4: 'draft-2020-12-output', strict };
  const standard = !zod || atLeast(zod.version, [4, 2, 0]);
  return { zod4: standard ? 'standard-input' : 'draft-7-output', strict };
}

/** fastmcp's closing of object schemas, as described above (fastmcp 4.3.1+). */
function closeObjectSchemas(schema: Record<string, unknown>): Record<string, unknown> {
  const closed: Record<string, unknown> = { ...schema, additionalProperties: false };
  const properties = schema.properties;
  if (properties !== null && typeof properties === 'object' && !Array.isArray(properties)) {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(properties)) {
      const isObjectSchema =
        value !== null &&
        typeof value === 'object' &&
        !Array.isArray(value) &&
        (value as { type?: unknown }).type === 'object';
      Object.defineProperty(out, key, {
        value: isObjectSchema ? closeObjectSchemas(value as Record<string, unknown>) : value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    closed.properties = out;
  }
  return closed;
}

/** fastmcp's `inputSchema` for `parameters`, by the fastmcp / xsschema / zod versions the server uses. */
function fastmcpConverter(conversion: FastmcpConversion): ZodConverter {
  return (schema, flavor, zod) => {
    let result: Record<string, unknown>;
    if (flavor === 'v3') {
      if (!zod.zodToJsonSchema) throw new Error('zod-to-json-schema is not available');
      result = asObject(zod.zodToJsonSchema(schema));
    } else if (conversion.zod4 === 'standard-input') {
      result = zod4Api(zod).toJSONSchema(schema, { target: 'draft-07', io: 'input' });
    } else {
      result = zod4Api(zod).toJSONSchema(schema, conversion.zod4 === 'draft-7-output' ? { target: 'draft-7' } : {});
    }
    return conversion.strict ? closeObjectSchemas(result) : result;
  };
}
